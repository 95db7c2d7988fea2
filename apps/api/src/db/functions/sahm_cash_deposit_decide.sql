-- POST /admin/cash-deposits/{id}/approve | reject (decisions.md §13): the
-- second pair of eyes on a cash deposit above the approval threshold. Only a
-- pending request is decided, once. Approved: the cash is credited now
-- (sahm_cash_credit; counted by the requester, approved by this admin) and
-- the user notified; rejected: nothing moves, the reason is kept. Audited in
-- the same transaction.
--
-- Refused here, not only in the API: a caller who is not an active admin
-- (FORBIDDEN), the admin who recorded the deposit (CASH_DEPOSIT_OWN_REQUEST)
-- and the account's owner (CASH_DEPOSIT_OWN_ACCOUNT); the table's
-- cash_deposit_requests_four_eyes CHECK is the last line.
--
-- Lock order: the user's wallet (sahm_lock_wallet, approval only), then the
-- request row, then the branch cash account (through its posting).
CREATE OR REPLACE FUNCTION sahm_cash_deposit_decide(p_request uuid, p_admin uuid, p_approve boolean, p_reason text)
RETURNS TABLE (request_id uuid, user_id uuid, amount bigint, branch text, status text, decided_at timestamptz,
               deposit_id uuid, transaction_id uuid, available bigint,
               notification_id uuid, notification_params jsonb, notified_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_user uuid;
  v_requested_by uuid;
  v_amount bigint;
  v_branch text;
  v_status text := CASE WHEN p_approve THEN 'approved' ELSE 'rejected' END;
  v_reason text := CASE WHEN p_approve THEN NULL ELSE btrim(p_reason) END;
  v_at timestamptz;
  v_dep uuid;
  v_tx uuid;
  v_available bigint;
  v_note uuid;
  v_params jsonb;
  v_noted timestamptz;
BEGIN
  PERFORM 1 FROM users WHERE id = p_admin AND role = 'admin' AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'FORBIDDEN'; END IF;
  -- Who asked, for whom, never changes: these checks need no lock.
  SELECT q.user_id, q.requested_by INTO v_user, v_requested_by FROM cash_deposit_requests q WHERE q.id = p_request;
  IF NOT FOUND THEN RAISE EXCEPTION 'CASH_DEPOSIT_NOT_FOUND'; END IF;
  IF v_requested_by = p_admin THEN RAISE EXCEPTION 'CASH_DEPOSIT_OWN_REQUEST'; END IF;
  IF v_user = p_admin THEN RAISE EXCEPTION 'CASH_DEPOSIT_OWN_ACCOUNT'; END IF;
  IF NOT p_approve AND (v_reason IS NULL OR v_reason = '') THEN RAISE EXCEPTION 'REQUIRED'; END IF;

  IF p_approve THEN PERFORM sahm_lock_wallet(v_user); END IF;
  -- The row lock makes a concurrent decision wait; the status is re-checked on the row it committed.
  SELECT q.amount, q.branch INTO v_amount, v_branch FROM cash_deposit_requests q
   WHERE q.id = p_request AND q.status = 'pending' FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'CASH_DEPOSIT_DECIDED'; END IF;

  IF p_approve THEN
    SELECT c.deposit_id, c.transaction_id, c.available, c.notification_id, c.notification_params, c.notified_at
      INTO v_dep, v_tx, v_available, v_note, v_params, v_noted
      FROM sahm_cash_credit(v_user, v_requested_by, p_admin, v_amount, v_branch) c;
    UPDATE cash_deposit_requests q SET status = 'approved', decided_at = now(), decided_by = p_admin, deposit_id = v_dep
     WHERE q.id = p_request RETURNING q.decided_at INTO v_at;
  ELSE
    UPDATE cash_deposit_requests q SET status = 'rejected', decided_at = now(), decided_by = p_admin, reason = v_reason
     WHERE q.id = p_request RETURNING q.decided_at INTO v_at;
  END IF;

  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
    VALUES (p_admin, 'cash_deposit.' || v_status, 'cash_deposit', p_request::text,
            jsonb_strip_nulls(jsonb_build_object(
              'userId', v_user, 'amount', v_amount, 'branch', v_branch, 'requestedBy', v_requested_by, 'reason', v_reason,
              'depositId', v_dep, 'transactionId', v_tx)));

  RETURN QUERY SELECT p_request, v_user, v_amount, v_branch, v_status, v_at, v_dep, v_tx, v_available, v_note, v_params, v_noted;
END $$;
