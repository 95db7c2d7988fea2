import { z } from 'zod';
import { code, countryCode, mobileNumber, paging } from './common';
import { dinars, paymentMethods, tokenCount, userAgreement } from './money';
import { compactPhone, E164_PHONE, orderBookSorts, RECEIVER_PHONE_MAX_LENGTH } from '../formRules';

/**
 * A registered user's phone, as the receiver of a private offer or a gift
 * (decisions.md §5, §6). Either the object the phone screens use,
 * `{countryCode: '+964', mobileNumber: '7501234567'}`, or one E.164 string,
 * `'+9647501234567'` (spaces, dashes, brackets, Arabic-Indic digits and a
 * leading 00 instead of + are accepted). Both become the E.164 string; the
 * server matches it against users' verified phones.
 */
const phoneString = z
  // Mutation testing: this string's own messages (REQUIRED or INVALID_TYPE, and
  // the max's MOBILE_INVALID) reach nobody. Used only inside receiverPhone's
  // union, any failure of it is the union's one MOBILE_INVALID (their text sits
  // in the union issue's inner `errors`, which neither the API nor the web app
  // reads), so the mutants of the two lines below survive and cannot be killed.
  // The same rule as ../formRules's receiverPhoneOf, which the browser's forms use.
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .max(RECEIVER_PHONE_MAX_LENGTH, code('MOBILE_INVALID'))
  .transform(compactPhone)
  .pipe(z.string().regex(E164_PHONE, code('MOBILE_INVALID')));

const phoneObject = z
  .strictObject({ countryCode, mobileNumber }, code('UNKNOWN_FIELD'))
  .transform(({ countryCode: cc, mobileNumber: number }) => `${cc}${number}`);

export const receiverPhone = z.union([phoneString, phoneObject], code('MOBILE_INVALID'));

/** An id the body must name: missing, it is required; anything but a uuid names nothing there is. */
const requiredId = (notFound: 'ORDER_NOT_FOUND' | 'PROPERTY_NOT_FOUND') =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : notFound) });
const orderId = requiredId('ORDER_NOT_FOUND');
const propertyId = requiredId('PROPERTY_NOT_FOUND');

/**
 * How a purchase, a purchase from an order or a gift is paid: the wallet at
 * once, or a provider once it confirms; fastpay unless said (decisions.md §7).
 */
export const paymentWith = z.enum(paymentMethods, code('PAYMENT_METHOD_INVALID')).default('fastpay');

/** POST /marketplace/invest: buy tokens from the platform at the current price (decisions.md §4). */
export const investBody = z.strictObject({ propertyId, numberOfTokens: tokenCount, paymentWith, userAgreement }, code('UNKNOWN_FIELD'));
export type InvestBody = z.infer<typeof investBody>;

/**
 * POST /marketplace/re-sell. Without `receiver` (absent, null or an empty
 * string) a public order in the property's order book; with it a private
 * offer (a bid) to that user.
 */
export const resellBody = z.strictObject(
  {
    propertyId,
    numberOfTokens: tokenCount,
    pricePerToken: dinars('PRICE_ZERO'),
    receiver: z.preprocess((v) => (v === null || v === '' ? undefined : v), receiverPhone.optional()),
  },
  code('UNKNOWN_FIELD'),
);
export type ResellBody = z.infer<typeof resellBody>;

/**
 * POST /marketplace/approve-bid: buy part or all of a public order, or accept
 * a private offer addressed to me (then `numberOfTokens` must be the offer's
 * whole token count).
 */
export const approveBidBody = z.strictObject(
  { orderId, numberOfTokens: tokenCount, paymentWith, userAgreement },
  code('UNKNOWN_FIELD'),
);
export type ApproveBidBody = z.infer<typeof approveBidBody>;

/** POST /marketplace/cancel-bid (the receiver rejects) and /marketplace/refund-request (the sender withdraws). */
export const orderIdBody = z.strictObject({ orderId }, code('UNKNOWN_FIELD'));

/** POST /marketplace/cancel-order: the seller withdraws a public order. */
export const cancelOrderBody = z.strictObject({ orderId, propertyId }, code('UNKNOWN_FIELD'));

export const giftTypes = ['holding', 'purchase'] as const;
export type GiftType = (typeof giftTypes)[number];

/**
 * POST /marketplace/gift: `holding` gives tokens the sender holds, `purchase`
 * buys new tokens from the platform for the receiver. The sender pays a fee
 * of GIFT_FEE_BPS of the tokens' value.
 */
export const giftBody = z.strictObject(
  {
    propertyId,
    receiver: receiverPhone,
    numberOfTokens: tokenCount,
    type: z.enum(giftTypes, code('GIFT_TYPE_INVALID')),
    paymentWith,
    userAgreement,
  },
  code('UNKNOWN_FIELD'),
);
export type GiftBody = z.infer<typeof giftBody>;

export { orderBookSorts, type OrderBookSort } from '../formRules';
/** all: every open order; mine: only mine; others: everyone else's (what I can buy). */
export const orderBookFilters = ['all', 'mine', 'others'] as const;
export type OrderBookFilter = (typeof orderBookFilters)[number];

/** GET /marketplace/details/{propertyId}/re-sell/list */
export const orderBookQuery = z.strictObject(
  {
    ...paging,
    sort: z.enum(orderBookSorts, code('INVALID_TYPE')).default('new'),
    filter: z.enum(orderBookFilters, code('INVALID_TYPE')).default('all'),
  },
  code('UNKNOWN_FIELD'),
);
export type OrderBookQuery = z.infer<typeof orderBookQuery>;

export const orderStatuses = ['open', 'filled', 'canceled', 'rejected'] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/** GET /user/requested-bid and /user/received-bid */
export const bidListQuery = z.strictObject(
  { ...paging, status: z.enum(orderStatuses, code('INVALID_TYPE')).optional() },
  code('UNKNOWN_FIELD'),
);
export type BidListQuery = z.infer<typeof bidListQuery>;

// Response types: the api returns these, the web app renders them. Money in whole IQD.

/** One open public order in a property's order book (spec.md §3 Order). */
export interface OrderBookItem {
  orderId: string;
  propertyId: string;
  /** Unfilled tokens still for sale. */
  numberOfTokens: number;
  /** Tokens the order was placed with. */
  originalTokens: number;
  pricePerToken: number;
  /** numberOfTokens × pricePerToken. */
  total: number;
  status: OrderStatusName;
  createdAt: string;
  seller: { username: string };
  /** The caller placed this order. */
  owned: boolean;
  /** What the caller can do: buy someone else's order, cancel their own. */
  action: 'buy' | 'cancel';
}

export interface OrderBook {
  items: OrderBookItem[];
  total: number;
  skip: number;
  limit: number;
  /** The platform fee on a trade, paid by the seller, to show before confirming. */
  tradingFeeBps: number;
}

export type BidAction = 'accept' | 'reject' | 'cancel';

/** A private offer on the Bids screen. */
export interface BidItem {
  orderId: string;
  propertyId: string;
  propertyName: string;
  numberOfTokens: number;
  pricePerToken: number;
  total: number;
  status: OrderStatusName;
  /** The other side: the receiver of an offer I sent, the sender of one I received. */
  counterparty: { username: string };
  createdAt: string;
  updatedAt: string;
  /** received: accept (approve-bid), reject (cancel-bid); requested: cancel (refund-request). Empty once closed. */
  actions: BidAction[];
}

export interface BidList {
  items: BidItem[];
  total: number;
  skip: number;
  limit: number;
}
