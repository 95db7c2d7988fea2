-- The secondary market and gifts (decisions.md §5, §6): sell orders (public
-- orders and private offers, "bids"), trades between users, gifts. Each
-- operation is one PL/pgSQL function (one round trip, short row locks) that
-- raises its refusals as the API's message codes, like sahm_invest_wallet().
--
-- Lock order, shared with 0006 so nothing can deadlock: the property row,
-- then the order row, then user accounts in ascending user id, then platform
-- accounts (property proceeds, platform revenue), then holdings in ascending
-- user id.

CREATE TABLE orders (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id        uuid NOT NULL REFERENCES users (id),
  property_id      uuid NOT NULL REFERENCES properties (id),
  -- null: a public order in the property's order book; set: a private offer (a bid) to this user.
  receiver_id      uuid REFERENCES users (id),
  tokens_total     bigint NOT NULL CHECK (tokens_total > 0),
  -- Unfilled tokens; still listed while the order is open, returned when it is canceled or rejected.
  tokens_remaining bigint NOT NULL CHECK (tokens_remaining >= 0 AND tokens_remaining <= tokens_total),
  price_per_token  bigint NOT NULL CHECK (price_per_token > 0),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'filled', 'canceled', 'rejected')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (receiver_id IS DISTINCT FROM seller_id),
  CHECK (status <> 'open' OR tokens_remaining > 0),
  CHECK (status <> 'filled' OR tokens_remaining = 0),
  -- Only a private offer can be rejected (by its receiver).
  CHECK (status <> 'rejected' OR receiver_id IS NOT NULL)
);
-- The order book: a property's open public orders.
CREATE INDEX orders_book_idx ON orders (property_id, created_at DESC, id) WHERE status = 'open' AND receiver_id IS NULL;
-- Bids screen: offers I sent, offers sent to me.
CREATE INDEX orders_requested_idx ON orders (seller_id, created_at DESC, id) WHERE receiver_id IS NOT NULL;
CREATE INDEX orders_received_idx ON orders (receiver_id, created_at DESC, id) WHERE receiver_id IS NOT NULL;
-- A seller's open orders per property (the listed-tokens check below).
CREATE INDEX orders_seller_open_idx ON orders (seller_id, property_id) WHERE status = 'open';

-- A holding's listed tokens are exactly the unfilled tokens of its open
-- orders, checked when the transaction commits.
CREATE FUNCTION orders_check_listed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_listed bigint; v_open numeric;
BEGIN
  SELECT listed INTO v_listed FROM holdings WHERE user_id = NEW.seller_id AND property_id = NEW.property_id;
  SELECT coalesce(sum(tokens_remaining), 0) INTO v_open FROM orders
   WHERE seller_id = NEW.seller_id AND property_id = NEW.property_id AND status = 'open';
  IF coalesce(v_listed, 0) <> v_open THEN
    RAISE EXCEPTION 'ORDERS_UNBALANCED: user % lists % tokens of property % but has % in open orders',
      NEW.seller_id, coalesce(v_listed, 0), NEW.property_id, v_open;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER orders_listed_balanced AFTER INSERT OR UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_check_listed();

-- Fees round half up to the whole dinar (decisions.md §3).
CREATE FUNCTION sahm_fee(p_amount bigint, p_bps integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT floor((p_amount::numeric * p_bps + 5000) / 10000)::bigint
$$;

-- Whole dinars with thousands separators, for notification texts.
CREATE FUNCTION sahm_iqd(p_amount bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_amount, 'FM999,999,999,999,999,990')
$$;

-- Stores a notification with the operation (it commits or rolls back with it)
-- and returns the row for the caller to publish after commit.
CREATE FUNCTION sahm_notify(p_user uuid, p_type text, p_code text, p_params jsonb) RETURNS jsonb LANGUAGE sql AS $$
  INSERT INTO notifications (user_id, type, code, params) VALUES (p_user, p_type, p_code, p_params)
  RETURNING to_jsonb(notifications.*)
$$;

-- Purchase gates after the agreement (decisions.md §4): KYC, then phone.
CREATE FUNCTION sahm_require_investor(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v_kyc text; v_phone boolean;
BEGIN
  SELECT kyc_status, is_phone_verified INTO v_kyc, v_phone FROM users WHERE id = p_user AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
  IF v_kyc <> 'verified' THEN RAISE EXCEPTION 'KYC_NOT_VERIFIED'; END IF;
  IF NOT v_phone THEN RAISE EXCEPTION 'PHONE_NOT_VERIFIED'; END IF;
END $$;

-- The registered, active user whose verified phone is this E.164 number
-- ('+' country code national number; a national number typed with its
-- trunk 0 matches too). Every split of the number into a country code of 1-4
-- digits and the rest is tried, so the lookup uses users_verified_phone_key.
-- Never the caller.
CREATE FUNCTION sahm_receiver_by_phone(p_caller uuid, p_phone text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE v_user uuid;
BEGIN
  SELECT id INTO v_user FROM users
   WHERE is_phone_verified AND disabled_at IS NULL
     AND (country_code, mobile_number) IN (
       SELECT left(p_phone, k + 1), substr(p_phone, k + 2) FROM generate_series(1, 4) AS k
       UNION ALL
       SELECT left(p_phone, k + 1), substr(p_phone, k + 3) FROM generate_series(1, 4) AS k WHERE substr(p_phone, k + 2, 1) = '0')
   ORDER BY id
   LIMIT 1;
  IF NOT FOUND THEN RAISE EXCEPTION 'RECEIVER_NOT_FOUND'; END IF;
  IF v_user = p_caller THEN RAISE EXCEPTION 'RECEIVER_IS_SELF'; END IF;
  RETURN v_user;
END $$;

-- POST /marketplace/re-sell: free tokens become listed in a new order, public
-- or a private offer to the user with this phone.
CREATE FUNCTION sahm_list_tokens(p_seller uuid, p_property uuid, p_tokens bigint, p_price bigint, p_receiver_phone text)
RETURNS TABLE (order_id uuid, receiver_id uuid, receiver_username text, created_at timestamptz, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_receiver uuid;
  v_locked boolean;
  v_name text;
  v_free bigint;
  v_order uuid;
  v_created timestamptz;
  v_seller_name text;
  v_receiver_name text;
  v_params jsonb;
  v_notes jsonb;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_price IS NULL OR p_price <= 0 THEN RAISE EXCEPTION 'PRICE_ZERO'; END IF;
  PERFORM sahm_require_investor(p_seller);
  IF p_receiver_phone IS NOT NULL THEN v_receiver := sahm_receiver_by_phone(p_seller, p_receiver_phone); END IF;

  SELECT is_locked, name->>'en' INTO v_locked, v_name FROM properties WHERE id = p_property;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  -- The order's total must stay a safe JSON integer.
  IF p_tokens::numeric * p_price > 9007199254740991 THEN RAISE EXCEPTION 'VALUE_TOO_LARGE'; END IF;

  -- Guarded: never lists more than the free tokens, whatever runs in parallel.
  UPDATE holdings SET tokens = holdings.tokens - p_tokens, listed = holdings.listed + p_tokens
   WHERE user_id = p_seller AND property_id = p_property AND holdings.tokens >= p_tokens;
  IF NOT FOUND THEN
    SELECT holdings.tokens INTO v_free FROM holdings WHERE user_id = p_seller AND property_id = p_property;
    RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text;
  END IF;

  INSERT INTO orders (seller_id, property_id, receiver_id, tokens_total, tokens_remaining, price_per_token)
    VALUES (p_seller, p_property, v_receiver, p_tokens, p_tokens, p_price)
    RETURNING id, orders.created_at INTO v_order, v_created;

  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name, 'price', sahm_iqd(p_price));
  IF v_receiver IS NULL THEN
    v_notes := jsonb_build_array(sahm_notify(p_seller, 'buy_sell', 'NOTIFY_LISTED', v_params));
  ELSE
    SELECT username INTO v_seller_name FROM users WHERE id = p_seller;
    SELECT username INTO v_receiver_name FROM users WHERE id = v_receiver;
    v_notes := jsonb_build_array(
      sahm_notify(p_seller, 'offers', 'NOTIFY_OFFER_SENT', v_params || jsonb_build_object('user', v_receiver_name)),
      sahm_notify(v_receiver, 'offers', 'NOTIFY_OFFER_RECEIVED', v_params || jsonb_build_object('user', v_seller_name)));
  END IF;
  RETURN QUERY SELECT v_order, v_receiver, v_receiver_name, v_created, v_notes;
END $$;

-- POST /marketplace/approve-bid: buys part or all of a public order, or
-- accepts (whole) a private offer addressed to the buyer. The seller pays the
-- trading fee out of the proceeds.
CREATE FUNCTION sahm_fill_order(p_buyer uuid, p_order uuid, p_tokens bigint, p_fee_bps integer)
RETURNS TABLE (
  transaction_id uuid, seller_transaction_id uuid, property_id uuid, is_private boolean, tokens bigint,
  price_per_token bigint, amount bigint, fee bigint, tokens_remaining bigint, status text, notifications jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_locked boolean;
  v_name text;
  v_amount bigint;
  v_fee bigint;
  v_buyer_account bigint;
  v_seller_account bigint;
  v_balance bigint;
  v_revenue bigint;
  v_entry bigint;
  v_remaining bigint;
  v_status text;
  v_buy_tx uuid;
  v_sell_tx uuid;
  v_buyer_name text;
  v_seller_name text;
  v_params jsonb;
  v_notes jsonb;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_fee_bps IS NULL OR p_fee_bps < 0 OR p_fee_bps > 10000 THEN RAISE EXCEPTION 'TRADING_FEE_INVALID: %', p_fee_bps; END IF;
  PERFORM sahm_require_investor(p_buyer);

  -- The order row lock serializes every buyer of this order.
  SELECT * INTO o FROM orders WHERE id = p_order FOR UPDATE;
  -- Someone else's private offer does not exist for this buyer (no leak of order ids).
  IF NOT FOUND OR (o.receiver_id IS NOT NULL AND o.receiver_id <> p_buyer) THEN RAISE EXCEPTION 'ORDER_NOT_FOUND'; END IF;
  IF o.seller_id = p_buyer THEN RAISE EXCEPTION 'OWN_ORDER'; END IF;
  IF o.status <> 'open' THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  -- A disabled account's orders stay put (their tokens stay listed) but cannot be bought.
  IF EXISTS (SELECT 1 FROM users WHERE id = o.seller_id AND disabled_at IS NOT NULL) THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  IF o.receiver_id IS NOT NULL AND p_tokens <> o.tokens_remaining THEN RAISE EXCEPTION 'BID_TOKENS_MISMATCH'; END IF;
  IF p_tokens > o.tokens_remaining THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = o.tokens_remaining::text; END IF;
  SELECT is_locked, name->>'en' INTO v_locked, v_name FROM properties WHERE id = o.property_id;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;

  v_amount := p_tokens * o.price_per_token;
  v_fee := sahm_fee(v_amount, p_fee_bps);

  -- Both wallets, in ascending user id.
  PERFORM 1 FROM ledger_accounts WHERE kind = 'user_available' AND user_id IN (p_buyer, o.seller_id)
    ORDER BY user_id FOR UPDATE;
  SELECT id, balance INTO v_buyer_account, v_balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = p_buyer;
  SELECT id INTO v_seller_account FROM ledger_accounts WHERE kind = 'user_available' AND user_id = o.seller_id;
  IF v_balance < v_amount THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;
  SELECT id INTO v_revenue FROM ledger_accounts WHERE kind = 'platform_revenue';

  INSERT INTO journal_entries (kind) VALUES ('trade') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_buyer_account, -v_amount);
  IF v_amount - v_fee > 0 THEN
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_seller_account, v_amount - v_fee);
  END IF;
  IF v_fee > 0 THEN
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_revenue, v_fee);
  END IF;

  -- Guarded again: the order can never be oversold.
  UPDATE orders SET tokens_remaining = orders.tokens_remaining - p_tokens,
                    status = CASE WHEN orders.tokens_remaining = p_tokens THEN 'filled' ELSE 'open' END,
                    updated_at = now()
   WHERE id = p_order AND orders.status = 'open' AND orders.tokens_remaining >= p_tokens
  RETURNING orders.tokens_remaining, orders.status INTO v_remaining, v_status;
  IF NOT FOUND THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;

  -- Holdings in ascending user id: the seller's listed tokens go to the buyer's free tokens.
  IF o.seller_id < p_buyer THEN
    UPDATE holdings SET listed = holdings.listed - p_tokens
     WHERE user_id = o.seller_id AND holdings.property_id = o.property_id AND holdings.listed >= p_tokens;
    IF NOT FOUND THEN RAISE EXCEPTION 'ORDERS_UNBALANCED: seller % lists fewer tokens than order %', o.seller_id, o.id; END IF;
  END IF;
  INSERT INTO holdings (user_id, property_id, tokens) VALUES (p_buyer, o.property_id, p_tokens)
    ON CONFLICT ON CONSTRAINT holdings_pkey DO UPDATE SET tokens = holdings.tokens + EXCLUDED.tokens;
  IF o.seller_id > p_buyer THEN
    UPDATE holdings SET listed = holdings.listed - p_tokens
     WHERE user_id = o.seller_id AND holdings.property_id = o.property_id AND holdings.listed >= p_tokens;
    IF NOT FOUND THEN RAISE EXCEPTION 'ORDERS_UNBALANCED: seller % lists fewer tokens than order %', o.seller_id, o.id; END IF;
  END IF;

  INSERT INTO token_movements (entry_id, property_id, from_user, to_user, tokens, reason)
    VALUES (v_entry, o.property_id, o.seller_id, p_buyer, p_tokens, 'trade');
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (p_buyer, 'buy', 'success', o.property_id, p_tokens, o.price_per_token, v_amount, 0, 'wallet', o.seller_id, v_entry, o.id)
    RETURNING id INTO v_buy_tx;
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (o.seller_id, 'sell', 'success', o.property_id, p_tokens, o.price_per_token, v_amount, v_fee, 'wallet', p_buyer, v_entry, o.id)
    RETURNING id INTO v_sell_tx;

  SELECT username INTO v_buyer_name FROM users WHERE id = p_buyer;
  SELECT username INTO v_seller_name FROM users WHERE id = o.seller_id;
  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name, 'amount', sahm_iqd(v_amount));
  IF o.receiver_id IS NULL THEN
    v_notes := jsonb_build_array(
      sahm_notify(p_buyer, 'buy_sell', 'NOTIFY_TRADE_BOUGHT', v_params || jsonb_build_object('user', v_seller_name)),
      sahm_notify(o.seller_id, 'buy_sell', 'NOTIFY_TRADE_SOLD', v_params || jsonb_build_object('user', v_buyer_name)));
  ELSE
    v_notes := jsonb_build_array(
      sahm_notify(p_buyer, 'offers', 'NOTIFY_OFFER_YOU_ACCEPTED', v_params || jsonb_build_object('user', v_seller_name)),
      sahm_notify(o.seller_id, 'offers', 'NOTIFY_OFFER_ACCEPTED', v_params || jsonb_build_object('user', v_buyer_name)));
  END IF;

  RETURN QUERY SELECT v_buy_tx, v_sell_tx, o.property_id, o.receiver_id IS NOT NULL, p_tokens, o.price_per_token,
    v_amount, v_fee, v_remaining, v_status, v_notes;
END $$;

-- Closing an open order returns its unfilled tokens to the seller's free tokens.
--   'cancel' (POST /marketplace/cancel-order): the seller withdraws a public order → canceled.
--   'withdraw' (POST /marketplace/refund-request): the seller withdraws a private offer → canceled.
--   'reject' (POST /marketplace/cancel-bid): the receiver refuses a private offer → rejected.
-- Anyone else gets ORDER_NOT_FOUND, so order ids do not leak. tokens_remaining
-- keeps the count that was returned.
CREATE FUNCTION sahm_close_order(p_user uuid, p_order uuid, p_action text, p_property uuid)
RETURNS TABLE (property_id uuid, tokens bigint, price_per_token bigint, status text, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_status text;
  v_name text;
  v_seller_name text;
  v_receiver_name text;
  v_params jsonb;
  v_notes jsonb;
BEGIN
  IF p_action NOT IN ('cancel', 'withdraw', 'reject') THEN RAISE EXCEPTION 'CLOSE_ACTION_INVALID: %', p_action; END IF;
  SELECT * INTO o FROM orders WHERE id = p_order FOR UPDATE;
  IF NOT FOUND
     OR (p_action = 'cancel' AND (o.seller_id <> p_user OR o.receiver_id IS NOT NULL OR o.property_id IS DISTINCT FROM p_property))
     OR (p_action = 'withdraw' AND (o.seller_id <> p_user OR o.receiver_id IS NULL))
     OR (p_action = 'reject' AND o.receiver_id IS DISTINCT FROM p_user) THEN
    RAISE EXCEPTION 'ORDER_NOT_FOUND';
  END IF;
  IF o.status <> 'open' THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  v_status := CASE WHEN p_action = 'reject' THEN 'rejected' ELSE 'canceled' END;

  UPDATE orders SET status = v_status, updated_at = now() WHERE id = p_order;
  UPDATE holdings SET listed = holdings.listed - o.tokens_remaining, tokens = holdings.tokens + o.tokens_remaining
   WHERE user_id = o.seller_id AND holdings.property_id = o.property_id AND holdings.listed >= o.tokens_remaining;
  IF NOT FOUND THEN RAISE EXCEPTION 'ORDERS_UNBALANCED: seller % lists fewer tokens than order %', o.seller_id, o.id; END IF;

  SELECT name->>'en' INTO v_name FROM properties WHERE id = o.property_id;
  v_params := jsonb_build_object('tokens', o.tokens_remaining, 'property', v_name);
  IF p_action = 'cancel' THEN
    v_notes := jsonb_build_array(sahm_notify(o.seller_id, 'buy_sell', 'NOTIFY_ORDER_CANCELED', v_params));
  ELSE
    SELECT username INTO v_seller_name FROM users WHERE id = o.seller_id;
    SELECT username INTO v_receiver_name FROM users WHERE id = o.receiver_id;
    IF p_action = 'reject' THEN
      v_notes := jsonb_build_array(
        sahm_notify(o.receiver_id, 'offers', 'NOTIFY_OFFER_YOU_REJECTED', v_params || jsonb_build_object('user', v_seller_name)),
        sahm_notify(o.seller_id, 'offers', 'NOTIFY_OFFER_REJECTED', v_params || jsonb_build_object('user', v_receiver_name)));
    ELSE
      v_notes := jsonb_build_array(
        sahm_notify(o.seller_id, 'offers', 'NOTIFY_OFFER_YOU_WITHDREW', v_params || jsonb_build_object('user', v_receiver_name)),
        sahm_notify(o.receiver_id, 'offers', 'NOTIFY_OFFER_WITHDRAWN', v_params || jsonb_build_object('user', v_seller_name)));
    END IF;
  END IF;
  RETURN QUERY SELECT o.property_id, o.tokens_remaining, o.price_per_token, v_status, v_notes;
END $$;

-- Both sides of a gift: history rows typed Gift and Received (spec.md §3) and
-- notifications. The receiver paid nothing, so their row says 'platform'.
CREATE FUNCTION sahm_record_gift(p_gift uuid, p_entry bigint, p_sender uuid, p_receiver uuid, p_property uuid,
                                 p_tokens bigint, p_price bigint, p_value bigint, p_fee bigint,
                                 OUT transaction_id uuid, OUT receiver_username text, OUT notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
  v_sender_name text;
  v_receiver_name text;
  v_params jsonb;
BEGIN
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (p_sender, 'gift', 'success', p_property, p_tokens, p_price, p_value, p_fee, 'wallet', p_receiver, p_entry, p_gift)
    RETURNING id INTO transaction_id;
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (p_receiver, 'received', 'success', p_property, p_tokens, p_price, p_value, 0, 'platform', p_sender, p_entry, p_gift);
  SELECT name->>'en' INTO v_name FROM properties WHERE id = p_property;
  SELECT username INTO v_sender_name FROM users WHERE id = p_sender;
  SELECT username INTO v_receiver_name FROM users WHERE id = p_receiver;
  receiver_username := v_receiver_name;
  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name);
  notifications := jsonb_build_array(
    sahm_notify(p_sender, 'buy_sell', 'NOTIFY_GIFT_SENT', v_params || jsonb_build_object('user', v_receiver_name)),
    sahm_notify(p_receiver, 'buy_sell', 'NOTIFY_GIFT_RECEIVED', v_params || jsonb_build_object('user', v_sender_name)));
END $$;

-- POST /marketplace/gift, type 'holding': the sender gives free tokens they
-- hold and pays the gift fee (a share of the tokens' value at the current price).
CREATE FUNCTION sahm_gift_holding(p_sender uuid, p_receiver_phone text, p_property uuid, p_tokens bigint, p_fee_bps integer)
RETURNS TABLE (gift_id uuid, transaction_id uuid, receiver_id uuid, receiver_username text, tokens bigint, price_per_token bigint, value bigint, fee bigint, charged bigint, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_receiver uuid;
  v_price bigint;
  v_free bigint;
  v_value bigint;
  v_fee bigint;
  v_account bigint;
  v_balance bigint;
  v_revenue bigint;
  v_entry bigint;
  v_gift uuid := gen_random_uuid();
  v_recorded record;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  PERFORM sahm_require_investor(p_sender);
  v_receiver := sahm_receiver_by_phone(p_sender, p_receiver_phone);

  SELECT valuation / total_tokens INTO v_price FROM properties WHERE id = p_property;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  -- Read for the message only; the guarded update below is what enforces it.
  SELECT holdings.tokens INTO v_free FROM holdings WHERE user_id = p_sender AND holdings.property_id = p_property;
  IF coalesce(v_free, 0) < p_tokens THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text; END IF;

  v_value := p_tokens * v_price;
  v_fee := sahm_fee(v_value, p_fee_bps);
  SELECT id, balance INTO v_account, v_balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = p_sender FOR UPDATE;
  IF v_balance < v_fee THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;
  SELECT id INTO v_revenue FROM ledger_accounts WHERE kind = 'platform_revenue';

  INSERT INTO journal_entries (kind) VALUES ('gift') RETURNING id INTO v_entry;
  IF v_fee > 0 THEN
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_account, -v_fee), (v_entry, v_revenue, v_fee);
  END IF;

  -- Holdings in ascending user id; the sender's is guarded so the same tokens are never given twice.
  IF v_receiver < p_sender THEN
    INSERT INTO holdings (user_id, property_id, tokens) VALUES (v_receiver, p_property, p_tokens)
      ON CONFLICT ON CONSTRAINT holdings_pkey DO UPDATE SET tokens = holdings.tokens + EXCLUDED.tokens;
  END IF;
  UPDATE holdings SET tokens = holdings.tokens - p_tokens
   WHERE user_id = p_sender AND holdings.property_id = p_property AND holdings.tokens >= p_tokens
  RETURNING holdings.tokens INTO v_free;
  IF NOT FOUND THEN
    SELECT holdings.tokens INTO v_free FROM holdings WHERE user_id = p_sender AND holdings.property_id = p_property;
    RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text;
  END IF;
  IF v_receiver > p_sender THEN
    INSERT INTO holdings (user_id, property_id, tokens) VALUES (v_receiver, p_property, p_tokens)
      ON CONFLICT ON CONSTRAINT holdings_pkey DO UPDATE SET tokens = holdings.tokens + EXCLUDED.tokens;
  END IF;

  INSERT INTO token_movements (entry_id, property_id, from_user, to_user, tokens, reason)
    VALUES (v_entry, p_property, p_sender, v_receiver, p_tokens, 'gift');
  SELECT * INTO v_recorded FROM sahm_record_gift(v_gift, v_entry, p_sender, v_receiver, p_property, p_tokens, v_price, v_value, v_fee);

  RETURN QUERY SELECT v_gift, v_recorded.transaction_id, v_receiver, v_recorded.receiver_username, p_tokens, v_price, v_value, v_fee, v_fee, v_recorded.notifications;
END $$;

-- POST /marketplace/gift, type 'purchase': the sender buys new tokens from the
-- platform at the current price for the receiver, and pays the gift fee on top.
-- The primary-purchase minimum applies to the tokens' value.
CREATE FUNCTION sahm_gift_purchase(p_sender uuid, p_receiver_phone text, p_property uuid, p_tokens bigint, p_fee_bps integer, p_min_amount bigint)
RETURNS TABLE (gift_id uuid, transaction_id uuid, receiver_id uuid, receiver_username text, tokens bigint, price_per_token bigint, value bigint, fee bigint, charged bigint, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_receiver uuid;
  v_price bigint;
  v_left bigint;
  v_locked boolean;
  v_value bigint;
  v_fee bigint;
  v_account bigint;
  v_balance bigint;
  v_proceeds bigint;
  v_revenue bigint;
  v_entry bigint;
  v_gift uuid := gen_random_uuid();
  v_recorded record;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  PERFORM sahm_require_investor(p_sender);
  v_receiver := sahm_receiver_by_phone(p_sender, p_receiver_phone);

  -- The same guarded decrement as a primary purchase: the property row lock comes first.
  UPDATE properties
     SET platform_tokens = properties.platform_tokens - p_tokens, updated_at = now()
   WHERE id = p_property AND NOT is_locked AND properties.platform_tokens >= p_tokens
  RETURNING valuation / total_tokens INTO v_price;
  IF NOT FOUND THEN
    SELECT is_locked, properties.platform_tokens INTO v_locked, v_left FROM properties WHERE id = p_property;
    IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
    IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
    IF v_left = 0 THEN RAISE EXCEPTION 'PROPERTY_SOLD_OUT'; END IF;
    RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = v_left::text;
  END IF;

  v_value := p_tokens * v_price;
  IF v_value < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;
  v_fee := sahm_fee(v_value, p_fee_bps);

  SELECT id, balance INTO v_account, v_balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = p_sender FOR UPDATE;
  IF v_balance < v_value + v_fee THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;
  SELECT id INTO v_proceeds FROM ledger_accounts WHERE kind = 'property_proceeds' AND ledger_accounts.property_id = p_property;
  SELECT id INTO v_revenue FROM ledger_accounts WHERE kind = 'platform_revenue';

  INSERT INTO journal_entries (kind) VALUES ('gift') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_account, -(v_value + v_fee)), (v_entry, v_proceeds, v_value);
  IF v_fee > 0 THEN
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_revenue, v_fee);
  END IF;

  INSERT INTO holdings (user_id, property_id, tokens) VALUES (v_receiver, p_property, p_tokens)
    ON CONFLICT ON CONSTRAINT holdings_pkey DO UPDATE SET tokens = holdings.tokens + EXCLUDED.tokens;
  INSERT INTO token_movements (entry_id, property_id, from_user, to_user, tokens, reason)
    VALUES (v_entry, p_property, NULL, v_receiver, p_tokens, 'gift');
  SELECT * INTO v_recorded FROM sahm_record_gift(v_gift, v_entry, p_sender, v_receiver, p_property, p_tokens, v_price, v_value, v_fee);

  RETURN QUERY SELECT v_gift, v_recorded.transaction_id, v_receiver, v_recorded.receiver_username, p_tokens, v_price, v_value, v_fee, v_value + v_fee, v_recorded.notifications;
END $$;
