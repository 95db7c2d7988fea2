-- Keeps token_years (migration 0028), a user's net tokens per year (Iraq's
-- time) and property, in step with token_movements: the dashboard's chart by
-- year reads those instead of every movement. An inserted movement adds to
-- its receiving and giving user; a changed one (only tests and repairs move a
-- movement's date) is taken out as it was and added as it is. Rows are
-- written in ascending user id, like the holdings the transaction locked.
CREATE OR REPLACE FUNCTION token_years_add_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO token_years AS y (user_id, year, property_id, delta)
  SELECT x.user_id, extract(year FROM x.created_at AT TIME ZONE 'Asia/Baghdad')::int, x.property_id, sum(x.delta)
    FROM (VALUES (NEW.to_user, NEW.property_id, NEW.created_at, NEW.tokens),
                 (NEW.from_user, NEW.property_id, NEW.created_at, -NEW.tokens),
                 (CASE WHEN TG_OP = 'UPDATE' THEN OLD.to_user END, OLD.property_id, OLD.created_at, -OLD.tokens),
                 (CASE WHEN TG_OP = 'UPDATE' THEN OLD.from_user END, OLD.property_id, OLD.created_at, OLD.tokens)) AS x (user_id, property_id, created_at, delta)
   WHERE x.user_id IS NOT NULL
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (user_id, year, property_id) DO UPDATE SET delta = y.delta + EXCLUDED.delta;
  RETURN NULL;
END $$;
