-- Wallet and property accounts are found by their owner (`kind =
-- 'user_available' AND user_id = $1` in every money function), but the only
-- index naming an owner is ledger_accounts_key, on coalesce(user_id, …)
-- expressions no such query uses: each lookup scanned every account (170 ms
-- at 100,000 users on the 2-core machine, in every purchase, trade and
-- withdrawal). These make each lookup one index probe.
CREATE INDEX ledger_accounts_user_idx ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL;
CREATE INDEX ledger_accounts_property_idx ON ledger_accounts (property_id, kind) WHERE property_id IS NOT NULL;
