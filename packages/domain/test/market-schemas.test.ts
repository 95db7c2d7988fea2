import { describe, expect, it } from 'vitest';
import {
  approveBidBody,
  bidListQuery,
  cancelOrderBody,
  giftBody,
  giftTypes,
  investBody,
  orderBookFilters,
  orderBookQuery,
  orderBookSorts,
  orderIdBody,
  orderStatuses,
  paymentWith,
  receiverPhone,
  resellBody,
} from '../src/schemas/market';
import { marketplaceListQuery, propertyIdParams, propertySlug, propertyTypes, searchQuery } from '../src/schemas/marketplace';
import { MAX_TOKENS_PER_ORDER, paymentMethods } from '../src/schemas/money';
import { issues, parsed } from './issues';

const PROPERTY = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const ORDER = '0b5e8f0a-3c1d-4e2f-8a9b-7c6d5e4f3a2b';

describe('invest (POST /marketplace/invest, decisions.md §4)', () => {
  const body = { propertyId: PROPERTY, numberOfTokens: 3, userAgreement: true };
  it('pays with fastpay unless told otherwise (spec.md §3, §9)', () => {
    expect(parsed(investBody, body)).toEqual({ ...body, paymentWith: 'fastpay' });
    expect(parsed(paymentWith, undefined)).toBe('fastpay');
  });
  it('takes every payment method a client may choose', () => {
    for (const method of paymentMethods) expect(parsed(investBody, { ...body, paymentWith: method }).paymentWith).toBe(method);
    for (const method of ['cash', 'platform', 'gift', ''])
      expect(issues(investBody.safeParse({ ...body, paymentWith: method }))).toEqual(['paymentWith:PAYMENT_METHOD_INVALID']);
  });
  it('takes up to the maximum token count', () => {
    expect(parsed(investBody, { ...body, numberOfTokens: MAX_TOKENS_PER_ORDER }).numberOfTokens).toBe(MAX_TOKENS_PER_ORDER);
    expect(issues(investBody.safeParse({ ...body, numberOfTokens: MAX_TOKENS_PER_ORDER + 1 }))).toEqual(['numberOfTokens:VALUE_TOO_LARGE']);
  });
  it('refuses a bad property, count, agreement or field', () => {
    expect(issues(investBody.safeParse({ ...body, propertyId: 'erbil-tower' }))).toEqual(['propertyId:PROPERTY_NOT_FOUND']);
    expect(issues(investBody.safeParse({ ...body, numberOfTokens: 0 }))).toEqual(['numberOfTokens:TOKENS_ZERO']);
    expect(issues(investBody.safeParse({ ...body, userAgreement: false }))).toEqual(['userAgreement:AGREEMENT_REQUIRED']);
    expect(issues(investBody.safeParse({ propertyId: PROPERTY, numberOfTokens: 3 }))).toEqual(['userAgreement:AGREEMENT_REQUIRED']);
    expect(issues(investBody.safeParse({ ...body, pricePerToken: 1 }))).toEqual([':UNKNOWN_FIELD']);
    expect(issues(investBody.safeParse({}))).toEqual(['propertyId:REQUIRED', 'numberOfTokens:REQUIRED', 'userAgreement:AGREEMENT_REQUIRED']);
    expect(issues(investBody.safeParse({ ...body, propertyId: null }))).toEqual(['propertyId:REQUIRED']);
  });
});

describe('a receiver by phone (decisions.md §5, §6)', () => {
  it.each([
    ['+9647501234567', '+9647501234567'],
    ['009647501234567', '+9647501234567'],
    ['+964 750 123-4567', '+9647501234567'],
    ['(+964) 750.123.4567', '+9647501234567'],
    ['+٩٦٤٧٥٠١٢٣٤٥٦٧', '+9647501234567'],
    ['+۹۶۴۷۵۰۱۲۳۴۵۶۷', '+9647501234567'],
    ['+1234567', '+1234567'],
    ['+1234567890123456', '+1234567890123456'],
  ])('reads %j as %s', (input, expected) => {
    expect(parsed(receiverPhone, input)).toBe(expected);
  });
  it('reads the object the phone screens send', () => {
    expect(parsed(receiverPhone, { countryCode: '964', mobileNumber: '07501234567' })).toBe('+9647501234567');
    expect(parsed(receiverPhone, { countryCode: '+964', mobileNumber: '۷۵۰ ۱۲۳ ۴۵۶۷' })).toBe('+9647501234567');
  });
  it.each([
    '+123456',
    '+12345678901234567',
    '9647501234567',
    '+0964750123456',
    '0964750123456',
    '+964750123456x',
    'x+964750123456',
    '',
    `+964${' '.repeat(29)}`,
  ])('refuses %j', (input) => {
    expect(issues(receiverPhone.safeParse(input))).toEqual([':MOBILE_INVALID']);
  });
  it('refuses a bad object, a number and nothing', () => {
    expect(issues(receiverPhone.safeParse({ countryCode: '964', mobileNumber: '12' }))).toEqual([':MOBILE_INVALID']);
    expect(issues(receiverPhone.safeParse({ countryCode: '964', mobileNumber: '7501234567', name: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    expect(issues(receiverPhone.safeParse(9647501234567))).toEqual([':MOBILE_INVALID']);
    expect(issues(receiverPhone.safeParse(undefined))).toEqual([':MOBILE_INVALID']);
  });
});

describe('sell orders and bids (decisions.md §5)', () => {
  const order = { propertyId: PROPERTY, numberOfTokens: 2, pricePerToken: 150_000 };
  it('a public order without a receiver (absent, null or empty)', () => {
    expect(parsed(resellBody, order)).toEqual(order);
    expect(parsed(resellBody, { ...order, receiver: null })).toEqual(order);
    expect(parsed(resellBody, { ...order, receiver: '' })).toEqual(order);
  });
  it('a private offer to a phone', () => {
    expect(parsed(resellBody, { ...order, receiver: '00964 750 123 4567' })).toEqual({ ...order, receiver: '+9647501234567' });
    expect(issues(resellBody.safeParse({ ...order, receiver: '12' }))).toEqual(['receiver:MOBILE_INVALID']);
  });
  it('the price must not be zero, and stays a whole positive number', () => {
    expect(issues(resellBody.safeParse({ ...order, pricePerToken: 0 }))).toEqual(['pricePerToken:PRICE_ZERO']);
    expect(issues(resellBody.safeParse({ ...order, pricePerToken: -1 }))).toEqual(['pricePerToken:TOKENS_POSITIVE_INTEGER']);
    expect(issues(resellBody.safeParse({ ...order, pricePerToken: 1.5 }))).toEqual(['pricePerToken:ONLY_INTEGERS']);
    expect(issues(resellBody.safeParse({ ...order, numberOfTokens: 0 }))).toEqual(['numberOfTokens:TOKENS_ZERO']);
    expect(issues(resellBody.safeParse({ ...order, propertyId: '1' }))).toEqual(['propertyId:PROPERTY_NOT_FOUND']);
    expect(issues(resellBody.safeParse({ ...order, total: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('buying from an order pays with fastpay by default (decisions.md §7)', () => {
    const buy = { orderId: ORDER, numberOfTokens: 1, userAgreement: true };
    expect(parsed(approveBidBody, buy)).toEqual({ ...buy, paymentWith: 'fastpay' });
    expect(parsed(approveBidBody, { ...buy, paymentWith: 'fib' }).paymentWith).toBe('fib');
    expect(issues(approveBidBody.safeParse({ ...buy, paymentWith: 'cash' }))).toEqual(['paymentWith:PAYMENT_METHOD_INVALID']);
    expect(issues(approveBidBody.safeParse({ ...buy, orderId: 'o-1' }))).toEqual(['orderId:ORDER_NOT_FOUND']);
    expect(issues(approveBidBody.safeParse({ ...buy, userAgreement: undefined }))).toEqual(['userAgreement:AGREEMENT_REQUIRED']);
    expect(issues(approveBidBody.safeParse({ ...buy, price: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('cancelling names the order, and the property for a public one', () => {
    expect(parsed(orderIdBody, { orderId: ORDER })).toEqual({ orderId: ORDER });
    expect(issues(orderIdBody.safeParse({ orderId: 'x' }))).toEqual(['orderId:ORDER_NOT_FOUND']);
    expect(issues(orderIdBody.safeParse({ orderId: ORDER, reason: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(cancelOrderBody, { orderId: ORDER, propertyId: PROPERTY })).toEqual({ orderId: ORDER, propertyId: PROPERTY });
    expect(issues(cancelOrderBody.safeParse({ orderId: 'x', propertyId: 'y' }))).toEqual(['orderId:ORDER_NOT_FOUND', 'propertyId:PROPERTY_NOT_FOUND']);
    // Missing is not "does not exist": the field is named as required.
    expect(issues(cancelOrderBody.safeParse({ orderId: 'x' }))).toEqual(['orderId:ORDER_NOT_FOUND', 'propertyId:REQUIRED']);
    expect(issues(orderIdBody.safeParse({}))).toEqual(['orderId:REQUIRED']);
    expect(issues(cancelOrderBody.safeParse({ orderId: ORDER, propertyId: PROPERTY, x: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('order book: newest first, all orders, 20 at a time', () => {
    expect(orderBookSorts).toEqual(['new', 'shares', 'price', 'myOffers']);
    expect(orderBookFilters).toEqual(['all', 'mine', 'others']);
    expect(parsed(orderBookQuery, {})).toEqual({ limit: 20, skip: 0, sort: 'new', filter: 'all' });
    expect(parsed(orderBookQuery, { sort: 'price', filter: 'others', limit: '5', skip: '10' })).toEqual({ limit: 5, skip: 10, sort: 'price', filter: 'others' });
    expect(issues(orderBookQuery.safeParse({ sort: 'cheap', filter: 'theirs' }))).toEqual(['sort:INVALID_TYPE', 'filter:INVALID_TYPE']);
    expect(issues(orderBookQuery.safeParse({ page: 1 }))).toEqual([':UNKNOWN_FIELD']);
    expect(issues(orderBookQuery.safeParse({ limit: 'ten', skip: 'none' }))).toEqual(['limit:INVALID_TYPE', 'skip:INVALID_TYPE']);
  });
  it('bid lists: filtered by order status', () => {
    expect(orderStatuses).toEqual(['open', 'filled', 'canceled', 'rejected']);
    expect(parsed(bidListQuery, {})).toEqual({ limit: 20, skip: 0 });
    expect(parsed(bidListQuery, { status: 'filled' })).toEqual({ limit: 20, skip: 0, status: 'filled' });
    expect(issues(bidListQuery.safeParse({ status: 'closed' }))).toEqual(['status:INVALID_TYPE']);
    expect(issues(bidListQuery.safeParse({ sort: 'new' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('gifts (decisions.md §6)', () => {
  const gift = { propertyId: PROPERTY, receiver: '+9647501234567', numberOfTokens: 1, type: 'holding', userAgreement: true };
  it('of held tokens or of new ones, paid with fastpay by default (decisions.md §7)', () => {
    expect(giftTypes).toEqual(['holding', 'purchase']);
    expect(parsed(giftBody, gift)).toEqual({ ...gift, paymentWith: 'fastpay' });
    expect(parsed(giftBody, { ...gift, type: 'purchase', paymentWith: 'card' })).toMatchObject({ type: 'purchase', paymentWith: 'card' });
  });
  it('needs a valid receiver phone, a gift type and the agreement', () => {
    expect(issues(giftBody.safeParse({ ...gift, receiver: 'sara' }))).toEqual(['receiver:MOBILE_INVALID']);
    expect(issues(giftBody.safeParse({ ...gift, type: 'loan' }))).toEqual(['type:GIFT_TYPE_INVALID']);
    expect(issues(giftBody.safeParse({ ...gift, type: undefined }))).toEqual(['type:GIFT_TYPE_INVALID']);
    expect(issues(giftBody.safeParse({ ...gift, userAgreement: 'yes' }))).toEqual(['userAgreement:AGREEMENT_REQUIRED']);
    expect(issues(giftBody.safeParse({ ...gift, paymentWith: 'platform' }))).toEqual(['paymentWith:PAYMENT_METHOD_INVALID']);
    expect(issues(giftBody.safeParse({ ...gift, fee: 0 }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('catalog queries', () => {
  it('search: empty by default, at most 100 characters', () => {
    expect(parsed(searchQuery, {})).toEqual({ search: '' });
    expect(parsed(searchQuery, { search: 's'.repeat(100) }).search).toHaveLength(100);
    expect(issues(searchQuery.safeParse({ search: 's'.repeat(101) }))).toEqual(['search:TOO_LONG']);
    expect(issues(searchQuery.safeParse({ search: 5 }))).toEqual(['search:INVALID_TYPE']);
    expect(issues(searchQuery.safeParse({ q: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('details and list', () => {
    expect(parsed(propertyIdParams, { id: PROPERTY })).toEqual({ id: PROPERTY });
    expect(issues(propertyIdParams.safeParse({ id: 'tower' }))).toEqual(['id:PROPERTY_NOT_FOUND']);
    expect(issues(propertyIdParams.safeParse({ id: PROPERTY, x: 1 }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(marketplaceListQuery, {})).toEqual({});
    expect(parsed(marketplaceListQuery, { group: 'trending' })).toEqual({ group: 'trending' });
    expect(issues(marketplaceListQuery.safeParse({ group: 'cheap' }))).toEqual(['group:INVALID_TYPE']);
    expect(issues(marketplaceListQuery.safeParse({ sort: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    expect(propertyTypes).toEqual(['residential', 'commercial', 'mixed', 'land', 'hospitality']);
  });
  it('a property slug: lower-case letters, digits and inner hyphens, 1 to 80 characters', () => {
    for (const slug of ['a', '7', 'erbil-100m-road', 'ab', `a${'-'.repeat(78)}b`]) expect(parsed(propertySlug, slug)).toBe(slug);
    for (const slug of ['', '-a', 'a-', 'Erbil', 'erbil tower', 'erbil_tower', `a${'b'.repeat(79)}c`, 'a\nb'])
      expect(issues(propertySlug.safeParse(slug))).toEqual([':PROPERTY_NOT_FOUND']);
  });
});
