-- A provider payment that will not be paid (decisions.md §7): declined
-- ('failed'), canceled or expired. Nothing moves; only a pending payment
-- changes (a guarded update, so it cannot race a settlement into both), and
-- its history rows follow: failed stays failed, canceled and expired show as
-- canceled. Locks only the payment row. (A payment's rows are never rent:
-- said so, the history index by reference serves the update; migration 0036.)
CREATE OR REPLACE FUNCTION sahm_close_payment(p_payment uuid, p_status text)
RETURNS TABLE (user_id uuid, purpose text, amount bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_status NOT IN ('failed', 'canceled', 'expired') THEN RAISE EXCEPTION 'invalid closing status %', p_status; END IF;
  RETURN QUERY
  WITH closed AS (
    UPDATE payments p SET status = p_status, updated_at = now()
     WHERE p.id = p_payment AND p.status = 'pending'
    RETURNING p.id, p.user_id, p.purpose, p.amount
  ), history AS (
    UPDATE transactions t SET status = CASE WHEN p_status = 'failed' THEN 'failed' ELSE 'canceled' END, updated_at = now()
      FROM closed c WHERE t.reference_id = c.id AND t.user_id = c.user_id AND t.status = 'pending' AND t.type <> 'rent'
    RETURNING t.id
  )
  SELECT c.user_id, c.purpose, c.amount FROM closed c;
END $$;
