-- Every user has an available and a held account from the start, so money
-- functions only look them up and lock them, never create them mid-transaction.
-- Trigger users_open_accounts (migration 0005).
CREATE OR REPLACE FUNCTION ledger_open_user_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (kind, user_id) VALUES ('user_available', NEW.id), ('user_held', NEW.id)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
