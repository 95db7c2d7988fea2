import { describe, expect, it } from 'vitest';
import { GIFT_FEE_BPS, MIN_DEPOSIT_IQD, MIN_INVESTMENT_IQD, TRANSACTION_PAGE_SIZE } from '../src/constants';
import { dinars, MAX_TOKENS_PER_ORDER, paymentMethods, tokenCount, userAgreement } from '../src/schemas/money';
import {
  cardWebhookBody,
  depositAmount,
  depositBody,
  fastpayIpnBody,
  fibCallbackBody,
  MAX_DEPOSIT_IQD,
  paymentIdParams,
  paymentProviders,
} from '../src/schemas/payments';
import { cashDepositBody, idParams, MAX_WALLET_AMOUNT_IQD, MIN_WITHDRAWAL_IQD, rejectWithdrawalBody, withdrawalRequestBody } from '../src/schemas/wallet';
import { fieldErrors, issues, parsed } from './issues';

// Only JSON numbers and plain digit strings here: which other strings a money
// field reads is decided with decisions.md §13 (strict integers).

const UUID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('constants (spec.md §9, decisions.md §3–§7)', () => {
  it('hold the spec figures', () => {
    expect(MIN_INVESTMENT_IQD).toBe(100_000);
    expect(MIN_DEPOSIT_IQD).toBe(10_000);
    expect(GIFT_FEE_BPS).toBe(100);
    expect(TRANSACTION_PAGE_SIZE).toBe(8);
    expect(paymentMethods).toEqual(['wallet', 'fastpay', 'fib', 'card']);
    expect(paymentProviders).toEqual(['fastpay', 'fib', 'card']);
  });
});

describe('token counts (spec.md §5 messages)', () => {
  it('takes 1 up to and including the maximum', () => {
    expect(parsed(tokenCount, 1)).toBe(1);
    expect(parsed(tokenCount, 16)).toBe(16);
    expect(parsed(tokenCount, '16')).toBe(16);
    expect(parsed(tokenCount, MAX_TOKENS_PER_ORDER)).toBe(1_000_000_000);
  });
  it.each([
    [MAX_TOKENS_PER_ORDER + 1, 'VALUE_TOO_LARGE'],
    [Number.MAX_SAFE_INTEGER, 'VALUE_TOO_LARGE'],
    // A JSON number is read as the number it is, even one JavaScript writes as 1e+21.
    [1e21, 'VALUE_TOO_LARGE'],
    [0, 'TOKENS_ZERO'],
    [-0, 'TOKENS_ZERO'],
    [-1, 'TOKENS_POSITIVE_INTEGER'],
    [-MAX_TOKENS_PER_ORDER - 5, 'TOKENS_POSITIVE_INTEGER'],
    [1.5, 'ONLY_INTEGERS'],
    [0.5, 'ONLY_INTEGERS'],
  ])('refuses %d with %s', (value, expected) => {
    expect(issues(tokenCount.safeParse(value))).toEqual([`:${expected}`]);
  });
  it('says "this field is required" when missing and refuses other JSON types', () => {
    expect(issues(tokenCount.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(tokenCount.safeParse(null))).toEqual([':INVALID_TYPE']);
    expect(issues(tokenCount.safeParse(true))).toEqual([':INVALID_TYPE']);
    expect(issues(tokenCount.safeParse([3]))).toEqual([':INVALID_TYPE']);
    expect(issues(tokenCount.safeParse({ value: 3 }))).toEqual([':INVALID_TYPE']);
  });
});

describe('prices and amounts in whole dinars', () => {
  it('a price: zero is "a price must not be zero", up to and including 1,000,000,000,000', () => {
    expect(parsed(dinars(), 1)).toBe(1);
    expect(parsed(dinars(), 1_000_000_000_000)).toBe(1_000_000_000_000);
    expect(issues(dinars().safeParse(1_000_000_000_001))).toEqual([':VALUE_TOO_LARGE']);
    expect(issues(dinars().safeParse(1e21))).toEqual([':VALUE_TOO_LARGE']);
    expect(issues(dinars().safeParse(0))).toEqual([':PRICE_ZERO']);
    expect(issues(dinars('PRICE_ZERO').safeParse(0))).toEqual([':PRICE_ZERO']);
    expect(issues(dinars().safeParse(-5))).toEqual([':TOKENS_POSITIVE_INTEGER']);
    expect(issues(dinars().safeParse(10.5))).toEqual([':ONLY_INTEGERS']);
    expect(issues(dinars().safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(dinars().safeParse(null))).toEqual([':INVALID_TYPE']);
  });
  it('an amount with its own zero message and maximum', () => {
    const amount = dinars('TOKENS_ZERO', 500);
    expect(parsed(amount, 500)).toBe(500);
    expect(parsed(amount, '499')).toBe(499);
    expect(issues(amount.safeParse(501))).toEqual([':VALUE_TOO_LARGE']);
    expect(issues(amount.safeParse(0))).toEqual([':TOKENS_ZERO']);
  });
});

describe('deposits (spec.md §5 "Minimum deposit limit is 10,000")', () => {
  it('takes 10,000 up to and including the maximum', () => {
    expect(parsed(depositAmount, MIN_DEPOSIT_IQD)).toBe(10_000);
    expect(parsed(depositAmount, '25000')).toBe(25_000);
    expect(parsed(depositAmount, MAX_DEPOSIT_IQD)).toBe(1_000_000_000);
  });
  it.each([
    [9_999, 'MIN_DEPOSIT'],
    [1, 'MIN_DEPOSIT'],
    [0, 'MIN_DEPOSIT'],
    [-50_000, 'MIN_DEPOSIT'],
    [10_000.5, 'ONLY_INTEGERS'],
    [MAX_DEPOSIT_IQD + 1, 'VALUE_TOO_LARGE'],
    [1e21, 'VALUE_TOO_LARGE'],
  ])('refuses %d with %s', (amount, expected) => {
    expect(issues(depositAmount.safeParse(amount))).toEqual([`:${expected}`]);
  });
  it('refuses a missing amount and other JSON types', () => {
    expect(issues(depositAmount.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(depositAmount.safeParse(null))).toEqual([':INVALID_TYPE']);
    expect(issues(depositAmount.safeParse(false))).toEqual([':INVALID_TYPE']);
  });
  it('pays with fastpay by default, or any provider; never the wallet itself', () => {
    expect(parsed(depositBody, { amount: 20_000 })).toEqual({ amount: 20_000, paymentWith: 'fastpay' });
    for (const paymentWith of paymentProviders) expect(parsed(depositBody, { amount: 20_000, paymentWith }).paymentWith).toBe(paymentWith);
    expect(issues(depositBody.safeParse({ amount: 20_000, paymentWith: 'wallet' }))).toEqual(['paymentWith:PAYMENT_METHOD_INVALID']);
    expect(issues(depositBody.safeParse({ amount: 20_000, paymentWith: 'cash' }))).toEqual(['paymentWith:PAYMENT_METHOD_INVALID']);
    expect(issues(depositBody.safeParse({ amount: 20_000, currency: 'USD' }))).toEqual([':UNKNOWN_FIELD']);
    expect(issues(depositBody.safeParse({}))).toEqual(['amount:REQUIRED']);
  });
});

describe('withdrawals and cash deposits', () => {
  it('a withdrawal: 10,000 up to and including the wallet maximum', () => {
    expect(MIN_WITHDRAWAL_IQD).toBe(10_000);
    expect(parsed(withdrawalRequestBody, { amount: 10_000 })).toEqual({ amount: 10_000 });
    expect(parsed(withdrawalRequestBody, { amount: '25000' })).toEqual({ amount: 25_000 });
    expect(parsed(withdrawalRequestBody, { amount: MAX_WALLET_AMOUNT_IQD })).toEqual({ amount: 1_000_000_000_000 });
  });
  it.each([
    [9_999, 'MIN_WITHDRAWAL'],
    [1, 'MIN_WITHDRAWAL'],
    [0, 'TOKENS_ZERO'],
    [-10_000, 'TOKENS_POSITIVE_INTEGER'],
    [10_000.5, 'ONLY_INTEGERS'],
    [MAX_WALLET_AMOUNT_IQD + 1, 'VALUE_TOO_LARGE'],
  ])('refuses %d with %s', (amount, expected) => {
    expect(fieldErrors(withdrawalRequestBody.safeParse({ amount }))).toEqual([`amount:${expected}`]);
  });
  it('refuses a missing amount and other fields', () => {
    expect(issues(withdrawalRequestBody.safeParse({}))).toEqual(['amount:REQUIRED']);
    expect(issues(withdrawalRequestBody.safeParse({ amount: 20_000, iban: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('a cash deposit at a branch: 10,000 or more, and the branch', () => {
    expect(parsed(cashDepositBody, { amount: 10_000, branch: ' Erbil ' })).toEqual({ amount: 10_000, branch: 'Erbil' });
    expect(parsed(cashDepositBody, { amount: MAX_WALLET_AMOUNT_IQD, branch: 'b'.repeat(100) }).amount).toBe(MAX_WALLET_AMOUNT_IQD);
    expect(fieldErrors(cashDepositBody.safeParse({ amount: 9_999, branch: '' }))).toEqual(['amount:MIN_DEPOSIT', 'branch:REQUIRED']);
    expect(fieldErrors(cashDepositBody.safeParse({ amount: MAX_WALLET_AMOUNT_IQD + 1, branch: 'b'.repeat(101) }))).toEqual([
      'amount:VALUE_TOO_LARGE',
      'branch:TOO_LONG',
    ]);
    expect(issues(cashDepositBody.safeParse({ amount: 10_000, branch: 'x', note: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('rejecting a withdrawal needs a reason of at most 500 characters', () => {
    expect(parsed(rejectWithdrawalBody, { reason: 'r'.repeat(500) }).reason).toHaveLength(500);
    expect(issues(rejectWithdrawalBody.safeParse({ reason: 'r'.repeat(501) }))).toEqual(['reason:TOO_LONG']);
    expect(issues(rejectWithdrawalBody.safeParse({ reason: ' ' }))).toEqual(['reason:REQUIRED']);
    expect(issues(rejectWithdrawalBody.safeParse({ reason: 'x', by: 'me' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('a path id is a uuid, else nothing is found', () => {
    expect(parsed(idParams, { id: UUID })).toEqual({ id: UUID });
    expect(issues(idParams.safeParse({ id: '42' }))).toEqual(['id:NOT_FOUND']);
    expect(parsed(paymentIdParams, { paymentId: UUID })).toEqual({ paymentId: UUID });
    expect(issues(paymentIdParams.safeParse({ paymentId: '42' }))).toEqual(['paymentId:NOT_FOUND']);
  });
});

describe('the user agreement', () => {
  it('must be true', () => {
    expect(parsed(userAgreement, true)).toBe(true);
    for (const value of [false, 'true', 1, undefined, null]) expect(issues(userAgreement.safeParse(value))).toEqual([':AGREEMENT_REQUIRED']);
  });
});

describe('what payment providers send', () => {
  it('FIB: id and status, other fields kept', () => {
    expect(parsed(fibCallbackBody, { id: ' p1 ', status: 'PAID', extra: 1 })).toEqual({ id: 'p1', status: 'PAID', extra: 1 });
    expect(issues(fibCallbackBody.safeParse({}))).toEqual(['id:REQUIRED', 'status:REQUIRED']);
    expect(issues(fibCallbackBody.safeParse({ id: 'i'.repeat(201), status: 's'.repeat(41) }))).toEqual(['id:TOO_LONG', 'status:TOO_LONG']);
    expect(parsed(fibCallbackBody, { id: 'i'.repeat(200), status: 's'.repeat(40) }).id).toHaveLength(200);
  });
  it('FastPay IPN: the merchant order id', () => {
    expect(parsed(fastpayIpnBody, { merchant_order_id: 'o1', store_id: 's' })).toEqual({ merchant_order_id: 'o1', store_id: 's' });
    expect(parsed(fastpayIpnBody, { merchant_order_id: 'o1', gw_transaction_id: 'g', status: 'Success' })).toMatchObject({ gw_transaction_id: 'g', status: 'Success' });
    expect(issues(fastpayIpnBody.safeParse({ gw_transaction_id: 'g' }))).toEqual(['merchant_order_id:REQUIRED']);
    expect(issues(fastpayIpnBody.safeParse({ merchant_order_id: 'o', gw_transaction_id: 'g'.repeat(201), status: 's'.repeat(41) }))).toEqual([
      'gw_transaction_id:TOO_LONG',
      'status:TOO_LONG',
    ]);
  });
  it('card webhook: type and session id', () => {
    expect(parsed(cardWebhookBody, { type: 'checkout.session.completed', session_id: 'cs_1' })).toEqual({ type: 'checkout.session.completed', session_id: 'cs_1' });
    expect(issues(cardWebhookBody.safeParse({ id: '' }))).toEqual(['id:REQUIRED', 'type:REQUIRED', 'session_id:REQUIRED']);
    expect(issues(cardWebhookBody.safeParse({ id: 'i'.repeat(201), type: 't'.repeat(81), session_id: 's'.repeat(201) }))).toEqual([
      'id:TOO_LONG',
      'type:TOO_LONG',
      'session_id:TOO_LONG',
    ]);
  });
});
