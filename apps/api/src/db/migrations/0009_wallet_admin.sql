-- Withdrawals, branch cash deposits and the admin audit log (decisions.md §7,
-- §9). Every operation is one PL/pgSQL function: one round trip, short row
-- locks, refusals raised as the API's message codes (0006_invest.sql).
--
-- Lock order (shared with every money function): the property row first,
-- then orders, then the user's ledger accounts in ascending id (available
-- before held), then platform accounts (provider cash), then the request row.

-- Append-only record of every admin action. target_id is text so any kind of
-- target (user, withdrawal, property, rent run) fits.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  admin_id    uuid NOT NULL REFERENCES users (id),
  action      text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  target_type text NOT NULL CHECK (length(target_type) BETWEEN 1 AND 50),
  target_id   text CHECK (length(target_id) <= 100),
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);
CREATE INDEX audit_log_admin_idx ON audit_log (admin_id, id DESC);
-- History is never rewritten (same trigger function as postings).
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

CREATE TABLE withdrawal_requests (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id          uuid NOT NULL REFERENCES users (id),
  amount           bigint NOT NULL CHECK (amount > 0),
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected', 'canceled')),
  reason           text CHECK (length(reason) BETWEEN 1 AND 500),
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  decided_by       uuid REFERENCES users (id), -- the admin; null when the user canceled
  hold_entry_id    bigint NOT NULL REFERENCES journal_entries (id),
  settle_entry_id  bigint REFERENCES journal_entries (id), -- payout or release
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (settle_entry_id IS NULL)),
  CHECK ((status IN ('paid', 'rejected')) = (decided_by IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
-- At most one pending request per user, whatever runs concurrently.
CREATE UNIQUE INDEX withdrawal_requests_one_pending ON withdrawal_requests (user_id) WHERE status = 'pending';
CREATE INDEX withdrawal_requests_queue_idx ON withdrawal_requests (status, created_at DESC, id DESC);
CREATE INDEX withdrawal_requests_user_idx ON withdrawal_requests (user_id, created_at DESC);

-- Cash counted in at a branch, for reconciliation with the branch's till.
CREATE TABLE cash_deposits (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id),
  amount     bigint NOT NULL CHECK (amount > 0),
  branch     text NOT NULL CHECK (length(branch) BETWEEN 1 AND 100),
  admin_id   uuid NOT NULL REFERENCES users (id),
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cash_deposits_user_idx ON cash_deposits (user_id, created_at DESC);

CREATE INDEX transactions_user_type_idx ON transactions (user_id, type, created_at DESC, id);
-- The dashboard finds the history row of each journal entry (its payment method).
CREATE INDEX transactions_entry_idx ON transactions (entry_id) WHERE entry_id IS NOT NULL;

-- Whole dinars with thousands separators, as notifications show them.
CREATE FUNCTION sahm_format_iqd(p_amount bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_amount, 'FM999,999,999,999,999,990')
$$;

-- Locks the user's two wallet accounts in id order and returns their ids and balances.
CREATE FUNCTION sahm_lock_wallet(p_user uuid, OUT available_id bigint, OUT available bigint, OUT held_id bigint, OUT held bigint)
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, kind, balance FROM ledger_accounts
            WHERE user_id = p_user AND kind IN ('user_available', 'user_held') ORDER BY id FOR UPDATE LOOP
    IF r.kind = 'user_available' THEN available_id := r.id; available := r.balance;
    ELSE held_id := r.id; held := r.balance; END IF;
  END LOOP;
  IF available_id IS NULL OR held_id IS NULL THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
END $$;

-- POST /user/withdrawal-request: available → held, the request, a pending history row.
CREATE FUNCTION sahm_withdrawal_request(p_user uuid, p_amount bigint, p_min bigint)
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

-- PUT /user/cancel-withdrawal-request: the caller's pending request is canceled, held → available.
CREATE FUNCTION sahm_withdrawal_cancel(p_user uuid)
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
  SELECT id, amount INTO v_req, v_amount FROM withdrawal_requests WHERE user_id = p_user AND status = 'pending' FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'NO_PENDING_WITHDRAWAL'; END IF;

  INSERT INTO journal_entries (kind) VALUES ('withdrawal_release') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, v_amount), (v_entry, w.held_id, -v_amount);
  UPDATE withdrawal_requests SET status = 'canceled', decided_at = now(), settle_entry_id = v_entry WHERE id = v_req;
  UPDATE transactions SET status = 'canceled', updated_at = now()
   WHERE reference_id = v_req AND user_id = p_user AND type = 'withdraw';

  RETURN QUERY SELECT v_req, v_amount, w.available + v_amount, w.held - v_amount;
END $$;

-- POST /admin/withdrawals/{id}/paid | reject: paid → held leaves the platform
-- through the branch's cash; rejected → held returns to available. The user is
-- notified and the action audited in the same transaction.
CREATE FUNCTION sahm_withdrawal_decide(p_request uuid, p_admin uuid, p_paid boolean, p_reason text)
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
  SELECT user_id INTO v_user FROM withdrawal_requests WHERE id = p_request;
  IF NOT FOUND THEN RAISE EXCEPTION 'WITHDRAWAL_NOT_FOUND'; END IF;
  IF NOT p_paid AND (p_reason IS NULL OR length(btrim(p_reason)) = 0) THEN RAISE EXCEPTION 'REQUIRED'; END IF;

  SELECT * INTO w FROM sahm_lock_wallet(v_user);
  IF p_paid THEN
    SELECT id INTO v_cash FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash';
  END IF;
  -- Only a pending request can be decided, once: the row lock makes a concurrent
  -- cancel or decision wait, and the status is re-checked on the row it committed.
  SELECT amount INTO v_amount FROM withdrawal_requests WHERE id = p_request AND status = 'pending' FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'WITHDRAWAL_DECIDED'; END IF;

  IF p_paid THEN
    INSERT INTO journal_entries (kind) VALUES ('withdrawal_payout') RETURNING id INTO v_entry;
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.held_id, -v_amount), (v_entry, v_cash, v_amount);
    v_code := 'NOTIFY_WITHDRAWAL_PAID';
    v_params := jsonb_build_object('amount', sahm_format_iqd(v_amount));
  ELSE
    INSERT INTO journal_entries (kind) VALUES ('withdrawal_release') RETURNING id INTO v_entry;
    INSERT INTO postings (entry_id, account_id, amount) VALUES (v_entry, w.available_id, v_amount), (v_entry, w.held_id, -v_amount);
    v_code := 'NOTIFY_WITHDRAWAL_REJECTED';
    v_params := jsonb_build_object('amount', sahm_format_iqd(v_amount), 'reason', p_reason);
  END IF;
  UPDATE withdrawal_requests
     SET status = v_status, decided_at = now(), decided_by = p_admin, settle_entry_id = v_entry,
         reason = CASE WHEN p_paid THEN NULL ELSE p_reason END
   WHERE id = p_request
  RETURNING decided_at INTO v_at;
  UPDATE transactions SET status = CASE WHEN p_paid THEN 'completed' ELSE 'rejected' END, updated_at = now()
   WHERE reference_id = p_request AND user_id = v_user AND type = 'withdraw';

  INSERT INTO notifications (user_id, type, code, params) VALUES (v_user, 'account_update', v_code, v_params)
    RETURNING id, created_at INTO v_note, v_noted;
  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
    VALUES (p_admin, CASE WHEN p_paid THEN 'withdrawal.paid' ELSE 'withdrawal.rejected' END, 'withdrawal', p_request::text,
            jsonb_strip_nulls(jsonb_build_object('userId', v_user, 'amount', v_amount, 'reason', CASE WHEN p_paid THEN NULL ELSE p_reason END)));

  RETURN QUERY SELECT p_request, v_user, v_amount, v_status, v_at, v_note, v_code, v_params, v_noted;
END $$;

-- POST /admin/users/{id}/cash-deposit: cash counted in at a branch → the user's available balance.
CREATE FUNCTION sahm_cash_deposit(p_user uuid, p_admin uuid, p_amount bigint, p_branch text)
RETURNS TABLE (deposit_id uuid, transaction_id uuid, amount bigint, available bigint, created_at timestamptz,
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
  INSERT INTO cash_deposits (user_id, amount, branch, admin_id, entry_id) VALUES (p_user, p_amount, p_branch, p_admin, v_entry)
    RETURNING id, created_at INTO v_dep, v_at;
  INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
    VALUES (p_user, 'deposit', 'completed', p_amount, 'cash', v_entry, v_dep)
    RETURNING id INTO v_tx;

  v_params := jsonb_build_object('amount', sahm_format_iqd(p_amount), 'branch', p_branch);
  INSERT INTO notifications (user_id, type, code, params) VALUES (p_user, 'account_update', 'NOTIFY_CASH_DEPOSIT', v_params)
    RETURNING id, created_at INTO v_note, v_noted;
  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
    VALUES (p_admin, 'user.cash_deposit', 'user', p_user::text,
            jsonb_build_object('amount', p_amount, 'branch', p_branch, 'depositId', v_dep, 'transactionId', v_tx));

  RETURN QUERY SELECT v_dep, v_tx, p_amount, w.available + p_amount, v_at, v_note, v_params, v_noted;
END $$;
