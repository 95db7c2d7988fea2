-- Turns per-row triggers off until the caller turns them back on
-- (set_config('session_replication_role', 'origin', true)) or its
-- transaction ends, for a bulk insert whose foreign keys the caller checks
-- itself, set-based: PostgreSQL checks a foreign key with one query per row
-- inserted, and a rent run inserts 300,000 rows with six foreign keys
-- between them (ledger_post_bulk, sahm_rent_pay; each says what it checks
-- instead and why that is the same guarantee).
--
-- session_replication_role 'replica' fires no ordinary trigger, foreign-key
-- checks included; CHECK, NOT NULL and unique constraints are not triggers
-- and still apply. Only a superuser, or a role granted SET on that setting,
-- may change it: the embedded server's role is one. Returns whether it is
-- now off; false (another role) means the caller's insert runs with every
-- per-row check, as it would without this function. Set locally, so an error
-- anywhere in the transaction turns the triggers back on with its rollback.
CREATE OR REPLACE FUNCTION sahm_row_triggers_off() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  RETURN true;
EXCEPTION WHEN insufficient_privilege THEN
  RETURN false;
END $$;
