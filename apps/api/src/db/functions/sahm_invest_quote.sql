-- The purchase gates of sahm_invest_wallet (decisions.md §4) without buying:
-- checked before a provider payment for an investment is created, so nobody
-- pays a provider for a purchase that would be refused. Reads only, takes no
-- lock: the purchase itself re-checks everything when the payment settles.
CREATE OR REPLACE FUNCTION sahm_invest_quote(p_user uuid, p_property uuid, p_tokens bigint, p_min_amount bigint)
RETURNS TABLE (price_per_token bigint, amount bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_kyc text;
  v_phone boolean;
  v_price bigint;
  v_left bigint;
  v_locked boolean;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  SELECT kyc_status, is_phone_verified INTO v_kyc, v_phone FROM users WHERE id = p_user AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
  IF v_kyc <> 'verified' THEN RAISE EXCEPTION 'KYC_NOT_VERIFIED'; END IF;
  IF NOT v_phone THEN RAISE EXCEPTION 'PHONE_NOT_VERIFIED'; END IF;

  SELECT valuation / total_tokens, platform_tokens, is_locked INTO v_price, v_left, v_locked FROM properties WHERE id = p_property;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  IF v_left = 0 THEN RAISE EXCEPTION 'PROPERTY_SOLD_OUT'; END IF;
  IF v_left < p_tokens THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = v_left::text; END IF;
  IF v_price * p_tokens < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;
  RETURN QUERY SELECT v_price, v_price * p_tokens;
END $$;
