-- POST /marketplace/approve-bid (decisions.md §5): buys part or all of a
-- public order, or accepts (whole) a private offer addressed to the buyer.
-- Same gates as a primary purchase; the seller pays the trading fee out of the
-- proceeds. Buyer pays, seller is credited and tokens move, all or nothing.
-- An order whose price has left the band around the current token price (a
-- revaluation since, or listed before the band existed) cannot be bought
-- (decisions.md §13); its seller can still withdraw it.
--
-- Lock order (src/db/README.md): the order row (serializes every buyer of
-- it), then both wallets in ascending user id, then platform revenue, then
-- holdings in ascending user id, all FOR NO KEY UPDATE. No property lock:
-- the rows it writes take FOR KEY SHARE on the property through their
-- foreign keys, which no money function's lock blocks.
CREATE OR REPLACE FUNCTION sahm_fill_order(p_buyer uuid, p_order uuid, p_tokens bigint, p_fee_bps integer, p_min_pct integer, p_max_pct integer)
RETURNS TABLE (
  transaction_id uuid, seller_transaction_id uuid, property_id uuid, is_private boolean, tokens bigint,
  price_per_token bigint, amount bigint, fee bigint, tokens_remaining bigint, status text, notifications jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_locked boolean;
  v_name jsonb;
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
  v_current bigint;
  v_band record;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_fee_bps IS NULL OR p_fee_bps < 0 OR p_fee_bps > 10000 THEN RAISE EXCEPTION 'TRADING_FEE_INVALID: %', p_fee_bps; END IF;
  PERFORM sahm_require_investor(p_buyer);

  -- The order row lock serializes every buyer of this order.
  SELECT * INTO o FROM orders WHERE id = p_order FOR NO KEY UPDATE;
  -- Someone else's private offer does not exist for this buyer (no leak of order ids).
  IF NOT FOUND OR (o.receiver_id IS NOT NULL AND o.receiver_id <> p_buyer) THEN RAISE EXCEPTION 'ORDER_NOT_FOUND'; END IF;
  IF o.seller_id = p_buyer THEN RAISE EXCEPTION 'OWN_ORDER'; END IF;
  IF o.status <> 'open' THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  -- A disabled account's orders stay put (their tokens stay listed) but cannot be bought.
  IF EXISTS (SELECT 1 FROM users WHERE id = o.seller_id AND disabled_at IS NOT NULL) THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  IF o.receiver_id IS NOT NULL AND p_tokens <> o.tokens_remaining THEN RAISE EXCEPTION 'BID_TOKENS_MISMATCH'; END IF;
  IF p_tokens > o.tokens_remaining THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = o.tokens_remaining::text; END IF;
  SELECT is_locked, name, valuation / total_tokens INTO v_locked, v_name, v_current FROM properties WHERE id = o.property_id;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  SELECT * INTO v_band FROM sahm_price_band(v_current, p_min_pct, p_max_pct);
  IF o.price_per_token < v_band.min_price OR o.price_per_token > v_band.max_price THEN RAISE EXCEPTION 'ORDER_PRICE_OUT_OF_BAND'; END IF;

  v_amount := p_tokens * o.price_per_token;
  v_fee := sahm_fee(v_amount, p_fee_bps);

  -- Both wallets, in ascending user id.
  PERFORM 1 FROM ledger_accounts WHERE kind = 'user_available' AND user_id IN (p_buyer, o.seller_id)
    ORDER BY user_id FOR NO KEY UPDATE;
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
  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name, 'amount', v_amount);
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
