-- Fees round half up to the whole dinar (decisions.md §3); one rounding rule
-- for the trading fee and the gift fee.
CREATE OR REPLACE FUNCTION sahm_fee(p_amount bigint, p_bps integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT floor((p_amount::numeric * p_bps + 5000) / 10000)::bigint
$$;
