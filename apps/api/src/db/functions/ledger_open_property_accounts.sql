-- Every property has its sale-proceeds and rent-pool accounts from the start,
-- so money functions only look them up, never create them mid-transaction.
-- Trigger properties_open_accounts (migration 0005).
CREATE OR REPLACE FUNCTION ledger_open_property_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (kind, property_id) VALUES ('property_proceeds', NEW.id), ('property_rent_pool', NEW.id)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
