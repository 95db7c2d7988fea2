-- Whole dinars with thousands separators, for notification texts.
CREATE OR REPLACE FUNCTION sahm_iqd(p_amount bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_amount, 'FM999,999,999,999,999,990')
$$;
