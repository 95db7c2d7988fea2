-- Group commit for primary purchases. Under load, purchases of one property
-- queue behind its row lock, and each paid for a commit (a WAL flush) while
-- holding it; every commit also woke every waiter. The API now sends the
-- purchases of one property that arrive while its previous call is running as
-- one call: one round trip, one lock queue, one commit.
--
-- Each purchase still runs through sahm_invest_wallet(), unchanged, inside its
-- own subtransaction: a refusal (a RAISE with a message code) rolls back that
-- purchase alone and is returned in its row; the others commit together.
-- Any other error (or a commit-time invariant failing) fails the whole call,
-- and the API then runs each purchase on its own, so every request still gets
-- exactly its own answer.
--
-- Lock order stays that of 0006/0008: the property row (taken by the first
-- purchase and held), then user wallets in ascending user id (the batch is
-- processed in user-id order), then the property's proceeds account.
-- At most 32 purchases per call keeps the subtransactions within PostgreSQL's
-- per-backend cache of 64 (beyond it, every snapshot in the cluster slows).

CREATE FUNCTION sahm_invest_wallet_batch(p_users uuid[], p_property uuid, p_tokens bigint[], p_min_amount bigint)
RETURNS TABLE (
  idx integer, error_code text, error_detail text,
  transaction_id uuid, tokens bigint, price_per_token bigint, amount bigint, platform_tokens_left bigint,
  notification_id uuid, notified_at timestamptz, property_name text
)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  r record;
  v_code text;
  v_detail text;
BEGIN
  IF coalesce(cardinality(p_users), 0) <> coalesce(cardinality(p_tokens), 0) THEN
    RAISE EXCEPTION 'BATCH_SHAPE: % users and % token counts', cardinality(p_users), cardinality(p_tokens);
  END IF;
  IF cardinality(p_users) > 32 THEN RAISE EXCEPTION 'BATCH_TOO_LARGE: %', cardinality(p_users); END IF;

  FOR i IN SELECT s.i FROM generate_subscripts(p_users, 1) AS s(i) ORDER BY p_users[s.i], s.i LOOP
    BEGIN
      SELECT * INTO r FROM sahm_invest_wallet(p_users[i], p_property, p_tokens[i], p_min_amount);
      RETURN QUERY SELECT i, NULL::text, NULL::text, r.transaction_id, r.tokens, r.price_per_token, r.amount,
        r.platform_tokens_left, r.notification_id, r.notified_at, r.property_name;
    EXCEPTION WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS v_code = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
      RETURN QUERY SELECT i, v_code, nullif(v_detail, ''), NULL::uuid, NULL::bigint, NULL::bigint, NULL::bigint,
        NULL::bigint, NULL::uuid, NULL::timestamptz, NULL::text;
    END;
  END LOOP;
END $$;
