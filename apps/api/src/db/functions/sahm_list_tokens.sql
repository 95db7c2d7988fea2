-- POST /marketplace/re-sell (decisions.md §5): free tokens become listed in a
-- new order, public or a private offer to the user with this phone. The
-- guarded update never lists more than the free tokens, whatever runs in
-- parallel. Locks only the seller's holding.
--
-- The price stays within p_min_pct..p_max_pct percent of the current token
-- price (decisions.md §13; sahm_price_band), so a trade cannot move value off
-- the books or stand in for a gift without its fee. The receiver is looked up
-- last, once the seller is known to have the tokens: an offer the seller
-- could never make says nothing about whether a phone is registered.
CREATE OR REPLACE FUNCTION sahm_list_tokens(p_seller uuid, p_property uuid, p_tokens bigint, p_price bigint, p_receiver_phone text,
                                            p_min_pct integer, p_max_pct integer)
RETURNS TABLE (order_id uuid, receiver_id uuid, receiver_username text, created_at timestamptz, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_receiver uuid;
  v_locked boolean;
  v_name jsonb;
  v_free bigint;
  v_order uuid;
  v_created timestamptz;
  v_seller_name text;
  v_receiver_name text;
  v_params jsonb;
  v_notes jsonb;
  v_current bigint;
  v_band record;
BEGIN
  IF p_tokens IS NULL OR p_tokens <= 0 THEN RAISE EXCEPTION 'TOKENS_POSITIVE_INTEGER'; END IF;
  IF p_price IS NULL OR p_price <= 0 THEN RAISE EXCEPTION 'PRICE_ZERO'; END IF;
  PERFORM sahm_require_investor(p_seller);

  SELECT is_locked, name, valuation / total_tokens INTO v_locked, v_name, v_current FROM properties WHERE id = p_property;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  SELECT * INTO v_band FROM sahm_price_band(v_current, p_min_pct, p_max_pct);
  IF p_price < v_band.min_price OR p_price > v_band.max_price THEN
    RAISE EXCEPTION 'PRICE_OUT_OF_BAND' USING DETAIL = v_band.min_price || ',' || v_band.max_price;
  END IF;
  -- The order's total must stay a safe JSON integer.
  IF p_tokens::numeric * p_price > 9007199254740991 THEN RAISE EXCEPTION 'VALUE_TOO_LARGE'; END IF;

  -- Guarded: never lists more than the free tokens, whatever runs in parallel.
  UPDATE holdings SET tokens = holdings.tokens - p_tokens, listed = holdings.listed + p_tokens
   WHERE user_id = p_seller AND property_id = p_property AND holdings.tokens >= p_tokens;
  IF NOT FOUND THEN
    SELECT holdings.tokens INTO v_free FROM holdings WHERE user_id = p_seller AND property_id = p_property;
    RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = coalesce(v_free, 0)::text;
  END IF;
  IF p_receiver_phone IS NOT NULL THEN v_receiver := sahm_receiver_by_phone(p_seller, p_receiver_phone); END IF;

  INSERT INTO orders (seller_id, property_id, receiver_id, tokens_total, tokens_remaining, price_per_token)
    VALUES (p_seller, p_property, v_receiver, p_tokens, p_tokens, p_price)
    RETURNING id, orders.created_at INTO v_order, v_created;

  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name, 'price', p_price);
  IF v_receiver IS NULL THEN
    v_notes := jsonb_build_array(sahm_notify(p_seller, 'buy_sell', 'NOTIFY_LISTED', v_params));
  ELSE
    SELECT username INTO v_seller_name FROM users WHERE id = p_seller;
    SELECT username INTO v_receiver_name FROM users WHERE id = v_receiver;
    v_notes := jsonb_build_array(
      sahm_notify(p_seller, 'offers', 'NOTIFY_OFFER_SENT', v_params || jsonb_build_object('user', v_receiver_name)),
      sahm_notify(v_receiver, 'offers', 'NOTIFY_OFFER_RECEIVED', v_params || jsonb_build_object('user', v_seller_name)));
  END IF;
  RETURN QUERY SELECT v_order, v_receiver, v_receiver_name, v_created, v_notes;
END $$;
