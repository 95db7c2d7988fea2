-- The gates of buying from an order (sahm_fill_order; decisions.md §5)
-- without buying: checked before a provider payment for it is created, so
-- nobody pays a provider for a purchase that would be refused. Same
-- refusals in the same order, up to the balance (the provider pays). Returns
-- what the buyer pays: tokens × the order's price (the seller pays the
-- trading fee). Reads only, takes no lock: the purchase itself re-checks
-- everything when the payment settles.
CREATE OR REPLACE FUNCTION sahm_fill_quote(p_buyer uuid, p_order uuid, p_tokens bigint, p_min_pct integer, p_max_pct integer)
RETURNS TABLE (property_id uuid, is_private boolean, price_per_token bigint, amount bigint)
LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_locked boolean;
  v_current bigint;
  v_band record;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  PERFORM sahm_require_investor(p_buyer);
  SELECT * INTO o FROM orders WHERE id = p_order;
  IF NOT FOUND OR (o.receiver_id IS NOT NULL AND o.receiver_id <> p_buyer) THEN RAISE EXCEPTION 'ORDER_NOT_FOUND'; END IF;
  IF o.seller_id = p_buyer THEN RAISE EXCEPTION 'OWN_ORDER'; END IF;
  IF o.status <> 'open' THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  IF EXISTS (SELECT 1 FROM users WHERE id = o.seller_id AND disabled_at IS NOT NULL) THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  IF o.receiver_id IS NOT NULL AND p_tokens <> o.tokens_remaining THEN RAISE EXCEPTION 'BID_TOKENS_MISMATCH'; END IF;
  IF p_tokens > o.tokens_remaining THEN RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = o.tokens_remaining::text; END IF;
  SELECT p.is_locked, p.valuation / p.total_tokens INTO v_locked, v_current FROM properties p WHERE p.id = o.property_id;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  SELECT * INTO v_band FROM sahm_price_band(v_current, p_min_pct, p_max_pct);
  IF o.price_per_token < v_band.min_price OR o.price_per_token > v_band.max_price THEN RAISE EXCEPTION 'ORDER_PRICE_OUT_OF_BAND'; END IF;
  RETURN QUERY SELECT o.property_id, o.receiver_id IS NOT NULL, o.price_per_token, p_tokens * o.price_per_token;
END $$;
