import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  kycApplicantView,
  kycDecisionView,
  kycImageView,
  kycRequestDetailView,
  kycRequestPageView,
  kycRequestSubmittedView,
  kycRequestSummaryView,
  livenessChallengeSetView,
} from '../src/schemas/identity';
import { parsed } from './issues';

// The identity answers as the API documents them in OpenAPI (apps/api/src/identity/routes.ts):
// every field the server sends is in its view, and the fields whose format
// is not obvious say it.

const ID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const ADMIN_ID = '0b9e3c2a-1d4f-4a6b-8c7d-9e0f1a2b3c4d';
const AT = '2026-11-25T12:00:00.000Z';

const applicant = (role: 'investor' | 'admin') => ({
  id: ID,
  email: 'sara@example.com',
  username: 'sara',
  fullName: 'Sara Ahmed',
  dateOfBirth: '1990-04-01',
  city: 'Erbil',
  addressLine1: '100 Meter Street',
  phone: '+9647501234567',
  isPhoneVerified: true,
  role,
});

const summary = {
  id: ID,
  status: 'rejected' as const,
  proofType: 'iraqi_id' as const,
  reason: 'Blurred photo',
  createdAt: AT,
  decidedAt: AT,
  decidedBy: { id: ADMIN_ID, email: 'admin@example.com' },
  user: applicant('investor'),
};

const image = {
  id: ID,
  kind: 'liveness' as const,
  challenge: 'blink' as const,
  url: `/api/admin/kyc-images/${ID}?expires=1764000000&signature=${'a0'.repeat(32)}`,
  width: 640,
  height: 480,
};

/** Parses an answer and expects every field back, unchanged: a view that dropped a field would lose it from the docs. */
function keeps<S extends z.ZodType>(view: S, answer: z.input<S>) {
  expect(parsed(view, answer)).toEqual(answer);
}

describe('identity answers keep every field the server sends', () => {
  it('the liveness challenges', () => {
    keeps(livenessChallengeSetView, { challenges: ['turn_left', 'blink', 'smile'], nonce: 'n'.repeat(43), expiresAt: AT, expiresInSeconds: 600 });
  });

  it('a submitted request, pending, and the user now pending too', () => {
    keeps(kycRequestSubmittedView, { id: ID, status: 'pending', proofType: 'passport', challenges: ['look_up'], createdAt: AT, kycStatus: 'pending' });
    expect(kycRequestSubmittedView.safeParse({ id: ID, status: 'verified', proofType: 'passport', challenges: [], createdAt: AT, kycStatus: 'pending' }).success).toBe(false);
    expect(kycRequestSubmittedView.safeParse({ id: ID, status: 'pending', proofType: 'passport', challenges: [], createdAt: AT, kycStatus: 'verified' }).success).toBe(false);
  });

  it('the applicant, an investor or an admin', () => {
    keeps(kycApplicantView, applicant('investor'));
    keeps(kycApplicantView, applicant('admin'));
    keeps(kycApplicantView, { ...applicant('investor'), fullName: null, dateOfBirth: null, city: null, addressLine1: null, phone: null, isPhoneVerified: false });
    expect(kycApplicantView.safeParse({ ...applicant('investor'), role: 'owner' }).success).toBe(false);
  });

  it('a row of the queue and a page of rows', () => {
    keeps(kycRequestSummaryView, summary);
    keeps(kycRequestSummaryView, { ...summary, status: 'pending', reason: null, decidedAt: null, decidedBy: null });
    keeps(kycRequestPageView, { items: [summary], nextCursor: 'c1', limit: 20 });
    keeps(kycRequestPageView, { items: [], nextCursor: null, limit: 20 });
  });

  it('a request in detail, with its pictures and earlier requests', () => {
    keeps(kycImageView, image);
    keeps(kycImageView, { ...image, kind: 'document_front', challenge: null });
    keeps(kycRequestDetailView, {
      ...summary,
      challenges: ['turn_right', 'smile', 'blink'],
      age: 36,
      images: [image],
      linksExpireAt: AT,
      previous: [{ id: ADMIN_ID, status: 'rejected', reason: 'Expired passport', createdAt: AT }],
    });
  });

  it('a decision, approved or rejected', () => {
    keeps(kycDecisionView, { id: ID, userId: ADMIN_ID, status: 'verified', reason: null, decidedAt: AT });
    keeps(kycDecisionView, { id: ID, userId: ADMIN_ID, status: 'rejected', reason: 'Blurred photo', decidedAt: AT });
    expect(kycDecisionView.safeParse({ id: ID, userId: ADMIN_ID, status: 'pending', reason: null, decidedAt: AT }).success).toBe(false);
  });
});

describe('the identity answers explain their formats in OpenAPI', () => {
  // Read inside the test: a view broken at import then fails the test (mutation testing counts an error while collecting as no failure).
  const described: [string, () => z.ZodType, RegExp][] = [
    ['times: ISO 8601', () => kycRequestSubmittedView.shape.createdAt, /ISO 8601/],
    ['date of birth: YYYY-MM-DD', () => kycApplicantView.shape.dateOfBirth, /YYYY-MM-DD/],
    ['phone: E.164', () => kycApplicantView.shape.phone, /E\.164/],
    ['the challenges: three, in order', () => livenessChallengeSetView.shape.challenges, /order/],
    ['the nonce: single use', () => livenessChallengeSetView.shape.nonce, /single use/],
    ['when the nonce expires', () => livenessChallengeSetView.shape.expiresAt, /refused/],
    ['a rejection reason: null otherwise', () => kycRequestSummaryView.shape.reason, /null/],
    ['the cursor: passed back, null on the last page', () => kycRequestPageView.shape.nextCursor, /cursor.*null/],
    ['the challenge a frame answers: null for a document', () => kycImageView.shape.challenge, /null/],
    ['an image link: fetched with the bearer token', () => kycImageView.shape.url, /bearer/],
    ['the age: whole years', () => kycRequestDetailView.shape.age, /years/],
    ['when links expire', () => kycRequestDetailView.shape.linksExpireAt, /expire|stop/],
    ['earlier requests: newest first', () => kycRequestDetailView.shape.previous, /newest first/],
  ];
  it.each(described)('%s', (_name, field, says) => {
    expect(field().description).toMatch(says);
  });
});
