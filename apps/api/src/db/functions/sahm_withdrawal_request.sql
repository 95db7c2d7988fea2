-- POST /user/withdrawal-request (decisions.md §7): available → held, the
-- request and a pending history row. At most one pending request per user:
-- the wallet lock serializes this user's requests, and the partial unique
-- index withdrawal_requests_one_pending is the last line of defence.
--
-- Lock order: the user's wallet (sahm_lock_wallet), then the new request row.
CREATE OR REPLACE FUNCTION sahm_withdrawal_request(p_user uuid, p_amount bigint, p_min bigint)
RETURNS TABLE (request_id uuid, transaction_id uuid, amount bigint, created_at timestamptz, available bigint, held bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  w record;
  v_entry bigint;
  v_req uuid;
  v_tx uuid;
  v_at timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_amount < p_min THEN RAISE EXCEPTION 'MIN_WITHDRAWAL'; END IF;
  PERFORM 1 FROM users WHERE id = p_user AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;

  -- The wallet lock serializes this user's requests: the check below sees any committed one.
  SELECT * INTO w FROM sahm_lock_wallet(p_user);
  IF EXISTS (SELECT 1 FROM withdrawal_requests WHERE user_id = p_user AND status = 'pending') THEN
    RAISE EXCEPTION 'WITHDRAWAL_PENDING';
  END IF;
  IF w.available < p_amount THEN RAISE EXCEPTION 'INSUFFICIENT_BALANCE'; END IF;

  INSERT INTO journal_entries (kind) VALUES ('withdrawal_hold') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, -p_amount), (v_entry, w.held_id, p_amount);
  BEGIN
    INSERT INTO withdrawal_requests (user_id, amount, hold_entry_id) VALUES (p_user, p_amount, v_entry)
      RETURNING id, created_at INTO v_req, v_at;
  EXCEPTION WHEN unique_violation THEN
    -- The partial unique index is the last line of defence.
    RAISE EXCEPTION 'WITHDRAWAL_PENDING';
  END;
  INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
    VALUES (p_user, 'withdraw', 'pending', p_amount, 'cash', v_entry, v_req)
    RETURNING id INTO v_tx;

  RETURN QUERY SELECT v_req, v_tx, p_amount, v_at, w.available - p_amount, w.held + p_amount;
END $$;
