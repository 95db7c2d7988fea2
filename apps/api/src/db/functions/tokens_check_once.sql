-- Runs tokens_assert_balanced() once per property per commit. Every changed
-- holdings or property row queues a check, and each check sums every holding
-- of the property, so the cost grew with holders × rows changed; all pending
-- checks of one commit see the same final state, so one per property is as
-- strong as all of them (migration 0013).
--
-- The properties already checked live in a transaction-local setting keyed by
-- the statement that fires the checks (statement_timestamp(): the COMMIT, or
-- a SET CONSTRAINTS ... IMMEDIATE, which fires pending checks early; rows
-- changed after it queue checks under a later statement, not skipped).
CREATE OR REPLACE FUNCTION tokens_check_once(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_key text := statement_timestamp()::text;
  v_done text := current_setting('sahm.tokens_checked', true);
BEGIN
  IF v_done IS NOT NULL AND v_done <> '' THEN
    IF split_part(v_done, '|', 1) = v_key AND position(pid::text IN v_done) > 0 THEN
      RETURN;
    END IF;
    IF split_part(v_done, '|', 1) <> v_key THEN v_done := NULL; END IF;
  END IF;
  PERFORM tokens_assert_balanced(pid);
  PERFORM set_config('sahm.tokens_checked', coalesce(nullif(v_done, ''), v_key) || '|' || pid::text, true);
END $$;
