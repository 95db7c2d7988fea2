-- A rent run of a property with many holders, paid in parts on several
-- connections at once (issue 14: 100,000 holders in one transaction keep
-- one backend, one core, busy for seconds while the other core idles).
--
-- The run's first transaction (sahm_rent_pay) takes the holdings at the run,
-- splits the rent, writes the run row, moves the fee and any leftover to
-- platform revenue and leaves the holders' share in the rent pool, and
-- writes the payouts down here, one row per part of the holders (in
-- ascending user id), each with the journal entry that will pay it. Each part
-- is then paid in a transaction of its own (sahm_rent_pay_part), which sets
-- paid_at in the same transaction as the payments: a part is paid exactly
-- once, whoever runs it and however often. A run left with unpaid parts (a
-- worker killed between parts) is finished by the next payRent, the monthly
-- job's retry or an operator's run, from these rows, so the holders are
-- still those of the run.
CREATE TABLE rent_run_parts (
  run_id   uuid NOT NULL REFERENCES rent_runs (id),
  part     integer NOT NULL CHECK (part >= 0),
  -- The entry that pays this part: the rent pool → these holders' wallets.
  entry_id bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  -- Parallel arrays, in ascending user id: each holder paid, their tokens at the run and their payout (> 0).
  holders  uuid[] NOT NULL,
  tokens   bigint[] NOT NULL,
  payouts  bigint[] NOT NULL,
  -- Σ payouts.
  paid     bigint NOT NULL CHECK (paid > 0),
  -- Null until the transaction that paid the part committed.
  paid_at  timestamptz,
  PRIMARY KEY (run_id, part),
  CHECK (cardinality(holders) > 0 AND cardinality(holders) = cardinality(tokens) AND cardinality(holders) = cardinality(payouts))
);
-- What is left to pay, found at the start of every run.
CREATE INDEX rent_run_parts_unpaid_idx ON rent_run_parts (run_id, part) WHERE paid_at IS NULL;

-- sahm_rent_pay takes the most holders a transaction pays (more: parts). On a fresh
-- database no function file has run yet (they run after the migrations): IF EXISTS.
DROP FUNCTION IF EXISTS sahm_rent_pay(uuid[], date, uuid, bigint, integer, integer, integer);
