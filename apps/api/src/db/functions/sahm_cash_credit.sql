-- Branch cash → a user's available balance (decisions.md §7, §9): the one
-- place cash is credited, shared by an immediate deposit at or below the
-- approval threshold (sahm_cash_deposit) and an approved one above it
-- (sahm_cash_deposit_decide). The callers check who may do it and write the
-- audit entry; this writes the journal entry, the cash_deposits row for the
-- branch's till, the history row and the user's notification.
--
-- The cash_deposits CHECK (migration 0016) refuses a row whose counter or
-- approver is the account's owner, whoever calls this.
--
-- Lock order: the user's wallet (sahm_lock_wallet), then the branch cash
-- account (through its posting).
CREATE OR REPLACE FUNCTION sahm_cash_credit(p_user uuid, p_counted_by uuid, p_approved_by uuid, p_amount bigint, p_branch text)
RETURNS TABLE (deposit_id uuid, transaction_id uuid, available bigint, created_at timestamptz,
               notification_id uuid, notification_params jsonb, notified_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  w record;
  v_disabled timestamptz;
  v_cash bigint;
  v_entry bigint;
  v_dep uuid;
  v_tx uuid;
  v_at timestamptz;
  v_params jsonb;
  v_note uuid;
  v_noted timestamptz;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  SELECT disabled_at INTO v_disabled FROM users WHERE id = p_user;
  IF NOT FOUND THEN RAISE EXCEPTION 'NOT_FOUND'; END IF;
  IF v_disabled IS NOT NULL THEN RAISE EXCEPTION 'ACCOUNT_DISABLED'; END IF;

  SELECT * INTO w FROM sahm_lock_wallet(p_user);
  SELECT id INTO v_cash FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash';
  INSERT INTO journal_entries (kind) VALUES ('cash_deposit') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, p_amount), (v_entry, v_cash, -p_amount);
  INSERT INTO cash_deposits (user_id, amount, branch, admin_id, approved_by, entry_id)
    VALUES (p_user, p_amount, p_branch, p_counted_by, p_approved_by, v_entry)
    RETURNING id, created_at INTO v_dep, v_at;
  INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
    VALUES (p_user, 'deposit', 'completed', p_amount, 'cash', v_entry, v_dep)
    RETURNING id INTO v_tx;

  v_params := jsonb_build_object('amount', p_amount, 'branch', p_branch);
  INSERT INTO notifications (user_id, type, code, params) VALUES (p_user, 'account_update', 'NOTIFY_CASH_DEPOSIT', v_params)
    RETURNING id, created_at INTO v_note, v_noted;

  RETURN QUERY SELECT v_dep, v_tx, w.available + p_amount, v_at, v_note, v_params, v_noted;
END $$;
