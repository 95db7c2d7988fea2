-- Both sides of a gift (decisions.md §6): history rows typed Gift and
-- Received (spec.md §3) and notifications, shared by the two kinds of gift.
-- The receiver paid nothing, so their row says 'platform'. Takes no lock.
CREATE OR REPLACE FUNCTION sahm_record_gift(p_gift uuid, p_entry bigint, p_sender uuid, p_receiver uuid, p_property uuid,
                                 p_tokens bigint, p_price bigint, p_value bigint, p_fee bigint,
                                 OUT transaction_id uuid, OUT receiver_username text, OUT notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_name jsonb;
  v_sender_name text;
  v_receiver_name text;
  v_params jsonb;
BEGIN
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (p_sender, 'gift', 'success', p_property, p_tokens, p_price, p_value, p_fee, 'wallet', p_receiver, p_entry, p_gift)
    RETURNING id INTO transaction_id;
  INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, fee, payment_with, counterparty_user_id, entry_id, reference_id)
    VALUES (p_receiver, 'received', 'success', p_property, p_tokens, p_price, p_value, 0, 'platform', p_sender, p_entry, p_gift);
  SELECT name INTO v_name FROM properties WHERE id = p_property;
  SELECT username INTO v_sender_name FROM users WHERE id = p_sender;
  SELECT username INTO v_receiver_name FROM users WHERE id = p_receiver;
  receiver_username := v_receiver_name;
  v_params := jsonb_build_object('tokens', p_tokens, 'property', v_name);
  notifications := jsonb_build_array(
    sahm_notify(p_sender, 'buy_sell', 'NOTIFY_GIFT_SENT', v_params || jsonb_build_object('user', v_receiver_name)),
    sahm_notify(p_receiver, 'buy_sell', 'NOTIFY_GIFT_RECEIVED', v_params || jsonb_build_object('user', v_sender_name)));
END $$;
