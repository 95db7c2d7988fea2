-- Primary purchase from the platform, paid from the wallet (decisions.md §4),
-- in one round trip (TOOLCHAIN.md: one round trip per money operation keeps
-- row locks short). Errors are raised with the API's message codes as their
-- text. Also the purchase inside sahm_settle_payment and, once per purchase,
-- inside sahm_invest_wallet_batch.
--
-- Lock order: the property row first (sahm_take_platform_tokens, a guarded
-- decrement that can never oversell), then the buyer's wallet, then the
-- property's proceeds account, then the buyer's holding.
CREATE OR REPLACE FUNCTION sahm_invest_wallet(p_user uuid, p_property uuid, p_tokens bigint, p_min_amount bigint)
RETURNS TABLE (transaction_id uuid, tokens bigint, price_per_token bigint, amount bigint, platform_tokens_left bigint, notification_id uuid, notified_at timestamptz, property_name jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_price bigint;
  v_amount bigint;
  v_left bigint;
  v_account bigint;
  v_balance bigint;
  v_proceeds bigint;
  v_entry bigint;
  v_tx uuid;
  v_name jsonb;
  v_note uuid;
  v_noted timestamptz;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;

  -- Gates in the order of decisions.md §4 (the agreement is checked by the caller).
  PERFORM sahm_require_investor(p_user);
  SELECT * INTO v_price, v_left, v_name FROM sahm_take_platform_tokens(p_property, p_tokens);

  v_amount := v_price * p_tokens;
  IF v_amount < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;

  SELECT id, balance INTO v_account, v_balance FROM ledger_accounts
   WHERE kind = 'user_available' AND user_id = p_user FOR NO KEY UPDATE;
  IF v_balance < v_amount THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;
  SELECT id INTO v_proceeds FROM ledger_accounts WHERE kind = 'property_proceeds' AND property_id = p_property;

  INSERT INTO journal_entries (kind) VALUES ('purchase') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, v_account, -v_amount), (v_entry, v_proceeds, v_amount);
  INSERT INTO holdings (user_id, property_id, tokens) VALUES (p_user, p_property, p_tokens)
    ON CONFLICT (user_id, property_id) DO UPDATE SET tokens = holdings.tokens + EXCLUDED.tokens;
  INSERT INTO token_movements (entry_id, property_id, from_user, to_user, tokens, reason)
    VALUES (v_entry, p_property, NULL, p_user, p_tokens, 'purchase');
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, payment_with, entry_id)
    VALUES (p_user, 'buy', 'success', p_property, p_tokens, v_price, v_amount, 'wallet', v_entry)
    RETURNING id INTO v_tx;

  -- The buyer's notification commits with the purchase; the caller only publishes it.
  INSERT INTO notifications (user_id, type, code, params)
    VALUES (p_user, 'buy_sell', 'NOTIFY_INVESTED', jsonb_build_object('tokens', p_tokens, 'property', v_name))
    RETURNING id, created_at INTO v_note, v_noted;

  RETURN QUERY SELECT v_tx, p_tokens, v_price, v_amount, v_left, v_note, v_noted, v_name;
END $$;
