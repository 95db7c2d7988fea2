-- A user's wallet figures (GET /user/dashboard, spec.md §3) kept as running
-- totals instead of summed from every posting of the user's history on each
-- request (issue 12: the dashboard grew linearly with a user's history).
--
-- wallet_figures_by_entry: the one definition of how postings count, per
-- journal entry and user (what the dashboard computed over the whole ledger):
-- - deposits: credits to available by deposit and cash_deposit entries. When a
--   provider payment bought tokens at once (sahm_settle_payment deposits it
--   and then buys from the wallet), the part it spent is a purchase, not a
--   deposit: each deposit counts net of its payment's outcome.spent, by the
--   provider whose cash account the entry moved.
-- - spent: debits of available by purchase, trade and gift entries (what
--   actually left the wallet, gift fees included); the payment method is the
--   one on the history row of that entry (a provider-paid purchase shows its
--   provider), else wallet.
-- - withdrawn: held paid out by withdrawal_payout entries.
-- - rent and selling revenue: credits to available by rent and trade entries
--   (selling net of the trading fee).
--
-- wallet_stats: per user, the sums of those rows (biggest: their maximum).
-- A deferred trigger on journal_entries (wallet_stats_add_entry) adds each
-- entry's rows when its transaction commits, when all of the entry's
-- postings, its payment's outcome and its history rows exist; a rolled-back
-- transaction adds nothing. The tests check after every money test that the
-- totals equal a recount of the whole ledger through the same view.
--
-- token_years: per user, year (Iraq's time) and property, the net tokens
-- moved; the dashboard's chart reads these instead of every token movement.
-- Kept by a row trigger on token_movements (token_years_add_movement).
--
-- Lock order: the rows written belong to users whose wallets or holdings the
-- transaction already holds locked; both triggers write in ascending user id.

CREATE TABLE wallet_stats (
  user_id       uuid PRIMARY KEY REFERENCES users (id),
  deposited     bigint NOT NULL DEFAULT 0,
  deposits      bigint NOT NULL DEFAULT 0,
  biggest       bigint NOT NULL DEFAULT 0,
  via_cash      bigint NOT NULL DEFAULT 0,
  via_fastpay   bigint NOT NULL DEFAULT 0,
  via_fib       bigint NOT NULL DEFAULT 0,
  via_card      bigint NOT NULL DEFAULT 0,
  withdrawn     bigint NOT NULL DEFAULT 0,
  spent         bigint NOT NULL DEFAULT 0,
  spent_wallet  bigint NOT NULL DEFAULT 0,
  spent_fastpay bigint NOT NULL DEFAULT 0,
  spent_fib     bigint NOT NULL DEFAULT 0,
  spent_card    bigint NOT NULL DEFAULT 0,
  rent          bigint NOT NULL DEFAULT 0,
  selling       bigint NOT NULL DEFAULT 0
);
-- A rent run updates up to 100,000 of these rows at once: with room on each
-- page the new versions stay beside the old (HOT, no index entry), as for
-- wallet balances (migration 0027).
ALTER TABLE wallet_stats SET (fillfactor = 50);

CREATE TABLE token_years (
  user_id     uuid NOT NULL REFERENCES users (id),
  year        integer NOT NULL,
  property_id uuid NOT NULL REFERENCES properties (id),
  delta       bigint NOT NULL,
  PRIMARY KEY (user_id, year, property_id)
);

-- A deposit's payment, found by its entry.
CREATE INDEX payments_entry_idx ON payments (entry_id) WHERE entry_id IS NOT NULL;

CREATE VIEW wallet_figures_by_entry AS
SELECT x.entry_id, x.user_id,
       coalesce(sum(x.deposit) FILTER (WHERE x.deposit > 0), 0)::bigint AS deposited,
       count(*) FILTER (WHERE x.deposit > 0)::bigint AS deposits,
       coalesce(max(x.deposit) FILTER (WHERE x.deposit > 0), 0)::bigint AS biggest,
       coalesce(sum(x.deposit) FILTER (WHERE x.deposit > 0 AND x.provider = 'cash'), 0)::bigint AS via_cash,
       coalesce(sum(x.deposit) FILTER (WHERE x.deposit > 0 AND x.provider = 'fastpay'), 0)::bigint AS via_fastpay,
       coalesce(sum(x.deposit) FILTER (WHERE x.deposit > 0 AND x.provider = 'fib'), 0)::bigint AS via_fib,
       coalesce(sum(x.deposit) FILTER (WHERE x.deposit > 0 AND x.provider = 'card'), 0)::bigint AS via_card,
       coalesce(sum(x.withdrawn), 0)::bigint AS withdrawn,
       coalesce(sum(x.cost), 0)::bigint AS spent,
       coalesce(sum(x.cost) FILTER (WHERE x.method = 'wallet'), 0)::bigint AS spent_wallet,
       coalesce(sum(x.cost) FILTER (WHERE x.method = 'fastpay'), 0)::bigint AS spent_fastpay,
       coalesce(sum(x.cost) FILTER (WHERE x.method = 'fib'), 0)::bigint AS spent_fib,
       coalesce(sum(x.cost) FILTER (WHERE x.method = 'card'), 0)::bigint AS spent_card,
       coalesce(sum(x.rent), 0)::bigint AS rent,
       coalesce(sum(x.selling), 0)::bigint AS selling
  FROM (
    -- The payment, the provider and the method are joined LATERAL, each only for
    -- the postings it concerns: as scalar subqueries in these CASEs, the planner
    -- copied them into every aggregate that reads the column (a dozen runs a row).
    SELECT p.entry_id, a.user_id,
           CASE WHEN dep.is THEN p.amount - coalesce(pay.spent, 0) END AS deposit,
           CASE WHEN dep.is THEN prov.provider END AS provider,
           CASE WHEN a.kind = 'user_held' AND e.kind = 'withdrawal_payout' THEN -p.amount END AS withdrawn,
           CASE WHEN spend.is THEN -p.amount END AS cost,
           CASE WHEN spend.is THEN coalesce(tx.payment_with, 'wallet') END AS method,
           CASE WHEN a.kind = 'user_available' AND e.kind = 'rent' AND p.amount > 0 THEN p.amount END AS rent,
           CASE WHEN a.kind = 'user_available' AND e.kind = 'trade' AND p.amount > 0 THEN p.amount END AS selling
      FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
     CROSS JOIN LATERAL (SELECT a.kind = 'user_available' AND e.kind IN ('deposit', 'cash_deposit') AND p.amount > 0 AS is) dep
     CROSS JOIN LATERAL (SELECT a.kind = 'user_available' AND e.kind IN ('purchase', 'trade', 'gift') AND p.amount < 0 AS is) spend
      LEFT JOIN LATERAL (SELECT (x.outcome->>'spent')::bigint AS spent FROM payments x
                          WHERE dep.is AND x.entry_id = p.entry_id AND x.user_id = a.user_id LIMIT 1) pay ON true
      LEFT JOIN LATERAL (SELECT la.provider FROM postings q JOIN ledger_accounts la ON la.id = q.account_id
                          WHERE dep.is AND q.entry_id = p.entry_id AND la.kind = 'provider_cash' LIMIT 1) prov ON true
      LEFT JOIN LATERAL (SELECT t.payment_with FROM transactions t
                          WHERE spend.is AND t.entry_id = p.entry_id AND t.user_id = a.user_id AND t.type IN ('buy', 'token_purchase', 'gift') LIMIT 1) tx ON true
     WHERE a.kind IN ('user_available', 'user_held')
  ) x
 GROUP BY x.entry_id, x.user_id;

-- Placeholders: the function files of the same names define them, in the same transaction.
CREATE FUNCTION wallet_stats_add_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION token_years_add_movement() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;

CREATE CONSTRAINT TRIGGER journal_entries_wallet_stats AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('deposit', 'cash_deposit', 'withdrawal_payout', 'purchase', 'trade', 'gift', 'rent'))
  EXECUTE FUNCTION wallet_stats_add_entry();
CREATE TRIGGER token_movements_years AFTER INSERT OR UPDATE OF to_user, from_user, property_id, tokens, created_at ON token_movements
  FOR EACH ROW EXECUTE FUNCTION token_years_add_movement();

-- The history so far.
-- Statistics first: with stale ones (a bulk load just before) the planner
-- chose sequential scans inside the per-posting lookups, and a recount of
-- 200,000 postings took minutes instead of about a second.
ANALYZE postings, journal_entries, ledger_accounts, payments, transactions, token_movements;
INSERT INTO wallet_stats (user_id, deposited, deposits, biggest, via_cash, via_fastpay, via_fib, via_card, withdrawn, spent, spent_wallet, spent_fastpay, spent_fib, spent_card, rent, selling)
SELECT user_id, sum(deposited), sum(deposits), max(biggest), sum(via_cash), sum(via_fastpay), sum(via_fib), sum(via_card), sum(withdrawn), sum(spent), sum(spent_wallet), sum(spent_fastpay), sum(spent_fib), sum(spent_card), sum(rent), sum(selling)
  FROM wallet_figures_by_entry GROUP BY user_id;
INSERT INTO token_years (user_id, year, property_id, delta)
SELECT x.user_id, extract(year FROM x.created_at AT TIME ZONE 'Asia/Baghdad')::int, x.property_id, sum(x.delta)
  FROM (SELECT to_user AS user_id, property_id, created_at, tokens AS delta FROM token_movements WHERE to_user IS NOT NULL
        UNION ALL
        SELECT from_user, property_id, created_at, -tokens FROM token_movements WHERE from_user IS NOT NULL) x
 GROUP BY 1, 2, 3;
