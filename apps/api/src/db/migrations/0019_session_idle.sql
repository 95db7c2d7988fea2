-- Sessions end after 7 days without use (decisions.md §13): the session
-- lookup now takes the idle limit and touches last_used_at (at most once a
-- minute), so its old one-argument form goes; its file (sahm_session.sql)
-- defines the new one.
DROP FUNCTION sahm_session(bytea);
