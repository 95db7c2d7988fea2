-- The prices a sell order or private offer may carry (decisions.md §13):
-- p_min_pct to p_max_pct percent of the current token price, whole dinars,
-- the lower bound rounded up and the upper one down so both stay inside the
-- band. Shared by sahm_list_tokens (listing) and sahm_fill_order (buying, for
-- orders that a revaluation has since left outside). Takes no lock.
CREATE OR REPLACE FUNCTION sahm_price_band(p_current bigint, p_min_pct integer, p_max_pct integer, OUT min_price bigint, OUT max_price bigint)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_min_pct IS NULL OR p_max_pct IS NULL OR p_min_pct < 1 OR p_min_pct > 100 OR p_max_pct < 100 THEN
    RAISE EXCEPTION 'PRICE_BAND_INVALID: % to %', p_min_pct, p_max_pct;
  END IF;
  min_price := greatest(1, (p_current * p_min_pct + 99) / 100);
  max_price := (p_current * p_max_pct) / 100;
END $$;
