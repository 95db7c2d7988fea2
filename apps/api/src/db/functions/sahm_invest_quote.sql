-- The purchase gates of sahm_invest_wallet (decisions.md §4) without buying:
-- checked before a provider payment for an investment is created, so nobody
-- pays a provider for a purchase that would be refused. Reads only, takes no
-- lock: the purchase itself re-checks everything when the payment settles.
CREATE OR REPLACE FUNCTION sahm_invest_quote(p_user uuid, p_property uuid, p_tokens bigint, p_min_amount bigint)
RETURNS TABLE (price_per_token bigint, amount bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_price bigint;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  PERFORM sahm_require_investor(p_user);
  SELECT t.price_per_token INTO v_price FROM sahm_take_platform_tokens(p_property, p_tokens, p_dry_run => true) t;
  IF v_price * p_tokens < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;
  RETURN QUERY SELECT v_price, v_price * p_tokens;
END $$;
