-- How many history rows each user has of each type, kept in wallet_stats, so
-- the first page of a history list (GET /transaction/list and the wallet and
-- gift lists: "8 of 3,750") reads its total from one row in the page's own
-- statement instead of counting the user's rows in a second one (issue 12:
-- the count and its round trip were what the first page cost more than any
-- other page). Lists with a status, property or date filter still count.
--
-- Kept at commit, like the rest of wallet_stats (migration 0028):
-- - history_rows_note(), a statement trigger on transactions (insert and
--   delete), adds each statement's rows per user and type to a
--   transaction-local setting; it takes no lock. A row's user and type never
--   change (history_rows_fixed() refuses it), so updates move no count.
-- - history_rows_add(), a deferred trigger, adds what the setting holds to
--   wallet_stats at commit, in ascending user id, once every other lock of
--   the transaction is taken, and empties it; a rolled-back transaction adds
--   nothing.
-- - A rent run's rows are not noted: sahm_rent_pay adds its holders' rent
--   rows itself in the update of wallet_stats it already makes (migration
--   0031), setting sahm.history_rows_counted while it inserts them.
-- The tests compare these counts with a recount of transactions after every
-- money test, as they do the other running totals.

ALTER TABLE wallet_stats
  ADD COLUMN rows_buy            bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_sell           bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_receive        bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_rent           bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_revenue        bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_token_purchase bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_deposit        bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_withdraw       bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_gift           bigint NOT NULL DEFAULT 0,
  ADD COLUMN rows_received       bigint NOT NULL DEFAULT 0;

-- Placeholders: the function files of the same names define them, in the same transaction.
CREATE FUNCTION history_rows_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION history_rows_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION history_rows_fixed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;

CREATE TRIGGER transactions_rows_inserted AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION history_rows_note();
CREATE TRIGGER transactions_rows_deleted AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION history_rows_note();
-- A history row keeps its user and type (nothing changes them), so an update moves no count.
CREATE TRIGGER transactions_rows_fixed BEFORE UPDATE OF user_id, type ON transactions
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION history_rows_fixed();
-- Queued for each row noted (the condition is evaluated at once, not at commit); the
-- first to fire adds everything, the others find the setting empty.
CREATE CONSTRAINT TRIGGER transactions_rows_counted AFTER INSERT OR DELETE ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (coalesce(current_setting('sahm.history_rows_counted', true), '') <> 'on')
  EXECUTE FUNCTION history_rows_add();

-- The history so far.
INSERT INTO wallet_stats AS w (user_id, rows_buy, rows_sell, rows_receive, rows_rent, rows_revenue, rows_token_purchase,
                               rows_deposit, rows_withdraw, rows_gift, rows_received)
SELECT t.user_id,
       count(*) FILTER (WHERE t.type = 'buy'), count(*) FILTER (WHERE t.type = 'sell'),
       count(*) FILTER (WHERE t.type = 'receive'), count(*) FILTER (WHERE t.type = 'rent'),
       count(*) FILTER (WHERE t.type = 'revenue'), count(*) FILTER (WHERE t.type = 'token_purchase'),
       count(*) FILTER (WHERE t.type = 'deposit'), count(*) FILTER (WHERE t.type = 'withdraw'),
       count(*) FILTER (WHERE t.type = 'gift'), count(*) FILTER (WHERE t.type = 'received')
  FROM transactions t GROUP BY t.user_id
ON CONFLICT (user_id) DO UPDATE SET
  rows_buy = EXCLUDED.rows_buy, rows_sell = EXCLUDED.rows_sell, rows_receive = EXCLUDED.rows_receive,
  rows_rent = EXCLUDED.rows_rent, rows_revenue = EXCLUDED.rows_revenue, rows_token_purchase = EXCLUDED.rows_token_purchase,
  rows_deposit = EXCLUDED.rows_deposit, rows_withdraw = EXCLUDED.rows_withdraw, rows_gift = EXCLUDED.rows_gift,
  rows_received = EXCLUDED.rows_received;
