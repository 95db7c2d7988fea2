-- Stores a notification with the operation, so it commits or rolls back with
-- it, and returns the row for the caller to publish after commit
-- (decisions.md §11: the database is the source of truth).
CREATE OR REPLACE FUNCTION sahm_notify(p_user uuid, p_type text, p_code text, p_params jsonb) RETURNS jsonb LANGUAGE sql AS $$
  INSERT INTO notifications (user_id, type, code, params) VALUES (p_user, p_type, p_code, p_params)
  RETURNING to_jsonb(notifications.*)
$$;
