-- The operator console (decisions.md §9, §13; src/admin/README.md): four
-- eyes on branch cash above a threshold, no admin acting on their own
-- account, contact messages an operator has handled, and why an account was
-- disabled.

-- Why an operator disabled an account (shown in the console; the person sees
-- only ACCOUNT_DISABLED when signing in).
ALTER TABLE users ADD COLUMN disabled_reason text CHECK (length(disabled_reason) BETWEEN 1 AND 500);
ALTER TABLE users ADD CONSTRAINT users_disabled_reason CHECK (disabled_reason IS NULL OR disabled_at IS NOT NULL);

-- The contact inbox: newest first, and the unhandled ones counted on every
-- console refresh.
ALTER TABLE contact_messages
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by uuid REFERENCES users (id),
  ADD CONSTRAINT contact_messages_handled CHECK ((handled_at IS NULL) = (handled_by IS NULL));
CREATE INDEX contact_messages_inbox_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_unhandled_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;

-- The branch that paid a withdrawal out, named by the admin who marked it
-- paid (for the branch's till).
ALTER TABLE withdrawal_requests
  ADD COLUMN paid_branch text CHECK (length(paid_branch) BETWEEN 1 AND 100),
  ADD CONSTRAINT withdrawal_requests_paid_branch CHECK (paid_branch IS NULL OR status = 'paid');

-- No admin decides a withdrawal of their own account. NOT VALID: a decision
-- taken before this rule stays in the history as it happened; every decision
-- from now on is checked (an update of an old row too).
ALTER TABLE withdrawal_requests
  ADD CONSTRAINT withdrawal_requests_not_own_decision CHECK (decided_by <> user_id) NOT VALID;

-- Branch cash: who counted it in (admin_id) and, above the threshold, the
-- second admin who approved it. Nobody credits their own wallet, and the
-- approver is someone else than the one who counted. NOT VALID as above.
ALTER TABLE cash_deposits ADD COLUMN approved_by uuid REFERENCES users (id);
ALTER TABLE cash_deposits
  ADD CONSTRAINT cash_deposits_not_own_account
  CHECK (admin_id <> user_id AND approved_by <> user_id AND approved_by <> admin_id) NOT VALID;

-- A cash deposit above CASH_DEPOSIT_APPROVAL_THRESHOLD waits here for a
-- second admin: pending → approved (the money moves then, and deposit_id
-- names the cash_deposits row) or rejected (with a reason; nothing moved).
CREATE TABLE cash_deposit_requests (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id),
  amount       bigint NOT NULL CHECK (amount > 0),
  branch       text NOT NULL CHECK (length(branch) BETWEEN 1 AND 100),
  requested_by uuid NOT NULL REFERENCES users (id),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason       text CHECK (length(reason) BETWEEN 1 AND 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  decided_by   uuid REFERENCES users (id),
  deposit_id   uuid UNIQUE REFERENCES cash_deposits (id),
  CONSTRAINT cash_deposit_requests_not_own_account CHECK (requested_by <> user_id),
  CONSTRAINT cash_deposit_requests_four_eyes CHECK (decided_by <> requested_by AND decided_by <> user_id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'approved') = (deposit_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX cash_deposit_requests_queue_idx ON cash_deposit_requests (status, created_at DESC, id DESC);
CREATE INDEX cash_deposit_requests_list_idx ON cash_deposit_requests (created_at DESC, id DESC);
CREATE INDEX cash_deposit_requests_user_idx ON cash_deposit_requests (user_id, created_at DESC);

-- The audit log filtered by action and by date.
CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);

-- sahm_cash_deposit now takes the approval threshold and may leave the
-- deposit waiting instead of crediting it, and sahm_withdrawal_decide the
-- paying branch (their files); the old signatures go.
DROP FUNCTION sahm_cash_deposit(uuid, uuid, bigint, text);
DROP FUNCTION sahm_withdrawal_decide(uuid, uuid, boolean, text);
