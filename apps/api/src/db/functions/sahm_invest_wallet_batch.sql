-- Group commit for primary purchases (migration 0011). Under load, purchases
-- of one property queued behind its row lock, and each paid for a commit (a
-- WAL flush) while holding it. The API sends the wallet purchases that arrive
-- while its previous call runs as one call: one round trip, one commit.
--
-- Each purchase still runs through sahm_invest_wallet(), unchanged, inside its
-- own subtransaction: a refusal (a RAISE with a message code) rolls back that
-- purchase alone and is returned in its row; the others commit together. Any
-- other error (or a commit-time invariant failing) fails the whole call, and
-- the API then runs each purchase on its own.
--
-- The purchases run in the order of the arrays, which is the order the API
-- accepted them (its queue): with fewer tokens than demand, an earlier
-- purchase is never refused while a later one asking as many or more gets
-- tokens (test/market-rush.test.ts).
--
-- Lock order (src/db/README.md): every property row of the call first, in
-- ascending id, FOR NO KEY UPDATE, then every buyer's wallet, in ascending
-- user id, then the purchases in arrival order (each its property's proceeds
-- account and its holding, its wallet already held). NO KEY UPDATE, the lock
-- the purchase's own guarded decrement takes, and not FOR UPDATE: FOR UPDATE
-- also blocks the FOR KEY SHARE lock that every foreign key to a property
-- takes, so a trade that held two wallets and then wrote a row naming the
-- property waited for this call while this call waited for one of its
-- wallets (deadlocks under load). Every other writer of this call's holdings
-- (purchases, purchase gifts and gifts of held tokens) takes the property row
-- first, so it queues behind the call; trades and closing orders take no
-- property lock and meet the call only on wallets, which it takes all at
-- once in ascending user id before any holding.
-- At most 32 purchases per call keeps the subtransactions within PostgreSQL's
-- per-backend cache of 64 (beyond it, every snapshot in the cluster slows).
CREATE OR REPLACE FUNCTION sahm_invest_wallet_batch(p_users uuid[], p_properties uuid[], p_tokens bigint[], p_min_amount bigint)
RETURNS TABLE (
  idx integer, error_code text, error_detail text,
  transaction_id uuid, tokens bigint, price_per_token bigint, amount bigint, platform_tokens_left bigint,
  notification_id uuid, notified_at timestamptz, property_name jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  r record;
  v_code text;
  v_detail text;
BEGIN
  IF coalesce(cardinality(p_users), 0) <> coalesce(cardinality(p_tokens), 0)
     OR coalesce(cardinality(p_users), 0) <> coalesce(cardinality(p_properties), 0) THEN
    RAISE EXCEPTION 'BATCH_SHAPE: % users, % properties and % token counts',
      cardinality(p_users), cardinality(p_properties), cardinality(p_tokens);
  END IF;
  IF cardinality(p_users) > 32 THEN RAISE EXCEPTION 'BATCH_TOO_LARGE: %', cardinality(p_users); END IF;

  PERFORM 1 FROM properties WHERE id = ANY (p_properties) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM ledger_accounts WHERE kind = 'user_available' AND user_id = ANY (p_users) ORDER BY user_id FOR NO KEY UPDATE;

  FOR i IN SELECT s.i FROM generate_subscripts(p_users, 1) AS s(i) ORDER BY s.i LOOP
    BEGIN
      SELECT * INTO r FROM sahm_invest_wallet(p_users[i], p_properties[i], p_tokens[i], p_min_amount);
      RETURN QUERY SELECT i, NULL::text, NULL::text, r.transaction_id, r.tokens, r.price_per_token, r.amount,
        r.platform_tokens_left, r.notification_id, r.notified_at, r.property_name;
    EXCEPTION WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS v_code = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
      RETURN QUERY SELECT i, v_code, nullif(v_detail, ''), NULL::uuid, NULL::bigint, NULL::bigint, NULL::bigint,
        NULL::bigint, NULL::uuid, NULL::timestamptz, NULL::jsonb;
    END;
  END LOOP;
END $$;
