/**
 * Identity verification (KYC, decisions.md §8): the words, the request
 * schemas and the answers of the identity calls, written once for the api
 * (which validates and builds them) and the web app (which sends and reads
 * them).
 */
import { z } from 'zod';
import type { UserRole } from './account';
import { code, text } from './common';

/** What the camera asks the person to do, one frame (or a few) per challenge. */
export const livenessChallenges = ['turn_left', 'turn_right', 'blink', 'smile', 'look_up'] as const;
export type LivenessChallenge = (typeof livenessChallenges)[number];

/** How many challenges one liveness check asks for, in a random order. */
export const LIVENESS_CHALLENGE_COUNT = 3;
/** Minutes a liveness nonce stays usable; it is single use. */
export const LIVENESS_NONCE_MINUTES = 10;
/** Frames the client may send per challenge (at least one). */
export const MAX_FRAMES_PER_CHALLENGE = 3;

/** The document proving who the person is: an Iraqi national ID (front and back) or a passport (its photo page). */
export const kycProofTypes = ['iraqi_id', 'passport'] as const;
export type KycProofType = (typeof kycProofTypes)[number];

/** A user's identity verification state: not_verified → pending → verified, or rejected (then pending again on a new request). */
export const kycStatuses = ['not_verified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** A request's own state: it is created pending and decided once. */
export const kycRequestStatuses = ['pending', 'verified', 'rejected'] as const;
export type KycRequestStatus = (typeof kycRequestStatuses)[number];

/** The multipart field names of POST /user/kyc-request. */
export const KYC_FORM_FIELDS = {
  proofType: 'proofType',
  nonce: 'nonce',
  documentFront: 'documentFront',
  documentBack: 'documentBack',
} as const;

/** The file field carrying the frames of one challenge: `liveness_turn_left`, `liveness_blink`, … (repeat it for several frames). */
export const livenessFrameField = (challenge: LivenessChallenge) => `liveness_${challenge}` as const;

/** Which pictures of a request are which. */
export const kycImageKinds = ['document_front', 'document_back', 'liveness'] as const;
export type KycImageKind = (typeof kycImageKinds)[number];

/** The document sides each proof type needs (a passport has one photo page). */
export const documentSides: Record<KycProofType, readonly ('documentFront' | 'documentBack')[]> = {
  iraqi_id: ['documentFront', 'documentBack'],
  passport: ['documentFront'],
};

/** The nonce as handed out: 43 base64url characters (32 random bytes). */
const nonce = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : 'INVALID_TYPE') })
  .trim()
  .min(1, code('REQUIRED'))
  .max(200, code('TOO_LONG'))
  .regex(/^[A-Za-z0-9_-]+$/, code('LIVENESS_NONCE_INVALID'));

/** The text fields of POST /user/kyc-request (the images are file fields, see {@link KYC_FORM_FIELDS} and {@link livenessFrameField}). */
export const kycRequestFields = z.strictObject(
  {
    proofType: z.enum(kycProofTypes, { error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'KYC_PROOF_TYPE_INVALID') }),
    nonce,
  },
  code('UNKNOWN_FIELD'),
);
export type KycRequestFields = z.infer<typeof kycRequestFields>;

/** POST /admin/kyc-requests/{id}/reject: the reason the user will read. */
export const rejectKycBody = z.strictObject({ reason: text(500) }, code('UNKNOWN_FIELD'));
export type RejectKycBody = z.infer<typeof rejectKycBody>;

/** GET /admin/kyc-requests: filter by status, newest or oldest first, paged by cursor. */
export const adminKycListQuery = z.strictObject(
  {
    status: z.enum(kycRequestStatuses, code('INVALID_TYPE')).optional(),
    sort: z.enum(['newest', 'oldest'], code('INVALID_TYPE')).default('newest'),
    limit: z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(1, code('INVALID_TYPE')).max(100, code('INVALID_TYPE')).default(20),
    cursor: z.string({ error: 'INVALID_TYPE' }).max(500, code('TOO_LONG')).optional(),
  },
  code('UNKNOWN_FIELD'),
);
export type AdminKycListQuery = z.output<typeof adminKycListQuery>;

/** The query of a signed image link (GET /admin/kyc-images/{id}); made by the server, never by hand. */
export const kycImageLinkQuery = z.strictObject(
  {
    expires: z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(0, code('INVALID_TYPE')).max(99_999_999_999, code('INVALID_TYPE')),
    signature: z
      .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
      .max(64, code('TOO_LONG'))
      .regex(/^[0-9a-f]{64}$/, code('INVALID_TYPE')),
  },
  code('UNKNOWN_FIELD'),
);

// ---- Answers ----
// Zod schemas of what `data` holds, documented in OpenAPI; the types follow.

const iso = z.string().describe('ISO 8601 date-time');
const challengeList = z.array(z.enum(livenessChallenges));

/** GET /user/liveness-challenges. */
export const livenessChallengeSetView = z.object({
  challenges: challengeList.describe('Three distinct challenges, in the order the camera asks for them'),
  nonce: z.string().describe('Sent back with the frames; single use, bound to the signed-in user'),
  expiresAt: iso.describe('After this the nonce is refused'),
  expiresInSeconds: z.number().int(),
});
export type LivenessChallengeSet = z.infer<typeof livenessChallengeSetView>;

/** POST /user/kyc-request (201): the request as stored; the user's kycStatus is now pending. */
export const kycRequestSubmittedView = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  proofType: z.enum(kycProofTypes),
  challenges: challengeList,
  createdAt: iso,
  kycStatus: z.literal('pending'),
});
export type KycRequestSubmitted = z.infer<typeof kycRequestSubmittedView>;

/** Who sent a request, as the review queue shows them. */
export const kycApplicantView = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  phone: z.string().nullable().describe('E.164, verified or not (see isPhoneVerified)'),
  isPhoneVerified: z.boolean(),
  role: z.enum(['investor', 'admin'] satisfies UserRole[]),
});
export type KycApplicant = z.infer<typeof kycApplicantView>;

/** One row of GET /admin/kyc-requests. */
export const kycRequestSummaryView = z.object({
  id: z.uuid(),
  status: z.enum(kycRequestStatuses),
  proofType: z.enum(kycProofTypes),
  reason: z.string().nullable().describe('Why it was rejected; null otherwise'),
  createdAt: iso,
  decidedAt: iso.nullable(),
  decidedBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  user: kycApplicantView,
});
export type KycRequestSummary = z.infer<typeof kycRequestSummaryView>;

export const kycRequestPageView = z.object({
  items: z.array(kycRequestSummaryView),
  nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last'),
  limit: z.number().int(),
});
export type KycRequestPage = z.infer<typeof kycRequestPageView>;

/** One picture of a request, with a link only an admin can open, until `linksExpireAt`. */
export const kycImageView = z.object({
  id: z.uuid(),
  kind: z.enum(kycImageKinds),
  challenge: z.enum(livenessChallenges).nullable().describe('The challenge a liveness frame answers; null for a document side'),
  url: z
    .string()
    .describe('GET /api/admin/kyc-images/{id}?expires=&signature=, signed for this admin: fetch it with the admin’s bearer token (answered image/webp, no-store)'),
  width: z.number().int(),
  height: z.number().int(),
});
export type KycImage = z.infer<typeof kycImageView>;

/** GET /admin/kyc-requests/{id}. */
export const kycRequestDetailView = kycRequestSummaryView.extend({
  challenges: challengeList,
  age: z.number().int().nullable().describe('Whole years today, from the date of birth'),
  images: z.array(kycImageView),
  linksExpireAt: iso.describe('When the image links stop working; fetch the request again for new ones'),
  previous: z
    .array(z.object({ id: z.uuid(), status: z.enum(kycRequestStatuses), reason: z.string().nullable(), createdAt: iso }))
    .describe('The user’s earlier requests, newest first'),
});
export type KycRequestDetail = z.infer<typeof kycRequestDetailView>;

/** POST /admin/kyc-requests/{id}/approve | reject. */
export const kycDecisionView = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: z.enum(['verified', 'rejected']),
  reason: z.string().nullable(),
  decidedAt: iso,
});
export type KycDecision = z.infer<typeof kycDecisionView>;

/** The realtime notice to the `admin` room when a request arrives (socket.io event `kyc-request`). */
export interface KycRequestNotice {
  id: string;
  userId: string;
  email: string;
  username: string;
  fullName: string | null;
  proofType: KycProofType;
  createdAt: string;
}
