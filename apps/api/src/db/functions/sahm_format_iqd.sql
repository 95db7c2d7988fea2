-- Whole dinars with thousands separators (1,250,000), as notification texts
-- show amounts. The one IQD formatter of the database (sahm_iqd, its twin,
-- was dropped in migration 0014).
CREATE OR REPLACE FUNCTION sahm_format_iqd(p_amount bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_amount, 'FM999,999,999,999,999,990')
$$;
