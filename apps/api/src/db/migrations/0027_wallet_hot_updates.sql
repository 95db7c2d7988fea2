-- A rent run moves up to 100,000 wallet balances in one UPDATE
-- (ledger_post_bulk). Packed full, as bulk inserts leave them, the account
-- pages had no room for a row's new version, so every balance change was a
-- non-HOT update: a new heap tuple elsewhere plus an entry in each of the
-- table's three indexes (five WAL records a wallet; PostgreSQL spent about as
-- long on that UPDATE as on inserting the run's 100,000 history rows). Only
-- balance changes, and no index covers it, so with free space on the page the
-- new version stays there as a heap-only tuple and no index is touched. Half
-- of each page is kept free: a run may update every wallet of a page, and
-- the old versions cannot be pruned before it commits. The other money
-- paths (one posting at a time through ledger_apply_posting) gain the same.
--
-- The setting applies to pages written from now on; CLUSTER rewrites the
-- existing ones with it (the accounts table is small: two rows a user, a
-- few per property), and the table is not left marked as clustered.
ALTER TABLE ledger_accounts SET (fillfactor = 50);
CLUSTER ledger_accounts USING ledger_accounts_pkey;
ALTER TABLE ledger_accounts SET WITHOUT CLUSTER;
