-- Rent and value growth (decisions.md §3, §10, §14): monthly rent runs, paid
-- exactly once per property and month, and the auto-reinvest setting.
--
-- A run is a row of rent_runs plus two journal entries: the month's gross
-- rent comes in from the operator's cash account to the property's rent pool
-- (collection), and leaves the pool to the holders and, as the fee and any
-- leftover dinar, to platform revenue (payout). The unique constraint below
-- is what makes a retried, doubled or crashed-and-restarted job harmless: a
-- second run of the same property and month cannot commit.

CREATE TABLE rent_runs (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id         uuid NOT NULL REFERENCES properties (id),
  -- The month paid: its first day.
  period              date NOT NULL CHECK (extract(day FROM period) = 1),
  gross               bigint NOT NULL CHECK (gross > 0),
  fee_bps             integer NOT NULL CHECK (fee_bps BETWEEN 0 AND 10000),
  fee                 bigint NOT NULL CHECK (fee >= 0 AND fee <= gross),
  -- Σ payouts to holders.
  paid                bigint NOT NULL CHECK (paid >= 0),
  -- Dinars the largest-remainder split gave nobody (ties at the cut-off): platform revenue.
  leftover            bigint NOT NULL CHECK (leftover >= 0),
  -- Holders and their tokens (free + listed) at the run.
  holders             integer NOT NULL CHECK (holders > 0),
  tokens              bigint NOT NULL CHECK (tokens > 0),
  -- Rent that auto-reinvest spent on more tokens of the property in the same transaction.
  reinvested          bigint NOT NULL DEFAULT 0 CHECK (reinvested >= 0),
  collection_entry_id bigint NOT NULL REFERENCES journal_entries (id),
  payout_entry_id     bigint NOT NULL REFERENCES journal_entries (id),
  -- The admin who ran it; null: the monthly schedule.
  admin_id            uuid REFERENCES users (id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (paid + fee + leftover = gross),
  CONSTRAINT rent_runs_once_per_month UNIQUE (property_id, period)
);
-- The console's history: newest first, all months or one.
CREATE INDEX rent_runs_history_idx ON rent_runs (created_at DESC, id DESC);
CREATE INDEX rent_runs_period_idx ON rent_runs (period, created_at DESC, id DESC);

-- Auto-reinvest (decisions.md §14): an investor's choice to put rent back into
-- the property it came from.
CREATE TABLE auto_reinvest (
  user_id    uuid PRIMARY KEY REFERENCES users (id),
  enabled    boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rent a holder with auto-reinvest on has earned from a property and not yet
-- reinvested. Not money (the money is in the wallet): a counter that says
-- when enough has accrued for the minimum investment.
CREATE TABLE rent_accruals (
  user_id     uuid NOT NULL REFERENCES users (id),
  property_id uuid NOT NULL REFERENCES properties (id),
  amount      bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, property_id)
);

-- Bulk postings. A run pays up to 100,000 holders in one entry. The two
-- per-row posting triggers cost a PL/pgSQL call and an UPDATE per posting,
-- and the deferred check of an entry of n postings sums all n of them once
-- per posting. Both now skip a posting while sahm.ledger_bulk is 'on', which
-- only ledger_post_bulk() sets, for the statement that inserts its postings;
-- it then moves each account's balance once by the sum of its postings and
-- checks each of its entries sums to zero itself. Everything else is as before.
DROP TRIGGER postings_apply ON postings;
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW
  WHEN (current_setting('sahm.ledger_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION ledger_apply_posting();
DROP TRIGGER postings_balanced ON postings;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('sahm.ledger_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION ledger_check_entry();
