-- POST /marketplace/gift, type 'holding' (decisions.md §6): the sender gives
-- free tokens they hold and pays the gift fee (a share of the tokens' value at
-- the current price).
--
-- A locked property ("coming soon") is refused like every other transfer of
-- its tokens. The sender's tokens are checked before the receiver is looked
-- up, so a gift the sender could never make says nothing about whether a
-- phone number is registered.
--
-- Lock order (src/db/README.md): the property row (FOR NO KEY UPDATE: a gift
-- moves holdings of this property, so it queues behind a group purchase of it
-- rather than crossing it), the sender's wallet, then platform revenue, then
-- both holdings in ascending user id (the sender's guarded, so the same
-- tokens are never given twice).
CREATE OR REPLACE FUNCTION sahm_gift_holding(p_sender uuid, p_receiver_phone text, p_property uuid, p_tokens bigint, p_fee_bps integer)
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
  v_locked boolean;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  PERFORM sahm_require_investor(p_sender);

  SELECT valuation / total_tokens, is_locked INTO v_price, v_locked FROM properties WHERE id = p_property FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  -- Read for the message only; the guarded update below is what enforces it.
  SELECT holdings.tokens INTO v_free FROM holdings WHERE user_id = p_sender AND holdings.property_id = p_property;
  IF coalesce(v_free, 0) < p_tokens THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text; END IF;
  v_receiver := sahm_receiver_by_phone(p_sender, p_receiver_phone);

  v_value := p_tokens * v_price;
  v_fee := sahm_fee(v_value, p_fee_bps);
  SELECT id, balance INTO v_account, v_balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = p_sender FOR NO KEY UPDATE;
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
