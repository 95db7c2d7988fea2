-- Double entry (decisions.md §3): every journal entry sums to zero, checked
-- when the transaction commits, so a money function may post its legs in any
-- order. Deferred constraint trigger postings_balanced (migration 0005).
CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM postings WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'LEDGER_UNBALANCED: entry % sums to %', NEW.entry_id, total;
  END IF;
  RETURN NULL;
END $$;
