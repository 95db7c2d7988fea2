import type {
  AdminCashDeposit,
  AdminContactMessage,
  AdminProperty,
  AdminSummary,
  AdminUser,
  AdminUserDetails,
  AdminWithdrawal,
  KycRequestDetail,
  KycRequestSummary,
  RentRunResult,
} from '@sahm/domain';

/** Canned answers of the console's calls, shaped as the API's schemas say (packages/domain/src/schemas/admin.ts). */
export const ADMIN_PROFILE = { _id: 'a1', email: 'admin@sahm.iq', username: 'admin', fullName: 'Sahm Admin', kycStatus: 'verified', role: 'admin' };

export const summary = (over: Partial<AdminSummary> = {}): AdminSummary => ({
  pendingKycRequests: 1,
  pendingWithdrawals: { count: 1, amount: 250_000 },
  cashDepositsAwaitingApproval: { count: 1, amount: 5_000_000, awaitingMe: 1 },
  unhandledContactMessages: 2,
  cashDepositApprovalThreshold: 1_000_000,
  ...over,
});

const applicant = {
  id: '00000000-0000-4000-8000-000000000011',
  email: 'applicant@sahm.iq',
  username: 'applicant',
  fullName: 'Layla Hassan',
  dateOfBirth: '1990-04-02',
  city: 'Erbil',
  addressLine1: '60m Street',
  phone: '+9647501234567',
  isPhoneVerified: true,
  role: 'investor' as const,
};

export const kycRow: KycRequestSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'pending',
  proofType: 'iraqi_id',
  reason: null,
  createdAt: '2026-11-20T09:00:00Z',
  decidedAt: null,
  decidedBy: null,
  user: applicant,
};

export const kycDetail = (over: Partial<KycRequestDetail> = {}): KycRequestDetail => ({
  ...kycRow,
  challenges: ['blink', 'smile', 'turn_left'],
  age: 36,
  images: [
    { id: 'img-front', kind: 'document_front', challenge: null, url: '/api/admin/kyc-images/img-front?expires=1&signature=ab', width: 800, height: 500 },
    { id: 'img-smile', kind: 'liveness', challenge: 'smile', url: '/api/admin/kyc-images/img-smile?expires=1&signature=cd', width: 480, height: 640 },
  ],
  linksExpireAt: '2026-11-25T12:05:00Z',
  previous: [],
  ...over,
});

export const withdrawal: AdminWithdrawal = {
  id: '00000000-0000-4000-8000-0000000000b1',
  amount: 250_000,
  status: 'pending',
  reason: null,
  branch: null,
  createdAt: '2026-11-21T10:00:00Z',
  decidedAt: null,
  decidedBy: null,
  user: { id: applicant.id, email: 'investor@sahm.iq', username: 'investor', fullName: 'Karwan Ahmed', phone: null },
};

export const cashRequest = (over: Partial<AdminCashDeposit> = {}): AdminCashDeposit => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  status: 'pending',
  amount: 5_000_000,
  branch: 'Erbil main',
  reason: null,
  createdAt: '2026-11-22T08:00:00Z',
  decidedAt: null,
  user: { id: applicant.id, email: 'investor@sahm.iq', username: 'investor', fullName: 'Karwan Ahmed' },
  requestedBy: { id: '00000000-0000-4000-8000-0000000000f2', email: 'admin2@sahm.iq' },
  decidedBy: null,
  depositId: null,
  canDecide: true,
  ...over,
});

export const user: AdminUser = {
  id: '00000000-0000-4000-8000-0000000000d1',
  email: 'investor@sahm.iq',
  username: 'investor',
  fullName: 'Karwan Ahmed',
  phone: '+9647701112233',
  isPhoneVerified: true,
  isEmailVerified: true,
  role: 'investor',
  kycStatus: 'verified',
  disabledAt: null,
  createdAt: '2026-01-05T08:00:00Z',
};

export const userDetails = (over: Partial<AdminUserDetails> = {}): AdminUserDetails => ({
  ...user,
  dateOfBirth: '1988-02-02',
  city: 'Baghdad',
  addressLine1: null,
  profileImage: null,
  kycReason: null,
  disabledReason: null,
  twoFactor: 'none',
  lastSignInAt: '2026-11-24T18:00:00Z',
  activeSessions: 2,
  balance: { available: 1_500_000, held: 0, currency: 'IQD' },
  pendingWithdrawal: null,
  pendingCashDeposits: [],
  holdings: [{ propertyId: 'p1', name: 'Mansour Residence', tokens: 10, listed: 2, ownedTokens: 12, pricePerToken: 100_000, value: 1_200_000 }],
  totals: { tokens: 12, value: 1_200_000 },
  ...over,
});

export const property = (over: Partial<AdminProperty> = {}): AdminProperty => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  slug: 'mansour-residence',
  name: { en: 'Mansour Residence', ar: 'سكن المنصور' },
  description: { en: 'A family apartment block.' },
  city: { en: 'Baghdad', ar: 'بغداد' },
  address: {},
  displayName: 'Mansour Residence',
  propertyType: 'residential',
  isLocked: false,
  isHot: true,
  isRecentlyAdded: false,
  isResidential: true,
  isTrending: false,
  isRented: true,
  isFunded: false,
  totalTokens: 1000,
  availableTokens: 400,
  soldTokens: 600,
  holders: 12,
  tokensEditable: false,
  valuation: 100_000_000,
  pricePerToken: 100_000,
  propertyValue: 100_000_000,
  irr: 8,
  areaSqm: 420,
  bedrooms: null,
  bathrooms: null,
  parking: null,
  expectedRent: 0,
  monthlyRent: 1_000_000,
  rentFeePercent: 10,
  latitude: null,
  longitude: null,
  virtualTourUrl: null,
  coverImage: '/uploads/cover.webp',
  images: [
    { file: 'a.webp', url: '/uploads/properties/a.webp' },
    { file: 'b.webp', url: '/uploads/properties/b.webp' },
  ],
  documents: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

export const message: AdminContactMessage = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Sara Ali',
  email: 'sara@example.com',
  message: 'When is the next rent paid?',
  user: null,
  createdAt: '2026-11-23T12:00:00Z',
  handledAt: null,
  handledBy: null,
};

const breakdown = { gross: 1_000_000, feePercent: 10, fee: 100_000, net: 900_000, perToken: 900 };
export const rentResult = (dryRun: boolean): RentRunResult => ({
  period: '2026-10',
  dryRun,
  items: [
    {
      ...breakdown,
      runId: dryRun ? null : 'run-1',
      propertyId: 'p1',
      propertyName: 'Mansour Residence',
      outcome: dryRun ? 'ready' : 'paid',
      paid: 900_000,
      leftover: 0,
      holders: 12,
      tokens: 1000,
      reinvested: 0,
      paidAt: dryRun ? null : '2026-11-25T12:00:00Z',
    },
    {
      gross: 0,
      feePercent: 10,
      fee: 0,
      net: 0,
      perToken: 0,
      runId: null,
      propertyId: 'p2',
      propertyName: 'Basra Corniche Tower',
      outcome: 'not_funded',
      paid: 0,
      leftover: 0,
      holders: 3,
      tokens: 10,
      reinvested: 0,
      paidAt: null,
    },
  ],
  totals: { properties: 1, holders: 12, gross: 1_000_000, fee: 100_000, paid: 900_000, leftover: 0, reinvested: 0 },
});

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { data: { items, nextCursor, limit: 20 } } });
