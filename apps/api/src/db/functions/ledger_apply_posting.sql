-- Balances follow postings and nothing else (decisions.md §3): the only
-- writer of ledger_accounts.balance. Trigger postings_apply (migration 0005).
-- Inserting a posting therefore row-locks its account: the order in which a
-- money function inserts postings is part of its lock order.
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NEW;
END $$;
