import { describe, expect, it } from 'vitest';
import {
  adminKycListQuery,
  documentSides,
  KYC_FORM_FIELDS,
  kycImageKinds,
  kycImageLinkQuery,
  kycProofTypes,
  kycRequestFields,
  kycRequestStatuses,
  kycStatuses,
  LIVENESS_CHALLENGE_COUNT,
  LIVENESS_NONCE_MINUTES,
  livenessChallenges,
  livenessFrameField,
  MAX_FRAMES_PER_CHALLENGE,
  rejectKycBody,
} from '../src/schemas/identity';
import { fieldErrors, issues, parsed } from './issues';

const NONCE = 'aZ09_-'.repeat(7).slice(0, 43);

describe('identity verification vocabulary (decisions.md §8)', () => {
  it('names the challenges, proofs, states and pictures', () => {
    expect(livenessChallenges).toEqual(['turn_left', 'turn_right', 'blink', 'smile', 'look_up']);
    expect([LIVENESS_CHALLENGE_COUNT, LIVENESS_NONCE_MINUTES, MAX_FRAMES_PER_CHALLENGE]).toEqual([3, 10, 3]);
    expect(kycProofTypes).toEqual(['iraqi_id', 'passport']);
    expect(kycStatuses).toEqual(['not_verified', 'pending', 'verified', 'rejected']);
    expect(kycRequestStatuses).toEqual(['pending', 'verified', 'rejected']);
    expect(kycImageKinds).toEqual(['document_front', 'document_back', 'liveness']);
    expect(KYC_FORM_FIELDS).toEqual({ proofType: 'proofType', nonce: 'nonce', documentFront: 'documentFront', documentBack: 'documentBack' });
    expect(livenessChallenges.map(livenessFrameField)).toEqual(['liveness_turn_left', 'liveness_turn_right', 'liveness_blink', 'liveness_smile', 'liveness_look_up']);
  });
  it('an Iraqi ID needs both sides, a passport its photo page', () => {
    expect(documentSides).toEqual({ iraqi_id: ['documentFront', 'documentBack'], passport: ['documentFront'] });
  });
});

describe('the text fields of a KYC request', () => {
  it('take a proof type and the nonce handed out, trimmed', () => {
    for (const proofType of kycProofTypes) expect(parsed(kycRequestFields, { proofType, nonce: ` ${NONCE} ` })).toEqual({ proofType, nonce: NONCE });
    expect(parsed(kycRequestFields, { proofType: 'passport', nonce: 'n'.repeat(200) }).nonce).toHaveLength(200);
  });
  it('say which proof is missing or unknown ("Please choose Iraqi ID or passport")', () => {
    expect(issues(kycRequestFields.safeParse({ nonce: NONCE }))).toEqual(['proofType:REQUIRED']);
    expect(issues(kycRequestFields.safeParse({ proofType: 'driving_licence', nonce: NONCE }))).toEqual(['proofType:KYC_PROOF_TYPE_INVALID']);
  });
  it.each([
    [undefined, 'REQUIRED'],
    [null, 'REQUIRED'],
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    [42, 'INVALID_TYPE'],
    ['n'.repeat(201), 'TOO_LONG'],
    ['abc=', 'LIVENESS_NONCE_INVALID'],
    ['abc def', 'LIVENESS_NONCE_INVALID'],
    ['abc/def', 'LIVENESS_NONCE_INVALID'],
    ['=abc', 'LIVENESS_NONCE_INVALID'],
    ['abc+', 'LIVENESS_NONCE_INVALID'],
  ])('refuse the nonce %j with %s', (nonce, expected) => {
    expect(fieldErrors(kycRequestFields.safeParse({ proofType: 'passport', nonce }))).toEqual([`nonce:${expected}`]);
  });
  it('refuse other text fields', () => {
    expect(issues(kycRequestFields.safeParse({ proofType: 'passport', nonce: NONCE, age: '20' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('the admin review', () => {
  it('a rejection says why, in at most 500 characters', () => {
    expect(parsed(rejectKycBody, { reason: ' Blurred photo ' })).toEqual({ reason: 'Blurred photo' });
    expect(parsed(rejectKycBody, { reason: 'r'.repeat(500) }).reason).toHaveLength(500);
    expect(issues(rejectKycBody.safeParse({ reason: 'r'.repeat(501) }))).toEqual(['reason:TOO_LONG']);
    expect(issues(rejectKycBody.safeParse({}))).toEqual(['reason:REQUIRED']);
    expect(issues(rejectKycBody.safeParse({ reason: 'x', notify: false }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('the queue: newest 20 first, by status, paged by cursor', () => {
    expect(parsed(adminKycListQuery, {})).toEqual({ sort: 'newest', limit: 20 });
    expect(parsed(adminKycListQuery, { status: 'pending', sort: 'oldest', limit: '100', cursor: 'c'.repeat(500) })).toEqual({
      status: 'pending',
      sort: 'oldest',
      limit: 100,
      cursor: 'c'.repeat(500),
    });
    expect(parsed(adminKycListQuery, { limit: '1' }).limit).toBe(1);
    expect(parsed(adminKycListQuery, { sort: 'newest' }).sort).toBe('newest');
    expect(issues(adminKycListQuery.safeParse({ status: 'done', sort: 'name' }))).toEqual(['status:INVALID_TYPE', 'sort:INVALID_TYPE']);
    expect(issues(adminKycListQuery.safeParse({ limit: '0', cursor: 'c'.repeat(501) }))).toEqual(['limit:INVALID_TYPE', 'cursor:TOO_LONG']);
    expect(issues(adminKycListQuery.safeParse({ limit: '101', cursor: 5 }))).toEqual(['limit:INVALID_TYPE', 'cursor:INVALID_TYPE']);
    expect(issues(adminKycListQuery.safeParse({ limit: '2.5' }))).toEqual(['limit:INVALID_TYPE']);
    expect(issues(adminKycListQuery.safeParse({ limit: 'all' }))).toEqual(['limit:INVALID_TYPE']);
    expect(issues(adminKycListQuery.safeParse({ user: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('an image link: an expiry time and a 64-hex signature', () => {
    const signature = 'a0'.repeat(32);
    expect(parsed(kycImageLinkQuery, { expires: '1764000000', signature })).toEqual({ expires: 1_764_000_000, signature });
    expect(parsed(kycImageLinkQuery, { expires: '0', signature }).expires).toBe(0);
    expect(parsed(kycImageLinkQuery, { expires: '99999999999', signature }).expires).toBe(99_999_999_999);
    for (const expires of ['-1', '100000000000', '1.5', 'soon'])
      expect(issues(kycImageLinkQuery.safeParse({ expires, signature }))).toEqual(['expires:INVALID_TYPE']);
    for (const bad of ['A0'.repeat(32), 'a0'.repeat(31), `${'a0'.repeat(31)}g0`, `x${'a0'.repeat(32)}`.slice(0, 64), `${'a0'.repeat(31)}a`])
      expect(issues(kycImageLinkQuery.safeParse({ expires: '1', signature: bad }))).toEqual(['signature:INVALID_TYPE']);
    // Too long, and not the 64 hex digits either: the pattern is anchored at both ends.
    expect(issues(kycImageLinkQuery.safeParse({ expires: '1', signature: `${signature}0` }))).toEqual(['signature:TOO_LONG', 'signature:INVALID_TYPE']);
    expect(issues(kycImageLinkQuery.safeParse({ expires: '1', signature: `x${signature}` }))).toEqual(['signature:TOO_LONG', 'signature:INVALID_TYPE']);
    expect(issues(kycImageLinkQuery.safeParse({ expires: '1' }))).toEqual(['signature:REQUIRED']);
    expect(issues(kycImageLinkQuery.safeParse({ expires: '1', signature: 5 }))).toEqual(['signature:INVALID_TYPE']);
    expect(issues(kycImageLinkQuery.safeParse({ expires: '1', signature, user: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
});
