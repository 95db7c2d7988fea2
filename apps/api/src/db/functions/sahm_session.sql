-- The session behind a bearer token (decisions.md §8, §13), looked up on
-- nearly every request: not revoked, not past its 30 days, used within the
-- last p_idle_seconds, its user not disabled. As an ad-hoc statement
-- PostgreSQL parsed and planned the join each time, which cost four times the
-- lookup itself (0.15 ms of backend CPU against 0.035 ms); PL/pgSQL keeps the
-- plans of its statements for the connection's life.
--
-- It also records the use, for the idle limit, without adding a write to
-- every request: last_used_at moves only when it is a minute old, so a
-- session costs at most one row update a minute however busy it is. The
-- update takes the row with SKIP LOCKED: a request that finds another one
-- touching the same session goes on without waiting (the other's write
-- counts for both). Called in autocommit, the touch commits at once and
-- holds no lock past the lookup.
CREATE OR REPLACE FUNCTION sahm_session(p_token_hash bytea, p_idle_seconds integer)
RETURNS TABLE (session_id uuid, user_id uuid, role text, email text)
LANGUAGE plpgsql AS $$
DECLARE
  v_session uuid;
  v_user uuid;
  v_role text;
  v_email text;
  v_used timestamptz;
BEGIN
  SELECT s.id, u.id, u.role::text, u.email::text, s.last_used_at INTO v_session, v_user, v_role, v_email, v_used
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = p_token_hash
     AND s.revoked_at IS NULL
     AND s.expires_at > now()
     AND s.last_used_at > now() - make_interval(secs => p_idle_seconds)
     AND u.disabled_at IS NULL;
  IF NOT FOUND THEN RETURN; END IF;
  IF v_used < now() - interval '1 minute' THEN
    UPDATE sessions SET last_used_at = now()
     WHERE id = (SELECT s.id FROM sessions s WHERE s.id = v_session FOR NO KEY UPDATE SKIP LOCKED);
  END IF;
  RETURN QUERY SELECT v_session, v_user, v_role, v_email;
END $$;
