-- POST /admin/withdrawals/{id}/paid {branch} | reject {reason} (decisions.md
-- §7, §9): paid → held leaves the platform through the cash of the branch
-- named (kept on the request for its till); rejected → held returns
-- to available. Only a pending request is decided, once. The user is notified
-- and the action audited in the same transaction.
--
-- Refused here, not only in the API (decisions.md §13): a caller who is not
-- an active admin (FORBIDDEN) and an admin deciding a request of their own
-- account (WITHDRAWAL_OWN_REQUEST); the withdrawal_requests_not_own_decision
-- CHECK (migration 0016) is the last line.
--
-- Lock order: the user's wallet (sahm_lock_wallet), then the request row,
-- then the branch cash account (through its posting).
CREATE OR REPLACE FUNCTION sahm_withdrawal_decide(p_request uuid, p_admin uuid, p_paid boolean, p_reason text, p_branch text)
RETURNS TABLE (request_id uuid, user_id uuid, amount bigint, status text, decided_at timestamptz,
               notification_id uuid, notification_code text, notification_params jsonb, notified_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  w record;
  v_user uuid;
  v_amount bigint;
  v_status text := CASE WHEN p_paid THEN 'paid' ELSE 'rejected' END;
  v_cash bigint;
  v_entry bigint;
  v_at timestamptz;
  v_code text;
  v_params jsonb;
  v_note uuid;
  v_noted timestamptz;
BEGIN
  PERFORM 1 FROM users WHERE id = p_admin AND role = 'admin' AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'FORBIDDEN'; END IF;
  SELECT user_id INTO v_user FROM withdrawal_requests WHERE id = p_request;
  IF NOT FOUND THEN RAISE EXCEPTION 'WITHDRAWAL_NOT_FOUND'; END IF;
  -- Who asked never changes: no lock needed to refuse the admin's own request.
  IF v_user = p_admin THEN RAISE EXCEPTION 'WITHDRAWAL_OWN_REQUEST'; END IF;
  IF NOT p_paid AND (p_reason IS NULL OR length(btrim(p_reason)) = 0) THEN RAISE EXCEPTION 'REQUIRED'; END IF;
  IF p_paid AND (p_branch IS NULL OR length(btrim(p_branch)) = 0) THEN RAISE EXCEPTION 'REQUIRED'; END IF;

  SELECT * INTO w FROM sahm_lock_wallet(v_user);
  IF p_paid THEN
    SELECT id INTO v_cash FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash';
  END IF;
  -- Only a pending request can be decided, once: the row lock makes a concurrent
  -- cancel or decision wait, and the status is re-checked on the row it committed.
  SELECT amount INTO v_amount FROM withdrawal_requests WHERE id = p_request AND status = 'pending' FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'WITHDRAWAL_DECIDED'; END IF;

  IF p_paid THEN
    INSERT INTO journal_entries (kind) VALUES ('withdrawal_payout') RETURNING id INTO v_entry;
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.held_id, -v_amount), (v_entry, v_cash, v_amount);
    v_code := 'NOTIFY_WITHDRAWAL_PAID';
    v_params := jsonb_build_object('amount', v_amount);
  ELSE
    INSERT INTO journal_entries (kind) VALUES ('withdrawal_release') RETURNING id INTO v_entry;
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, v_amount), (v_entry, w.held_id, -v_amount);
    v_code := 'NOTIFY_WITHDRAWAL_REJECTED';
    v_params := jsonb_build_object('amount', v_amount, 'reason', p_reason);
  END IF;
  UPDATE withdrawal_requests
     SET status = v_status, decided_at = now(), decided_by = p_admin, settle_entry_id = v_entry,
         reason = CASE WHEN p_paid THEN NULL ELSE p_reason END,
         paid_branch = CASE WHEN p_paid THEN btrim(p_branch) END
   WHERE id = p_request
  RETURNING decided_at INTO v_at;
  UPDATE transactions SET status = CASE WHEN p_paid THEN 'completed' ELSE 'rejected' END, updated_at = now()
   WHERE reference_id = p_request AND user_id = v_user AND type = 'withdraw';

  INSERT INTO notifications (user_id, type, code, params) VALUES (v_user, 'account_update', v_code, v_params)
    RETURNING id, created_at INTO v_note, v_noted;
  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
    VALUES (p_admin, CASE WHEN p_paid THEN 'withdrawal.paid' ELSE 'withdrawal.rejected' END, 'withdrawal', p_request::text,
            jsonb_strip_nulls(jsonb_build_object('userId', v_user, 'amount', v_amount, 'reason', CASE WHEN p_paid THEN NULL ELSE p_reason END,
                                                 'branch', CASE WHEN p_paid THEN btrim(p_branch) END)));

  RETURN QUERY SELECT p_request, v_user, v_amount, v_status, v_at, v_note, v_code, v_params, v_noted;
END $$;
