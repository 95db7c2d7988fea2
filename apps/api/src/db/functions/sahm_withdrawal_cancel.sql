-- PUT /user/cancel-withdrawal-request (decisions.md §7): the caller's pending
-- request is canceled, held → available.
--
-- Lock order: the user's wallet (sahm_lock_wallet), then the request row.
CREATE OR REPLACE FUNCTION sahm_withdrawal_cancel(p_user uuid)
RETURNS TABLE (request_id uuid, amount bigint, available bigint, held bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  w record;
  v_req uuid;
  v_amount bigint;
  v_entry bigint;
BEGIN
  SELECT * INTO w FROM sahm_lock_wallet(p_user);
  SELECT id, amount INTO v_req, v_amount FROM withdrawal_requests WHERE user_id = p_user AND status = 'pending' FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'NO_PENDING_WITHDRAWAL'; END IF;

  INSERT INTO journal_entries (kind) VALUES ('withdrawal_release') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, v_amount), (v_entry, w.held_id, -v_amount);
  UPDATE withdrawal_requests SET status = 'canceled', decided_at = now(), settle_entry_id = v_entry WHERE id = v_req;
  UPDATE transactions SET status = 'canceled', updated_at = now()
   WHERE reference_id = v_req AND user_id = p_user AND type = 'withdraw';

  RETURN QUERY SELECT v_req, v_amount, w.available + v_amount, w.held - v_amount;
END $$;
