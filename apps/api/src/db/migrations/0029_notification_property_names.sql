-- Notifications name a property by its name in every language (the properties.name object),
-- so each reader sees it in their own (src/notifications/notifier.ts localizes such a parameter
-- when it presents the notification); rows stored before keep their English text, which reads
-- as before. The purchase functions hand that object to the caller for the notification it
-- publishes, so their result changes from text to jsonb, which CREATE OR REPLACE cannot do:
-- they are dropped here, whatever their signature, and their function files define them again in the
-- same transaction (src/db/migrate.ts).
DO $$
DECLARE f regprocedure;
BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
            WHERE p.pronamespace = 'public'::regnamespace
              AND p.proname IN ('sahm_invest_wallet_batch', 'sahm_invest_wallet', 'sahm_take_platform_tokens') LOOP
    EXECUTE format('DROP FUNCTION %s', f);
  END LOOP;
END $$;
