import type { ColumnType, Generated } from 'kysely';

/** Localized text stored as jsonb: English always present. */
export type Localized = { en: string; ar?: string; kr?: string; bh?: string };
/** Insertable as optional: columns with a database default and nullable ones alike. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;
/** A column with a database default: optional on insert. */
type Defaulted<C> = C extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<C, C | undefined, C>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  password_hash: string;
  role: Generated<'investor' | 'admin'>;
  is_email_verified: Generated<boolean>;
  full_name: string | null;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  city: string | null;
  address_line1: string | null;
  country_code: string | null;
  mobile_number: string | null;
  is_phone_verified: Generated<boolean>;
  two_factor: Generated<'none' | 'email' | 'mobile'>;
  profile_image: string | null;
  kyc_status: Generated<'not_verified' | 'pending' | 'verified' | 'rejected'>;
  kyc_reason: string | null;
  notification_prefs: ColumnType<Record<string, boolean>, string | undefined, string>;
  /** The language of the user's e-mails and SMS (0024_identity.sql). */
  language: Generated<'en' | 'ar' | 'kr' | 'bh'>;
  disabled_at: Timestamp | null;
  /** Why an operator disabled the account (0016_admin_console.sql). */
  disabled_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export type CodePurpose = 'email_verify' | 'login_2fa' | 'phone_verify' | 'password_reset' | 'email_change';

/** Wrong code tries and sign-up notices, for the per-account limits (0023_auth_events.sql). */
export interface AuthEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: 'wrong_code' | 'signup_notice';
  purpose: CodePurpose | null;
  created_at: Generated<Date>;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  target: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  /** The HTML part of an e-mail (0026_outbox_html.sql); null for SMS. */
  html: Generated<string | null>;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  user_id: string | null;
  created_at: Timestamp;
  /** When and by whom an operator marked it handled (0016_admin_console.sql). */
  handled_at: Timestamp | null;
  handled_by: string | null;
}

export interface PropertyDocument {
  kind: 'main' | 'other';
  title: Localized;
  url: string;
}

export interface PropertiesTable {
  id: Generated<string>;
  slug: string;
  name: Json<Localized>;
  description: Defaulted<Json<Localized>>;
  city: Json<Localized>;
  address: Defaulted<Json<Localized>>;
  search_text: Defaulted<string>;
  property_type: 'residential' | 'commercial' | 'mixed' | 'land' | 'hospitality';
  is_locked: boolean;
  is_hot: boolean;
  is_recently_added: boolean;
  is_residential: boolean;
  is_trending: boolean;
  total_tokens: number;
  platform_tokens: number;
  valuation: number;
  property_value: number;
  irr: Defaulted<string>;
  area_sqm: string;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  expected_rent: Defaulted<number>;
  monthly_rent: Defaulted<number>;
  rent_fee_bps: Defaulted<number>;
  is_rented: Defaulted<boolean>;
  latitude: string | null;
  longitude: string | null;
  virtual_tour_url: string | null;
  cover_image: string;
  images: Defaulted<Json<string[]>>;
  documents: Defaulted<Json<PropertyDocument[]>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PriceHistoryTable {
  property_id: string;
  valued_on: ColumnType<string, string, string>;
  valuation: number;
}

export interface HoldingsTable {
  user_id: string;
  property_id: string;
  tokens: Generated<number>;
  listed: Generated<number>;
}

/** A name in every language, as properties.name holds it (English always there). */
export type NameInEveryLanguage = { en: string } & Partial<Record<'ar' | 'kr' | 'bh', string>>;
/** A stored notification parameter: text, a number, or a name in every language that each reader gets in theirs (notifications/notifier.ts). */
export type StoredParam = string | number | NameInEveryLanguage;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: 'account_update' | 'offers' | 'buy_sell';
  code: string;
  params: ColumnType<Record<string, StoredParam>, string | undefined, string>;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  user_id: string | null;
  language: string | null;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: 'user_available' | 'user_held' | 'platform_revenue' | 'provider_cash' | 'property_proceeds' | 'property_rent_pool';
  user_id: string | null;
  property_id: string | null;
  provider: 'fastpay' | 'fib' | 'card' | 'cash' | null;
  balance: Generated<number>;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: Buffer;
  status_code: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  kind: 'deposit' | 'cash_deposit' | 'withdrawal_hold' | 'withdrawal_release' | 'withdrawal_payout' | 'purchase' | 'trade' | 'gift' | 'payment_hold' | 'payment_release' | 'payment_capture' | 'rent' | 'opening';
  created_at: Generated<Date>;
}

export interface PostingsTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount: number;
}

export interface TokenMovementsTable {
  id: Generated<number>;
  entry_id: number | null;
  property_id: string;
  from_user: string | null;
  to_user: string | null;
  tokens: number;
  reason: 'seed' | 'purchase' | 'trade' | 'gift';
  created_at: Generated<Date>;
}

export type TransactionType = 'buy' | 'sell' | 'receive' | 'rent' | 'revenue' | 'token_purchase' | 'deposit' | 'withdraw' | 'gift' | 'received';
export type TransactionStatus = 'success' | 'completed' | 'pending' | 'failed' | 'rejected' | 'inprogress' | 'canceled';
export type PaymentWith = 'cash' | 'wallet' | 'fastpay' | 'fib' | 'card' | 'platform';

export interface TransactionsTable {
  id: Generated<string>;
  user_id: string;
  type: TransactionType;
  status: TransactionStatus;
  property_id: string | null;
  tokens: number | null;
  price_per_token: number | null;
  amount: number;
  fee: Generated<number>;
  payment_with: PaymentWith;
  counterparty_user_id: string | null;
  entry_id: number | null;
  reference_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type OrderStatus = 'open' | 'filled' | 'canceled' | 'rejected';

/** A sell order (0008_trading.sql): public when receiver_id is null, else a private offer (a bid). */
export interface OrdersTable {
  id: Generated<string>;
  seller_id: string;
  property_id: string;
  receiver_id: string | null;
  tokens_total: number;
  tokens_remaining: number;
  price_per_token: number;
  status: Generated<OrderStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PaymentProvider = 'fastpay' | 'fib' | 'card';
export type PaymentPurpose = 'deposit' | 'invest' | 'gift' | 'order';
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'canceled' | 'expired';

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  provider: PaymentProvider;
  purpose: PaymentPurpose;
  amount: number;
  status: Generated<PaymentStatus>;
  provider_payment_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  checkout: ColumnType<Record<string, unknown>, string | undefined, string>;
  outcome: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  entry_id: number | null;
  valid_until: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
  /** When we last asked the provider about it (0018_payment_checks.sql): polling asks again only after PAYMENT_RECHECK_SECONDS. */
  checked_at: Timestamp | null;
  /** Set aside for an operator, out of the sweep and polling: the provider reported paid for another amount. */
  review_reason: 'amount_mismatch' | null;
}

export interface SandboxPaymentsTable {
  id: string;
  provider: PaymentProvider;
  merchant_ref: string | null;
  amount: number;
  currency: Defaulted<string>;
  description: string | null;
  status: Defaulted<'UNPAID' | 'PAID' | 'DECLINED' | 'CANCELED'>;
  readable_code: string | null;
  callback_url: string | null;
  return_url: string | null;
  cancel_url: string | null;
  valid_until: Timestamp;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface WithdrawalRequestsTable {
  id: Generated<string>;
  user_id: string;
  amount: number;
  status: Generated<'pending' | 'paid' | 'rejected' | 'canceled'>;
  reason: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  decided_by: string | null;
  /** The branch that paid it out (0016_admin_console.sql). */
  paid_branch: string | null;
  hold_entry_id: number;
  settle_entry_id: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface CashDepositsTable {
  id: Generated<string>;
  user_id: string;
  amount: number;
  branch: string;
  /** Who counted the cash in at the branch. */
  admin_id: string;
  /** Above the approval threshold: the second admin who approved it (0016_admin_console.sql). */
  approved_by: string | null;
  entry_id: number;
  created_at: Generated<Date>;
}

export type CashDepositRequestStatus = 'pending' | 'approved' | 'rejected';

/** A cash deposit above the threshold, waiting for a second admin (0016_admin_console.sql). */
export interface CashDepositRequestsTable {
  id: Generated<string>;
  user_id: string;
  amount: number;
  branch: string;
  requested_by: string;
  status: Generated<CashDepositRequestStatus>;
  reason: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  decided_by: string | null;
  deposit_id: string | null;
}

export type LivenessChallengeName = 'turn_left' | 'turn_right' | 'blink' | 'smile' | 'look_up';

/** A challenge set and its single-use nonce (0024_identity.sql). */
export interface LivenessChallengesTable {
  id: Generated<string>;
  user_id: string;
  nonce_hash: Buffer;
  challenges: LivenessChallengeName[];
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type KycRequestStatus = 'pending' | 'verified' | 'rejected';

export interface KycRequestsTable {
  id: Generated<string>;
  user_id: string;
  proof_type: 'iraqi_id' | 'passport';
  status: Generated<KycRequestStatus>;
  challenge_id: string;
  challenges: LivenessChallengeName[];
  reason: string | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

export interface KycImagesTable {
  id: Generated<string>;
  request_id: string;
  kind: 'document_front' | 'document_back' | 'liveness';
  challenge: LivenessChallengeName | null;
  position: number;
  file: string;
  width: number;
  height: number;
}

/** One property's rent for one month (0020_rent_runs.sql): unique per (property, period). */
export interface RentRunsTable {
  id: Generated<string>;
  property_id: string;
  /** The month's first day. */
  period: ColumnType<string, string, string>;
  gross: number;
  fee_bps: number;
  fee: number;
  paid: number;
  leftover: number;
  holders: number;
  tokens: number;
  reinvested: Generated<number>;
  collection_entry_id: number;
  /** The entry paying the holders; a run paid in parts (0033): part 0's entry. */
  payout_entry_id: number;
  /** Null: the monthly schedule. */
  admin_id: string | null;
  created_at: Generated<Date>;
}

/** One part of a run's holders, paid in a transaction of its own (0033_rent_run_parts.sql). */
export interface RentRunPartsTable {
  run_id: string;
  part: number;
  entry_id: number;
  holders: string[];
  tokens: number[];
  payouts: number[];
  paid: number;
  /** Null until the part is paid. */
  paid_at: Date | null;
}

export interface AutoReinvestTable {
  user_id: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** Rent a holder with auto-reinvest on earned from a property and has not reinvested yet. */
export interface RentAccrualsTable {
  user_id: string;
  property_id: string;
  amount: number;
}

export interface Database {
  rent_runs: RentRunsTable;
  rent_run_parts: RentRunPartsTable;
  auto_reinvest: AutoReinvestTable;
  rent_accruals: RentAccrualsTable;
  liveness_challenges: LivenessChallengesTable;
  kyc_requests: KycRequestsTable;
  kyc_images: KycImagesTable;
  payments: PaymentsTable;
  sandbox_payments: SandboxPaymentsTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  withdrawal_requests: WithdrawalRequestsTable;
  audit_log: AuditLogTable;
  cash_deposits: CashDepositsTable;
  cash_deposit_requests: CashDepositRequestsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  token_movements: TokenMovementsTable;
  transactions: TransactionsTable;
  ledger_accounts: LedgerAccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  auth_events: AuthEventsTable;
  outbox_messages: OutboxMessagesTable;
  contact_messages: ContactMessagesTable;
  properties: PropertiesTable;
  price_history: PriceHistoryTable;
  holdings: HoldingsTable;
  notifications: NotificationsTable;
  page_views: PageViewsTable;
}
