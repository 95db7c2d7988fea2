-- Notes a statement's history rows, per user and type, in the transaction-local
-- setting sahm.history_rows ({"<user id> <type>": rows}), for history_rows_add()
-- to add to wallet_stats at commit (migration 0032). Set-based: one query a
-- statement, whatever its rows; it takes no lock. Rows inserted while
-- sahm.history_rows_counted is on (a rent run, which counts its own) are not noted.
CREATE OR REPLACE FUNCTION history_rows_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_moved jsonb;
  v_kept jsonb;
BEGIN
  IF coalesce(current_setting('sahm.history_rows_counted', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(x.k, x.n) INTO v_moved
      FROM (SELECT a.user_id || ' ' || a.type AS k, count(*) AS n FROM added a GROUP BY 1) x;
  ELSE
    SELECT jsonb_object_agg(x.k, x.n) INTO v_moved
      FROM (SELECT r.user_id || ' ' || r.type AS k, -count(*) AS n FROM removed r GROUP BY 1) x;
  END IF;
  IF v_moved IS NULL THEN
    RETURN NULL;
  END IF;
  v_kept := coalesce(nullif(current_setting('sahm.history_rows', true), ''), '{}')::jsonb;
  SELECT jsonb_object_agg(e.k, e.n) INTO v_kept
    FROM (SELECT k, sum(n::bigint) AS n
            FROM (SELECT * FROM jsonb_each_text(v_kept) UNION ALL SELECT * FROM jsonb_each_text(v_moved)) AS u(k, n)
           GROUP BY k) e;
  PERFORM set_config('sahm.history_rows', v_kept::text, true);
  RETURN NULL;
END $$;
