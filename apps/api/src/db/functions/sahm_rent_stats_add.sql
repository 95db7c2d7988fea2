-- Adds rent to the holders' running totals (wallet_stats, migrations 0028,
-- 0031 and 0032): each user's rent and their count of rent rows in their
-- history. sahm_rent_pay calls it for the holders it pays (a run paid in
-- parts keeps them on the wallets instead: migration 0040), whose wallets it
-- holds locked (4), so no other transaction writes
-- these rows now (8) and the order of the update does not matter.
--
-- Most holders have a row: one UPDATE of them all writes each once (an
-- upsert locked and then updated each), found through the primary key for
-- the users named, not a hash of every user's row. The others' rows are
-- inserted in ascending user id; their user exists as surely (a locked
-- wallet's user cannot go away), so the foreign key is not checked row by
-- row either, where sahm_row_triggers_off() may turn that off.
CREATE OR REPLACE FUNCTION sahm_rent_stats_add(p_users uuid[], p_amounts bigint[], p_rows bigint[])
RETURNS void
LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_stats bigint;
  v_unchecked boolean;
BEGIN
  UPDATE wallet_stats w SET rent = w.rent + x.payout, rows_rent = w.rows_rent + x.rows
    FROM unnest(p_users, p_amounts, p_rows) AS x(holder, payout, rows)
   WHERE w.user_id = x.holder AND w.user_id = ANY (p_users);
  GET DIAGNOSTICS v_stats = ROW_COUNT;
  IF v_stats < cardinality(p_users) THEN
    v_unchecked := sahm_row_triggers_off();
    INSERT INTO wallet_stats AS w (user_id, rent, rows_rent)
    SELECT x.holder, x.payout, x.rows
      FROM unnest(p_users, p_amounts, p_rows) AS x(holder, payout, rows)
     WHERE NOT EXISTS (SELECT 1 FROM wallet_stats s WHERE s.user_id = x.holder)
     ORDER BY x.holder
    ON CONFLICT (user_id) DO UPDATE SET rent = w.rent + EXCLUDED.rent, rows_rent = w.rows_rent + EXCLUDED.rows_rent;
    IF v_unchecked THEN PERFORM set_config('session_replication_role', 'origin', true); END IF;
  END IF;
END $$;
