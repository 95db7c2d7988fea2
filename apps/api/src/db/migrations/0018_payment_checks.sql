-- Pending provider payments (decisions.md §7), two gaps an outside review found:
-- * A payment the provider reports paid for another amount than we asked is
--   never credited, but it stayed an ordinary pending payment: every sweep
--   picked it up again and asked the provider again, for ever. It is now set
--   aside for an operator (review_reason), out of the sweep and of polling.
-- * Polling a pending payment asked the provider on every read. checked_at is
--   when we last asked; a poll asks again only after a few seconds.
ALTER TABLE payments
  ADD COLUMN checked_at timestamptz,
  ADD COLUMN review_reason text CHECK (review_reason IN ('amount_mismatch'));

DROP INDEX payments_pending_idx;
CREATE INDEX payments_pending_idx ON payments (valid_until) WHERE status = 'pending' AND review_reason IS NULL;
