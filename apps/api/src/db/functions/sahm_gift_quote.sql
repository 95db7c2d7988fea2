-- The gates of a gift (sahm_gift_holding, sahm_gift_purchase; decisions.md
-- §6) without giving: checked before a provider payment for a gift is
-- created, so nobody pays a provider for a gift that would be refused. In the
-- gift functions' order (investor, property and tokens, the minimum for a
-- purchase, then the receiver last, so a gift the sender could never make
-- says nothing about whether a phone is registered). Returns what the sender
-- pays: the fee, plus the tokens' value for a purchase. Reads only, takes no
-- lock: the gift itself re-checks everything when the payment settles.
CREATE OR REPLACE FUNCTION sahm_gift_quote(p_sender uuid, p_receiver_phone text, p_property uuid, p_tokens bigint, p_type text,
                                           p_fee_bps integer, p_min_amount bigint)
RETURNS TABLE (receiver_id uuid, price_per_token bigint, value bigint, fee bigint, charged bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_price bigint;
  v_free bigint;
  v_locked boolean;
  v_receiver uuid;
  v_value bigint;
  v_fee bigint;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_type NOT IN ('holding', 'purchase') THEN RAISE EXCEPTION 'GIFT_TYPE_INVALID'; END IF;
  PERFORM sahm_require_investor(p_sender);
  IF p_type = 'holding' THEN
    SELECT p.valuation / p.total_tokens, p.is_locked INTO v_price, v_locked FROM properties p WHERE p.id = p_property;
    IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
    IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
    SELECT h.tokens INTO v_free FROM holdings h WHERE h.user_id = p_sender AND h.property_id = p_property;
    IF coalesce(v_free, 0) < p_tokens THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text; END IF;
    v_value := p_tokens * v_price;
  ELSE
    SELECT t.price_per_token INTO v_price FROM sahm_take_platform_tokens(p_property, p_tokens, p_dry_run => true) t;
    v_value := p_tokens * v_price;
    IF v_value < p_min_amount THEN RAISE EXCEPTION 'MIN_INVESTMENT' USING DETAIL = p_min_amount::text; END IF;
  END IF;
  v_fee := sahm_fee(v_value, p_fee_bps);
  v_receiver := sahm_receiver_by_phone(p_sender, p_receiver_phone);
  RETURN QUERY SELECT v_receiver, v_price, v_value, v_fee, CASE WHEN p_type = 'holding' THEN v_fee ELSE v_value + v_fee END;
END $$;
