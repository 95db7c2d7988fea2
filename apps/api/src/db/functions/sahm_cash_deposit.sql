-- POST /admin/users/{id}/cash-deposit (decisions.md §9, §13): cash counted in
-- at a branch. At or below p_threshold (CASH_DEPOSIT_APPROVAL_THRESHOLD) it
-- is credited at once (sahm_cash_credit); above it nothing moves yet: a
-- pending cash_deposit_requests row waits for a second admin
-- (sahm_cash_deposit_decide). Either way the action is audited in the same
-- transaction.
--
-- Refused here, not only in the API: a caller who is not an active admin
-- (FORBIDDEN) and an admin recording cash for their own account
-- (CASH_DEPOSIT_OWN_ACCOUNT); the tables' CHECKs (migration 0016) hold the
-- same rule should anything else write them.
--
-- Lock order: as sahm_cash_credit (the user's wallet, then the branch cash
-- account); a pending request locks nothing.
CREATE OR REPLACE FUNCTION sahm_cash_deposit(p_user uuid, p_admin uuid, p_amount bigint, p_branch text, p_threshold bigint)
RETURNS TABLE (status text, request_id uuid, deposit_id uuid, transaction_id uuid, amount bigint, available bigint,
               created_at timestamptz, notification_id uuid, notification_params jsonb, notified_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_disabled timestamptz;
  v_req uuid;
  v_at timestamptz;
  c record;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_threshold IS NULL OR p_threshold < 0 THEN RAISE EXCEPTION 'cash deposit approval threshold must be 0 or more'; END IF;
  PERFORM 1 FROM users WHERE id = p_admin AND role = 'admin' AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'FORBIDDEN'; END IF;
  SELECT disabled_at INTO v_disabled FROM users WHERE id = p_user;
  IF NOT FOUND THEN RAISE EXCEPTION 'NOT_FOUND'; END IF;
  IF p_user = p_admin THEN RAISE EXCEPTION 'CASH_DEPOSIT_OWN_ACCOUNT'; END IF;
  IF v_disabled IS NOT NULL THEN RAISE EXCEPTION 'ACCOUNT_DISABLED'; END IF;

  IF p_amount > p_threshold THEN
    INSERT INTO cash_deposit_requests (user_id, amount, branch, requested_by)
      VALUES (p_user, p_amount, p_branch, p_admin)
      RETURNING id, cash_deposit_requests.created_at INTO v_req, v_at;
    INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
      VALUES (p_admin, 'cash_deposit.requested', 'cash_deposit', v_req::text,
              jsonb_build_object('userId', p_user, 'amount', p_amount, 'branch', p_branch, 'threshold', p_threshold));
    RETURN QUERY SELECT 'pending_approval'::text, v_req, NULL::uuid, NULL::uuid, p_amount, NULL::bigint, v_at,
                        NULL::uuid, NULL::jsonb, NULL::timestamptz;
    RETURN;
  END IF;

  SELECT * INTO c FROM sahm_cash_credit(p_user, p_admin, NULL, p_amount, p_branch);
  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
    VALUES (p_admin, 'user.cash_deposit', 'user', p_user::text,
            jsonb_build_object('amount', p_amount, 'branch', p_branch, 'depositId', c.deposit_id, 'transactionId', c.transaction_id));

  RETURN QUERY SELECT 'completed'::text, NULL::uuid, c.deposit_id, c.transaction_id, p_amount, c.available, c.created_at,
                      c.notification_id, c.notification_params, c.notified_at;
END $$;
