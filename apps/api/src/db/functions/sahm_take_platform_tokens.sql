-- Tokens bought from the platform's inventory (decisions.md §4): the one
-- place that takes them, for a primary purchase and a purchase gift, and that
-- says why it cannot, refused in this order with the API's message codes:
-- PROPERTY_NOT_FOUND, PROPERTY_LOCKED (coming soon), PROPERTY_SOLD_OUT,
-- NOT_ENOUGH_TOKENS (detail: how many are left). Returns the current price
-- per token, the tokens the platform still holds and the name in every language (a notification's `property`).
--
-- The take is a guarded decrement: it row-locks the property, the first lock
-- of every purchase, and can never oversell. With p_dry_run it only reads and
-- refuses the same way, without a lock (sahm_invest_quote, before a provider
-- payment).
CREATE OR REPLACE FUNCTION sahm_take_platform_tokens(p_property uuid, p_tokens bigint, p_dry_run boolean DEFAULT false,
                                                     OUT price_per_token bigint, OUT platform_tokens_left bigint, OUT property_name jsonb)
LANGUAGE plpgsql AS $$
DECLARE v_locked boolean;
BEGIN
  IF NOT p_dry_run THEN
    UPDATE properties p
       SET platform_tokens = p.platform_tokens - p_tokens, updated_at = now()
     WHERE p.id = p_property AND NOT p.is_locked AND p.platform_tokens >= p_tokens
    RETURNING p.valuation / p.total_tokens, p.platform_tokens, p.name INTO price_per_token, platform_tokens_left, property_name;
    IF FOUND THEN RETURN; END IF;
  END IF;

  -- Not taken, or only asked: why not, from what the property holds now.
  SELECT p.valuation / p.total_tokens, p.platform_tokens, p.name, p.is_locked
    INTO price_per_token, platform_tokens_left, property_name, v_locked
    FROM properties p WHERE p.id = p_property;
  IF NOT FOUND THEN RAISE EXCEPTION 'PROPERTY_NOT_FOUND'; END IF;
  IF v_locked THEN RAISE EXCEPTION 'PROPERTY_LOCKED'; END IF;
  IF platform_tokens_left = 0 THEN RAISE EXCEPTION 'PROPERTY_SOLD_OUT'; END IF;
  -- A take that failed always refuses, even if tokens came back meanwhile.
  IF platform_tokens_left < p_tokens OR NOT p_dry_run THEN
    RAISE EXCEPTION 'NOT_ENOUGH_TOKENS' USING DETAIL = platform_tokens_left::text;
  END IF;
END $$;
