-- The session behind a bearer token (decisions.md §8), looked up on nearly
-- every request. As an ad-hoc statement PostgreSQL parsed and planned the join
-- each time, which cost four times the lookup itself (0.15 ms of backend CPU
-- against 0.035 ms); PL/pgSQL keeps the plan of its statement for the
-- connection's life, so the lookup is planned once per pooled connection.
CREATE OR REPLACE FUNCTION sahm_session(p_token_hash bytea)
RETURNS TABLE (session_id uuid, user_id uuid, role text, email text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, u.id, u.role::text, u.email::text
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = p_token_hash
       AND s.revoked_at IS NULL
       AND s.expires_at > now()
       AND u.disabled_at IS NULL;
END $$;
