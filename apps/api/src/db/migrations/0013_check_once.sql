-- The token invariant (platform inventory + holdings = total tokens) is
-- checked at commit by a deferred trigger on every changed holdings row and
-- every changed property row, and each check sums every holding of the
-- property. A purchase changed two rows (two sums), a group of n purchases of
-- one property 2n, a trade two: the cost grew with holders × rows changed.
-- All pending checks of one commit see the same final state, so one check per
-- property per commit is as strong as all of them.
--
-- The set of properties already checked lives in a transaction-local setting
-- keyed by the statement that fires the checks (statement_timestamp(): the
-- COMMIT, or an explicit SET CONSTRAINTS ... IMMEDIATE, which fires the
-- pending checks early; rows changed after it queue new checks under a later
-- statement, which are not skipped).

CREATE FUNCTION tokens_check_once(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE FUNCTION holdings_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_check_once(NEW.property_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION properties_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_check_once(NEW.id);
  RETURN NULL;
END $$;
