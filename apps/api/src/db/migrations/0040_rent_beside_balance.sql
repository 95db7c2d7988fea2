-- A holder's rent paid in parts of a run (sahm_rent_pay_part) is kept on
-- their wallet, beside its balance: the rent total and the count of rent rows
-- in their history, moved by the same UPDATE that moves the balance
-- (ledger_post_bulk with p_rent). Kept in wallet_stats (sahm_rent_stats_add),
-- as for every other run, they cost a part of 16,667 holders a second update
-- of 16,667 rows on pages every part touches (user ids are random), 100 to
-- 140 ms of its 586 (issue 14: one run of 100,000 holders ≤ 2 s).
--
-- Only a user's available account (their wallet) keeps them. A user's rent
-- total and rent row count are therefore wallet_stats' plus these: the
-- dashboard (src/wallet/dashboard.ts), the history's kept totals
-- (src/transactions/history.ts) and the tests' recount (test/money-helpers.ts)
-- add both. Rent already paid stays where it was counted.
ALTER TABLE ledger_accounts
  ADD COLUMN rent_paid bigint NOT NULL DEFAULT 0,
  ADD COLUMN rent_rows bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT ledger_accounts_rent_check
    CHECK (rent_paid >= 0 AND rent_rows >= 0 AND (kind = 'user_available' OR (rent_paid = 0 AND rent_rows = 0)));

-- ledger_post_bulk takes a sixth argument, p_rent (see 0034 for why the old signature goes).
DROP FUNCTION IF EXISTS ledger_post_bulk(bigint[], bigint[], bigint[], bigint[], boolean);
