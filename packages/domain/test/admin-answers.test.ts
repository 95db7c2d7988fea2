import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminCashDepositPage,
  adminContactMessagePage,
  adminPropertyPage,
  adminSummaryView,
  adminUserDetailsView,
  adminUserPage,
  adminWithdrawalPage,
  auditLogPage,
  cashDepositDecisionView,
  cashDepositOutcomeView,
  withdrawalDecisionView,
} from '../src/schemas/admin';
import { parsed } from './issues';

// The console's answers as the API documents them in OpenAPI: every field the
// server sends is in its view (a view that lost one would drop it from the
// document), statuses and roles take each of their values, and the fields
// whose meaning is not obvious say it.

const ID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const OTHER = '0b9e3c2a-1d4f-4a6b-8c7d-9e0f1a2b3c4d';
const AT = '2026-11-25T12:00:00.000Z';
const admin = { id: OTHER, email: 'admin@example.com' };
const account = { id: ID, email: 'sara@example.com', username: 'sara' };

function keeps<S extends z.ZodType>(view: S, answer: z.input<S>) {
  expect(parsed(view, answer)).toEqual(answer);
}
const page = <T>(items: T[]) => ({ items, nextCursor: 'c1', limit: 20 });

const property = {
  id: ID,
  slug: 'erbil-tower',
  name: { en: 'Erbil Tower', ar: 'برج أربيل', kr: 'تاوەری هەولێر', bh: 'تاوەرێ هەولێرێ' },
  description: {},
  city: { en: 'Erbil' },
  address: { en: '100 Meter Street' },
  displayName: 'Erbil Tower',
  propertyType: 'residential' as const,
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
  propertyValue: 120_000_000,
  irr: 7.25,
  areaSqm: 180.5,
  bedrooms: 3,
  bathrooms: null,
  parking: 1,
  expectedRent: 900_000,
  monthlyRent: 850_000,
  rentFeePercent: 10,
  latitude: 36.19,
  longitude: 44.01,
  virtualTourUrl: null,
  coverImage: '/media/properties/erbil-tower/1.webp',
  images: [{ file: '1.webp', url: '/media/properties/erbil-tower/1.webp' }],
  documents: [{ file: 'deed.pdf', url: '/media/properties/erbil-tower/deed.pdf', kind: 'main' as const, title: { en: 'Title deed' } }],
  createdAt: AT,
  updatedAt: AT,
};

const user = (role: 'investor' | 'admin', kycStatus: 'not_verified' | 'pending' | 'verified' | 'rejected') => ({
  ...account,
  fullName: 'Sara Ahmed',
  phone: '+9647501234567',
  isPhoneVerified: true,
  isEmailVerified: true,
  role,
  kycStatus,
  disabledAt: null,
  createdAt: AT,
});

const deposit = (status: 'pending' | 'approved' | 'rejected') => ({
  id: ID,
  status,
  amount: 5_000_000,
  branch: 'Erbil',
  reason: null,
  createdAt: AT,
  decidedAt: null,
  user: { ...account, fullName: null },
  requestedBy: admin,
  decidedBy: null,
  depositId: null,
  canDecide: true,
});

describe('the console answers keep every field the server sends', () => {
  it('properties, with their texts in four languages, pictures and documents', () => {
    keeps(adminPropertyPage, page([property]));
  });

  it('users: each role and identity state', () => {
    keeps(adminUserPage, page([user('investor', 'not_verified'), user('admin', 'pending'), user('investor', 'verified'), user('investor', 'rejected')]));
  });

  it('a user in detail: balance, pending money, holdings and totals', () => {
    keeps(adminUserDetailsView, {
      ...user('investor', 'verified'),
      dateOfBirth: '1990-04-01',
      city: 'Erbil',
      addressLine1: null,
      profileImage: null,
      kycReason: null,
      disabledReason: null,
      twoFactor: 'email',
      lastSignInAt: AT,
      activeSessions: 2,
      balance: { available: 250_000, held: 100_000, currency: 'IQD' },
      pendingWithdrawal: { id: OTHER, amount: 100_000, createdAt: AT },
      pendingCashDeposits: [deposit('pending')],
      holdings: [{ propertyId: ID, name: 'Erbil Tower', tokens: 8, listed: 2, ownedTokens: 10, pricePerToken: 100_000, value: 1_000_000 }],
      totals: { tokens: 10, value: 1_000_000 },
    });
    for (const twoFactor of ['none', 'mobile'] as const)
      expect(adminUserDetailsView.shape.twoFactor.parse(twoFactor)).toBe(twoFactor);
  });

  it('cash deposits: listed in each state, recorded at once or awaiting a second admin, decided', () => {
    keeps(adminCashDepositPage, page([deposit('pending'), { ...deposit('approved'), decidedAt: AT, decidedBy: admin, depositId: OTHER, canDecide: false }, deposit('rejected')]));
    keeps(cashDepositOutcomeView, { status: 'completed', depositId: ID, transactionId: OTHER, userId: ID, amount: 5_000_000, branch: 'Erbil', available: 5_250_000, createdAt: AT });
    keeps(cashDepositOutcomeView, { status: 'pending_approval', requestId: ID, userId: ID, amount: 50_000_000, branch: 'Erbil', threshold: 10_000_000, createdAt: AT });
    keeps(cashDepositDecisionView, { id: ID, userId: OTHER, amount: 5_000_000, branch: 'Erbil', status: 'approved', decidedAt: AT, depositId: ID, transactionId: OTHER, available: 5_250_000 });
    keeps(cashDepositDecisionView, { id: ID, userId: OTHER, amount: 5_000_000, branch: 'Erbil', status: 'rejected', decidedAt: AT, depositId: null, transactionId: null, available: null });
  });

  it('withdrawals: listed in each state, paid or rejected', () => {
    const withdrawal = (status: 'pending' | 'paid' | 'rejected' | 'canceled') => ({
      id: ID,
      amount: 100_000,
      status,
      reason: null,
      branch: null,
      createdAt: AT,
      decidedAt: null,
      decidedBy: null,
      user: { ...account, fullName: 'Sara Ahmed', phone: null },
    });
    keeps(adminWithdrawalPage, page([withdrawal('pending'), { ...withdrawal('paid'), branch: 'Erbil', decidedAt: AT, decidedBy: admin }, withdrawal('rejected'), withdrawal('canceled')]));
    keeps(withdrawalDecisionView, { id: ID, userId: OTHER, amount: 100_000, status: 'paid', branch: 'Erbil', decidedAt: AT });
    keeps(withdrawalDecisionView, { id: ID, userId: OTHER, amount: 100_000, status: 'rejected', branch: null, decidedAt: AT });
  });

  it('contact messages, the audit log and the counters', () => {
    keeps(adminContactMessagePage, page([{ id: ID, name: 'Sara', email: 'sara@example.com', message: 'Hello', user: account, createdAt: AT, handledAt: AT, handledBy: admin }]));
    keeps(auditLogPage, { ...page([{ id: 7, admin: { ...admin, username: 'ops' }, action: 'withdrawal.paid', targetType: 'withdrawal', targetId: ID, details: { amount: 100_000 } }].map((e) => ({ ...e, createdAt: AT }))), nextCursor: null });
    keeps(adminSummaryView, {
      pendingKycRequests: 3,
      pendingWithdrawals: { count: 2, amount: 300_000 },
      cashDepositsAwaitingApproval: { count: 1, amount: 50_000_000, awaitingMe: 1 },
      unhandledContactMessages: 4,
      cashDepositApprovalThreshold: 10_000_000,
    });
  });
});

describe('the console answers explain what is not obvious', () => {
  const item = <S extends z.ZodObject>(p: z.ZodObject<{ items: z.ZodArray<S> }>) => p.shape.items.element.shape;
  // Read inside the test: a view broken at import then fails the test (mutation testing counts an error while collecting as no failure).
  const described: [string, () => z.ZodType, RegExp][] = [
    ['times: ISO 8601', () => item(adminPropertyPage).createdAt, /ISO 8601/],
    ['the cursor: passed back, null on the last page', () => adminPropertyPage.shape.nextCursor, /cursor.*null/],
    ['available tokens: unsold', () => item(adminPropertyPage).availableTokens, /unsold/],
    ['tokens editable: none sold yet', () => item(adminPropertyPage).tokensEditable, /sold/],
    ['the display name: by Accept-Language', () => item(adminPropertyPage).displayName, /Accept-Language/],
    ['the cover image: a placeholder without pictures', () => item(adminPropertyPage).coverImage, /placeholder/],
    ['a picture file: what order and removal take', () => item(adminPropertyPage).images.element.shape.file, /order/],
    ['a phone: verified or not', () => item(adminUserPage).phone, /verified/],
    ['a deposit: credited once approved', () => item(adminCashDepositPage).depositId, /approved/],
    ['who may decide a deposit: not who recorded it or owns the account', () => item(adminCashDepositPage).canDecide, /recorded/],
    ['the balance after an approval', () => cashDepositDecisionView.shape.available, /balance/],
    ['a withdrawal branch: where it was paid', () => withdrawalDecisionView.shape.branch, /branch/],
    ['a listed withdrawal branch too', () => item(adminWithdrawalPage).branch, /branch/],
    ['a contact message: the account, if signed in', () => item(adminContactMessagePage).user, /signed in/],
    ['an audit action: examples', () => item(auditLogPage).action, /withdrawal\.paid/],
    ['deposits awaiting me: those I may decide', () => adminSummaryView.shape.cashDepositsAwaitingApproval.shape.awaitingMe, /may decide/],
    ['holdings: free tokens', () => adminUserDetailsView.shape.holdings.element.shape.tokens, /Free/],
    ['holdings: tokens listed for sale', () => adminUserDetailsView.shape.holdings.element.shape.listed, /sell orders/],
  ];
  it.each(described)('%s', (_name, field, says) => {
    expect(field().description).toMatch(says);
  });
});
