-- Closing an open order returns its unfilled tokens to the seller's free
-- tokens (decisions.md §5):
--   'cancel' (POST /marketplace/cancel-order): the seller withdraws a public order → canceled.
--   'withdraw' (POST /marketplace/refund-request): the seller withdraws a private offer → canceled.
--   'reject' (POST /marketplace/cancel-bid): the receiver refuses a private offer → rejected.
-- Anyone else gets ORDER_NOT_FOUND, so order ids do not leak. tokens_remaining
-- keeps the count that was returned.
--
-- Lock order: the order row, then the seller's holding. No money moves.
CREATE OR REPLACE FUNCTION sahm_close_order(p_user uuid, p_order uuid, p_action text, p_property uuid)
RETURNS TABLE (property_id uuid, tokens bigint, price_per_token bigint, status text, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_status text;
  v_name jsonb;
  v_seller_name text;
  v_receiver_name text;
  v_params jsonb;
  v_notes jsonb;
BEGIN
  IF p_action NOT IN ('cancel', 'withdraw', 'reject') THEN RAISE EXCEPTION 'CLOSE_ACTION_INVALID: %', p_action; END IF;
  SELECT * INTO o FROM orders WHERE id = p_order FOR NO KEY UPDATE;
  IF NOT FOUND
     OR (p_action = 'cancel' AND (o.seller_id <> p_user OR o.receiver_id IS NOT NULL OR o.property_id IS DISTINCT FROM p_property))
     OR (p_action = 'withdraw' AND (o.seller_id <> p_user OR o.receiver_id IS NULL))
     OR (p_action = 'reject' AND o.receiver_id IS DISTINCT FROM p_user) THEN
    RAISE EXCEPTION 'ORDER_NOT_FOUND';
  END IF;
  IF o.status <> 'open' THEN RAISE EXCEPTION 'ORDER_CLOSED'; END IF;
  v_status := CASE WHEN p_action = 'reject' THEN 'rejected' ELSE 'canceled' END;

  UPDATE orders SET status = v_status, updated_at = now() WHERE id = p_order;
  UPDATE holdings SET listed = holdings.listed - o.tokens_remaining, tokens = holdings.tokens + o.tokens_remaining
   WHERE user_id = o.seller_id AND holdings.property_id = o.property_id AND holdings.listed >= o.tokens_remaining;
  IF NOT FOUND THEN RAISE EXCEPTION 'ORDERS_UNBALANCED: seller % lists fewer tokens than order %', o.seller_id, o.id; END IF;

  SELECT name INTO v_name FROM properties WHERE id = o.property_id;
  v_params := jsonb_build_object('tokens', o.tokens_remaining, 'property', v_name);
  IF p_action = 'cancel' THEN
    v_notes := jsonb_build_array(sahm_notify(o.seller_id, 'buy_sell', 'NOTIFY_ORDER_CANCELED', v_params));
  ELSE
    SELECT username INTO v_seller_name FROM users WHERE id = o.seller_id;
    SELECT username INTO v_receiver_name FROM users WHERE id = o.receiver_id;
    IF p_action = 'reject' THEN
      v_notes := jsonb_build_array(
        sahm_notify(o.receiver_id, 'offers', 'NOTIFY_OFFER_YOU_REJECTED', v_params || jsonb_build_object('user', v_seller_name)),
        sahm_notify(o.seller_id, 'offers', 'NOTIFY_OFFER_REJECTED', v_params || jsonb_build_object('user', v_receiver_name)));
    ELSE
      v_notes := jsonb_build_array(
        sahm_notify(o.seller_id, 'offers', 'NOTIFY_OFFER_YOU_WITHDREW', v_params || jsonb_build_object('user', v_receiver_name)),
        sahm_notify(o.receiver_id, 'offers', 'NOTIFY_OFFER_WITHDRAWN', v_params || jsonb_build_object('user', v_seller_name)));
    END IF;
  END IF;
  RETURN QUERY SELECT o.property_id, o.tokens_remaining, o.price_per_token, v_status, v_notes;
END $$;
