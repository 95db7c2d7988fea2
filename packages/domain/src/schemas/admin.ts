/**
 * The operator console's calls under /api/admin (decisions.md §9, §13): the
 * request schemas the api validates with (and the web app validates its
 * forms with), and the answers as zod schemas, so the OpenAPI document at
 * /api/docs describes them and their types are inferred from one source.
 * Amounts are whole IQD; times are ISO 8601 strings.
 */
import { z } from 'zod';
import { code, text } from './common';
import { propertyTypes } from './marketplace';
import { dinars, strictInteger, tokenCount } from './money';

// ---- Rules ----

/**
 * A branch cash deposit above this many IQD waits for a second admin
 * (decisions.md §13); the server's CASH_DEPOSIT_APPROVAL_THRESHOLD overrides
 * it, and GET /admin/summary says which one applies.
 */
export const DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD = 1_000_000;
/** Pictures a property may have, and documents. */
export const MAX_PROPERTY_IMAGES = 20;
export const MAX_PROPERTY_DOCUMENTS = 20;
/** Files one upload request may carry. */
export const MAX_PROPERTY_FILES_PER_UPLOAD = 10;
/** Largest property valuation or value, in IQD. */
export const MAX_PROPERTY_VALUE_IQD = 1_000_000_000_000_000;

// ---- Building blocks ----

const limit = (fallback: number) =>
  z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(1, code('INVALID_TYPE')).max(100, code('INVALID_TYPE')).default(fallback);
/** The opaque `nextCursor` of the previous page. */
const cursor = z.string({ error: 'INVALID_TYPE' }).max(500, code('TOO_LONG')).optional();
const search = z.string({ error: 'INVALID_TYPE' }).trim().max(100, code('TOO_LONG')).optional();

/** An optional translation: blank means none (the reader then sees English). */
const translation = (max: number) =>
  z
    .string({ error: 'INVALID_TYPE' })
    .trim()
    .max(max, code('TOO_LONG'))
    .nullish()
    .transform((v) => v || undefined);

/**
 * A text in the four languages (decisions.md §12): English required, being
 * every reader's fallback; Arabic, Sorani and Badini optional. It replaces
 * the stored one whole, so an edit sends every language it keeps.
 */
export function localizedText(max: number) {
  return z.strictObject(
    { en: text(max), ar: translation(max), kr: translation(max), bh: translation(max) },
    // Only a key of its own is an unknown field; a name left out is missing, and a plain string is the wrong type.
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : issue.input === undefined || issue.input === null ? 'REQUIRED' : 'INVALID_TYPE') },
  );
}
export type LocalizedTextInput = z.output<ReturnType<typeof localizedText>>;

const flag = z.boolean({ error: 'INVALID_TYPE' });

/**
 * A whole-dinar amount where 0 is a real value (no rent).
 * Mutation testing: `n === undefined` → false survives (`Number.isInteger(undefined)`
 * is false, so the same ONLY_INTEGERS follows), and so do `code: 'custom'` → ''
 * here and in every addIssue below (zod files such an issue as custom either way;
 * the message, which the tests read, is what matters). The REQUIRED branch is
 * never reached: a rent left out is 0 on creation and untouched in an update, so
 * zod never calls it for a missing one.
 */
const dinarsOrZero = z.union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }).transform((v, ctx) => {
  const n = strictInteger(v);
  if (n === undefined || !Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'ONLY_INTEGERS' });
  else if (n < 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
  else if (n > MAX_PROPERTY_VALUE_IQD) ctx.addIssue({ code: 'custom', message: 'VALUE_TOO_LARGE' });
  return n ?? Number.NaN;
});

/** A count of rooms or places: whole, 0 or more, or null for "not given". */
const roomCount = z
  .number({ error: 'INVALID_TYPE' })
  .int(code('ONLY_INTEGERS'))
  .min(0, code('TOKENS_POSITIVE_INTEGER'))
  .max(1000, code('VALUE_TOO_LARGE'))
  .nullable();

/**
 * A decimal number within [min, max] with at most two decimals (stored as numeric(·, 2)).
 * Mutation testing: `< 1e-6` → `<= 1e-6` survives, as no double lands exactly 1e-6
 * off a whole number of cents.
 */
function twoDecimals(min: number, max: number, message: 'PERCENT_INVALID' | 'NUMBER_INVALID') {
  return z.number({ error: 'INVALID_TYPE' }).refine((v) => Number.isFinite(v) && v >= min && v <= max && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, code(message));
}

const coordinate = (limitDegrees: number) =>
  z.number({ error: 'INVALID_TYPE' }).refine((v) => Number.isFinite(v) && Math.abs(v) <= limitDegrees, code('NUMBER_INVALID'));

/**
 * Only web addresses a browser opens safely.
 * Mutation testing: `(?:[/?#]\S*)?` → `(?:[^/?#]\S*)?` survives: the host's last
 * label gives back a letter to the tail, so only a one-letter top-level domain
 * (there is none) would tell them apart.
 */
const webUrl = z
  .string({ error: 'INVALID_TYPE' })
  .trim()
  .max(500, code('TOO_LONG'))
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, code('URL_INVALID'))
  .nullable();

// ---- Properties ----

/** A property's readable id in links (/property-detail?id=…): lower-case Latin letters, digits and single dashes, as propertySlug reads them. */
const slug = z
  .string({ error: 'INVALID_TYPE' })
  .max(80, code('TOO_LONG'))
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, code('SLUG_INVALID'))
  .refine((v) => !v.includes('--'), code('SLUG_INVALID'));

/** What an operator may set on a property; valuation is set at creation, afterwards by POST /admin/properties/{id}/valuation. */
const propertyFields = {
  name: localizedText(120),
  description: localizedText(5000),
  city: localizedText(80),
  address: localizedText(200),
  propertyType: z.enum(propertyTypes, code('INVALID_TYPE')),
  isLocked: flag,
  isHot: flag,
  isRecentlyAdded: flag,
  isResidential: flag,
  isTrending: flag,
  isRented: flag,
  totalTokens: tokenCount,
  propertyValue: dinars('PRICE_ZERO', MAX_PROPERTY_VALUE_IQD),
  irr: twoDecimals(-100, 1000, 'NUMBER_INVALID'),
  areaSqm: twoDecimals(0.01, 10_000_000, 'NUMBER_INVALID'),
  bedrooms: roomCount,
  bathrooms: roomCount,
  parking: roomCount,
  expectedRent: dinarsOrZero,
  monthlyRent: dinarsOrZero,
  rentFeePercent: twoDecimals(0, 100, 'PERCENT_INVALID'),
  latitude: coordinate(90).nullable(),
  longitude: coordinate(180).nullable(),
  virtualTourUrl: webUrl,
};

/**
 * The token price is valuation ÷ total tokens in whole dinars: at least 1 IQD.
 * Mutation testing: the `!== undefined` guards' mutants survive, as a comparison
 * with undefined is false anyway; the guards say what is meant for the partial update.
 */
function priceAtLeastOne(body: { valuation?: number; totalTokens?: number }, ctx: z.RefinementCtx) {
  if (body.valuation !== undefined && body.totalTokens !== undefined && body.valuation < body.totalTokens) {
    ctx.addIssue({ code: 'custom', path: ['valuation'], message: 'PROPERTY_PRICE_TOO_LOW' });
  }
}

/**
 * POST /admin/properties. A new property is locked ("coming soon") unless
 * `isLocked: false` is sent, so it can get its pictures before investors can
 * buy. `slug` (its readable id in links) is made from the English name when
 * not given. The platform holds every token; the valuation is the first
 * price-history point.
 */
export const propertyCreateBody = z
  .strictObject(
    {
      ...propertyFields,
      slug: slug.optional(),
      valuation: dinars('PRICE_ZERO', MAX_PROPERTY_VALUE_IQD),
      description: propertyFields.description.optional(),
      address: propertyFields.address.optional(),
      isLocked: flag.default(true),
      isHot: flag.default(false),
      isRecentlyAdded: flag.default(false),
      isResidential: flag.default(false),
      isTrending: flag.default(false),
      isRented: flag.default(false),
      irr: propertyFields.irr.default(0),
      bedrooms: roomCount.default(null),
      bathrooms: roomCount.default(null),
      parking: roomCount.default(null),
      expectedRent: dinarsOrZero.default(0),
      monthlyRent: dinarsOrZero.default(0),
      rentFeePercent: propertyFields.rentFeePercent.default(10),
      latitude: propertyFields.latitude.default(null),
      longitude: propertyFields.longitude.default(null),
      virtualTourUrl: webUrl.default(null),
    },
    code('UNKNOWN_FIELD'),
  )
  .superRefine(priceAtLeastOne);
export type PropertyCreateBody = z.output<typeof propertyCreateBody>;

/**
 * PATCH /admin/properties/{id}: any of the fields, at least one. A localized
 * text replaces all its languages. `totalTokens` changes only while no token
 * is sold (409 PROPERTY_TOKENS_SOLD), keeping platform + holdings = total.
 */
export const propertyUpdateBody = z
  .strictObject({ ...propertyFields, slug }, code('UNKNOWN_FIELD'))
  .partial()
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'NOTHING_TO_UPDATE' });
  });
export type PropertyUpdateBody = z.output<typeof propertyUpdateBody>;

/** GET /admin/properties: newest first; search by name, city or address in any language, or by slug. */
export const adminPropertyListQuery = z.strictObject(
  {
    search,
    locked: z.enum(['true', 'false'], code('INVALID_TYPE')).optional(),
    limit: limit(20),
    cursor,
  },
  code('UNKNOWN_FIELD'),
);
export type AdminPropertyListQuery = z.output<typeof adminPropertyListQuery>;

/** A property's picture or document by its file name (the last part of its URL). */
export const propertyFileParams = z.strictObject(
  { id: z.uuid(code('PROPERTY_NOT_FOUND')), file: z.string().min(1).max(200) },
  code('UNKNOWN_FIELD'),
);

/** PUT /admin/properties/{id}/images/order | documents/order: every file of the list, once, in the new order. */
export const propertyFilesOrderBody = z.strictObject(
  {
    files: z
      .array(z.string({ error: 'INVALID_TYPE' }).max(200, code('TOO_LONG')), { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
      // Math.max → Math.min survives while both limits are 20.
      .max(Math.max(MAX_PROPERTY_IMAGES, MAX_PROPERTY_DOCUMENTS), code('VALUE_TOO_LARGE')),
  },
  code('UNKNOWN_FIELD'),
);

/** The multipart field names of the property uploads. */
export const PROPERTY_UPLOAD_FIELDS = { images: 'images', document: 'document' } as const;

export const propertyDocumentKinds = ['main', 'other'] as const;
export type PropertyDocumentKind = (typeof propertyDocumentKinds)[number];

/**
 * The text fields of POST /admin/properties/{id}/documents (multipart, with
 * the PDF in `document`): its kind and its title in the four languages.
 */
export const propertyDocumentFields = z.strictObject(
  {
    kind: z.enum(propertyDocumentKinds, code('INVALID_TYPE')).default('other'),
    titleEn: text(200),
    titleAr: translation(200),
    titleKr: translation(200),
    titleBh: translation(200),
  },
  code('UNKNOWN_FIELD'),
);

// ---- Users ----

export const adminUserStatuses = ['active', 'disabled'] as const;

/** GET /admin/users: newest first; `search` matches e-mail, phone (any digits, with or without +964 or a leading 0), user name or full name. */
export const adminUserListQuery = z.strictObject(
  {
    search,
    role: z.enum(['investor', 'admin'], code('INVALID_TYPE')).optional(),
    status: z.enum(adminUserStatuses, code('INVALID_TYPE')).optional(),
    limit: limit(20),
    cursor,
  },
  code('UNKNOWN_FIELD'),
);
export type AdminUserListQuery = z.output<typeof adminUserListQuery>;

/** POST /admin/users/{id}/disable: why (kept for operators, never shown to the person). */
export const disableUserBody = z.strictObject({ reason: text(500) }, code('UNKNOWN_FIELD'));
export type DisableUserBody = z.output<typeof disableUserBody>;

// ---- Withdrawals ----

/** POST /admin/withdrawals/{id}/paid: the branch whose cash paid it out (for its till). */
export const markWithdrawalPaidBody = z.strictObject({ branch: text(100) }, code('UNKNOWN_FIELD'));
export type MarkWithdrawalPaidBody = z.output<typeof markWithdrawalPaidBody>;

// ---- Cash deposits awaiting approval ----

export const cashDepositRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type CashDepositRequestStatus = (typeof cashDepositRequestStatuses)[number];

/** GET /admin/cash-deposits: the four-eyes queue (or any status), newest first. */
export const adminCashDepositListQuery = z.strictObject(
  {
    status: z.enum(cashDepositRequestStatuses, code('INVALID_TYPE')).optional(),
    userId: z.string({ error: 'INVALID_TYPE' }).max(36, code('TOO_LONG')).pipe(z.uuid(code('INVALID_TYPE'))).optional(),
    limit: limit(20),
    cursor,
  },
  code('UNKNOWN_FIELD'),
);
export type AdminCashDepositListQuery = z.output<typeof adminCashDepositListQuery>;

/** POST /admin/cash-deposits/{id}/reject. */
export const rejectCashDepositBody = z.strictObject({ reason: text(500) }, code('UNKNOWN_FIELD'));

// ---- Contact messages ----

export const contactMessageStatuses = ['unhandled', 'handled'] as const;

/** GET /admin/contact-messages: newest first. */
export const adminContactMessageListQuery = z.strictObject(
  {
    status: z.enum(contactMessageStatuses, code('INVALID_TYPE')).optional(),
    limit: limit(20),
    cursor,
  },
  code('UNKNOWN_FIELD'),
);
export type AdminContactMessageListQuery = z.output<typeof adminContactMessageListQuery>;

// ---- Answers ----
// Zod schemas of what `data` holds, documented in OpenAPI; the types follow.

const iso = z.string().describe('ISO 8601 date-time');
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last'), limit: z.number().int() });

export const localizedTextView = z.object({ en: z.string(), ar: z.string().optional(), kr: z.string().optional(), bh: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedTextView>;
/** A text not every property has (description, address): possibly empty. */
const optionalLocalizedView = localizedTextView.partial();

/** An admin as lists name them. */
export const adminRef = z.object({ id: z.uuid(), email: z.string() });
export type AdminRef = z.infer<typeof adminRef>;

export const propertyImageView = z.object({
  file: z.string().describe('Its name: what order and removal calls take'),
  url: z.string(),
});
export const propertyDocumentView = propertyImageView.extend({ kind: z.enum(propertyDocumentKinds), title: localizedTextView });

export const adminPropertyView = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: localizedTextView,
  description: optionalLocalizedView,
  city: localizedTextView,
  address: optionalLocalizedView,
  displayName: z.string().describe('The name in the Accept-Language, English when not translated'),
  propertyType: z.enum(propertyTypes),
  isLocked: z.boolean(),
  isHot: z.boolean(),
  isRecentlyAdded: z.boolean(),
  isResidential: z.boolean(),
  isTrending: z.boolean(),
  isRented: z.boolean(),
  isFunded: z.boolean(),
  totalTokens: z.number().int(),
  availableTokens: z.number().int().describe('Held by the platform, unsold'),
  soldTokens: z.number().int(),
  holders: z.number().int(),
  tokensEditable: z.boolean().describe('totalTokens may change: no token is sold yet'),
  valuation: z.number().int(),
  pricePerToken: z.number().int(),
  propertyValue: z.number().int(),
  irr: z.number(),
  areaSqm: z.number(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  parking: z.number().int().nullable(),
  expectedRent: z.number().int(),
  monthlyRent: z.number().int(),
  rentFeePercent: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  virtualTourUrl: z.string().nullable(),
  coverImage: z.string().describe('The first picture, or a placeholder while there is none'),
  images: z.array(propertyImageView),
  documents: z.array(propertyDocumentView),
  createdAt: iso,
  updatedAt: iso,
});
export type AdminProperty = z.infer<typeof adminPropertyView>;
export const adminPropertyPage = page(adminPropertyView);
export type AdminPropertyPage = z.infer<typeof adminPropertyPage>;

const kycStatusView = z.enum(['not_verified', 'pending', 'verified', 'rejected']);

export const adminUserView = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable().describe('+964…, verified or not'),
  isPhoneVerified: z.boolean(),
  isEmailVerified: z.boolean(),
  role: z.enum(['investor', 'admin']),
  kycStatus: kycStatusView,
  disabledAt: iso.nullable(),
  createdAt: iso,
});
export type AdminUser = z.infer<typeof adminUserView>;
export const adminUserPage = page(adminUserView);
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const adminCashDepositView = z.object({
  id: z.uuid(),
  status: z.enum(cashDepositRequestStatuses),
  amount: z.number().int(),
  branch: z.string(),
  reason: z.string().nullable(),
  createdAt: iso,
  decidedAt: iso.nullable(),
  user: z.object({ id: z.uuid(), email: z.string(), username: z.string(), fullName: z.string().nullable() }),
  requestedBy: adminRef,
  decidedBy: adminRef.nullable(),
  depositId: z.uuid().nullable().describe('The credited deposit, once approved'),
  canDecide: z.boolean().describe('Pending, and the caller neither recorded it nor owns the account'),
});
export type AdminCashDeposit = z.infer<typeof adminCashDepositView>;
export const adminCashDepositPage = page(adminCashDepositView);
export type AdminCashDepositPage = z.infer<typeof adminCashDepositPage>;

export const adminUserDetailsView = adminUserView.extend({
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  profileImage: z.string().nullable(),
  kycReason: z.string().nullable(),
  disabledReason: z.string().nullable(),
  twoFactor: z.enum(['none', 'email', 'mobile']),
  lastSignInAt: iso.nullable(),
  activeSessions: z.number().int(),
  balance: z.object({ available: z.number().int(), held: z.number().int(), currency: z.literal('IQD') }),
  pendingWithdrawal: z.object({ id: z.uuid(), amount: z.number().int(), createdAt: iso }).nullable(),
  pendingCashDeposits: z.array(adminCashDepositView),
  holdings: z.array(
    z.object({
      propertyId: z.uuid(),
      name: z.string(),
      tokens: z.number().int().describe('Free'),
      listed: z.number().int().describe('In open sell orders'),
      ownedTokens: z.number().int(),
      pricePerToken: z.number().int(),
      value: z.number().int(),
    }),
  ),
  totals: z.object({ tokens: z.number().int(), value: z.number().int() }),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsView>;

/** POST /admin/users/{id}/cash-deposit: credited at once (201), or waiting for a second admin (202). */
export const cashDepositOutcomeView = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('completed'),
    depositId: z.uuid(),
    transactionId: z.uuid(),
    userId: z.uuid(),
    amount: z.number().int(),
    branch: z.string(),
    available: z.number().int(),
    createdAt: iso,
  }),
  z.object({
    status: z.literal('pending_approval'),
    requestId: z.uuid(),
    userId: z.uuid(),
    amount: z.number().int(),
    branch: z.string(),
    threshold: z.number().int(),
    createdAt: iso,
  }),
]);
export type CashDepositOutcome = z.infer<typeof cashDepositOutcomeView>;

/** POST /admin/cash-deposits/{id}/approve | reject. */
export const cashDepositDecisionView = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  amount: z.number().int(),
  branch: z.string(),
  status: z.enum(['approved', 'rejected']),
  decidedAt: iso,
  depositId: z.uuid().nullable(),
  transactionId: z.uuid().nullable(),
  available: z.number().int().nullable().describe('The user’s balance after an approval'),
});
export type CashDepositDecision = z.infer<typeof cashDepositDecisionView>;

export const adminContactMessageView = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  user: z.object({ id: z.uuid(), email: z.string(), username: z.string() }).nullable().describe('The account it was sent from, if signed in'),
  createdAt: iso,
  handledAt: iso.nullable(),
  handledBy: adminRef.nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageView>;
export const adminContactMessagePage = page(adminContactMessageView);
export type AdminContactMessagePage = z.infer<typeof adminContactMessagePage>;

export const adminWithdrawalView = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'rejected', 'canceled']),
  reason: z.string().nullable(),
  branch: z.string().nullable().describe('The branch that paid it out'),
  createdAt: iso,
  decidedAt: iso.nullable(),
  decidedBy: adminRef.nullable(),
  user: z.object({ id: z.uuid(), email: z.string(), username: z.string(), fullName: z.string().nullable(), phone: z.string().nullable() }),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalView>;
export const adminWithdrawalPage = page(adminWithdrawalView);
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPage>;

export const withdrawalDecisionView = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  amount: z.number().int(),
  status: z.enum(['paid', 'rejected']),
  branch: z.string().nullable().describe('The branch that paid it out'),
  decidedAt: iso,
});
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionView>;

export const auditLogEntryView = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.uuid(), email: z.string(), username: z.string() }),
  action: z.string().describe('e.g. withdrawal.paid, cash_deposit.approved, property.updated, user.disabled'),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: iso,
});
export type AuditLogEntry = z.infer<typeof auditLogEntryView>;
export const auditLogPage = page(auditLogEntryView);
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** GET /admin/summary: the console's counters. */
export const adminSummaryView = z.object({
  pendingKycRequests: z.number().int(),
  pendingWithdrawals: z.object({ count: z.number().int(), amount: z.number().int() }),
  cashDepositsAwaitingApproval: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    awaitingMe: z.number().int().describe('Those the caller may decide (not recorded by them, not their own account)'),
  }),
  unhandledContactMessages: z.number().int(),
  cashDepositApprovalThreshold: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummaryView>;

/** What each `admin` room event carries. */
export interface AdminRoomEvents {
  /** Sent by the identity area: the request's id, who sent it (userId, email, username, fullName), proofType, createdAt. */
  'kyc-request': { id: string; userId: string; email: string; createdAt: string };
  'withdrawal-requested': { id: string; userId: string; email: string; amount: number; createdAt: string };
  'withdrawal-decided': { id: string; userId: string; status: 'paid' | 'rejected' | 'canceled' };
  'cash-deposit-requested': { id: string; userId: string; amount: number; branch: string; requestedBy: string; createdAt: string };
  'cash-deposit-decided': { id: string; userId: string; status: 'approved' | 'rejected' };
  'contact-message': { id: string; name: string; email: string; createdAt: string };
  'contact-message-handled': { id: string };
}
