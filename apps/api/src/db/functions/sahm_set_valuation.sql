-- POST /admin/properties/{id}/valuation (decisions.md §4, §10): an admin
-- sets a property's new value. The token price follows at once (valuation ÷
-- total tokens, whole dinars, everywhere it is read), and so do portfolio
-- values, the dashboard and the cards; the day's price-history point (a day
-- in Iraq) is written or, set twice in a day, replaced. Refused with
-- VALUATION_TOO_LOW below one dinar per token. Audited.
--
-- Lock order (src/db/README.md): the property row (2), FOR NO KEY UPDATE,
-- so a purchase or a rent run of the property sees the old value or the new
-- one, never half of each.
CREATE OR REPLACE FUNCTION sahm_set_valuation(p_property uuid, p_admin uuid, p_value bigint,
                                              OUT valuation bigint, OUT price_per_token bigint,
                                              OUT previous_valuation bigint, OUT previous_price_per_token bigint, OUT valued_on date)
LANGUAGE plpgsql AS $$
DECLARE
  v_total bigint;
BEGIN
  SELECT p.valuation, p.total_tokens INTO previous_valuation, v_total FROM properties p WHERE p.id = p_property FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF p_value IS NULL OR p_value < v_total THEN RAISE EXCEPTION 'VALUATION_TOO_LOW'; END IF;

  valuation := p_value;
  price_per_token := p_value / v_total;
  previous_price_per_token := previous_valuation / v_total;
  valued_on := (now() AT TIME ZONE 'Asia/Baghdad')::date;

  UPDATE properties p SET valuation = p_value, updated_at = now() WHERE p.id = p_property;
  INSERT INTO price_history AS h (property_id, valued_on, valuation) VALUES (p_property, sahm_set_valuation.valued_on, p_value)
    ON CONFLICT ON CONSTRAINT price_history_pkey DO UPDATE SET valuation = EXCLUDED.valuation;
  INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
  VALUES (p_admin, 'property.valuation', 'property', p_property::text,
          jsonb_build_object('from', previous_valuation, 'to', p_value, 'pricePerTokenFrom', previous_price_per_token,
                             'pricePerTokenTo', sahm_set_valuation.price_per_token, 'valuedOn', sahm_set_valuation.valued_on));
END $$;
