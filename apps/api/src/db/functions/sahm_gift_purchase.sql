-- POST /marketplace/gift, type 'purchase' (decisions.md §6): the sender buys
-- new tokens from the platform at the current price for the receiver, and
-- pays the gift fee on top. The primary-purchase minimum applies to the
-- tokens' value. The receiver is looked up last, once the sender is known
-- to be able to pay for the tokens: a gift that could never be made says
-- nothing about whether a phone is registered.
--
-- Lock order, as a primary purchase: the property row first
-- (sahm_take_platform_tokens), then the sender's wallet, then the property's
-- proceeds and platform revenue, then the receiver's holding.
CREATE OR REPLACE FUNCTION sahm_gift_purchase(p_sender uuid, p_receiver_phone text, p_property uuid, p_tokens bigint, p_fee_bps integer, p_min_amount bigint)
RETURNS TABLE (gift_id uuid, transaction_id uuid, receiver_id uuid, receiver_username text, tokens bigint, price_per_token bigint, value bigint, fee bigint, charged bigint, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_receiver uuid;
  v_price bigint;
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

  -- Taken as in a primary purchase: the property row lock comes first.
  SELECT t.price_per_token INTO v_price FROM sahm_take_platform_tokens(p_property, p_tokens) t;

  v_value := p_tokens * v_price;
  IF v_value < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;
  v_fee := sahm_fee(v_value, p_fee_bps);

  SELECT id, balance INTO v_account, v_balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = p_sender FOR NO KEY UPDATE;
  IF v_balance < v_value + v_fee THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;
  v_receiver := sahm_receiver_by_phone(p_sender, p_receiver_phone);
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
