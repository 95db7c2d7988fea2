-- A history row's user and type are fixed once written: the counts of
-- wallet_stats (migration 0032) are kept per user and type from inserts and
-- deletes alone. Nothing in the application changes them; this makes it so.
CREATE OR REPLACE FUNCTION history_rows_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a history row''s user and type do not change (transaction %)', OLD.id USING ERRCODE = 'integrity_constraint_violation';
END $$;
