-- History is never rewritten: postings and the admin audit log refuse UPDATE
-- and DELETE, whatever the code does. Triggers postings_immutable (migration
-- 0005) and audit_log_immutable (migration 0009).
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LEDGER_IMMUTABLE: % on % is not allowed', TG_OP, TG_TABLE_NAME;
END $$;
