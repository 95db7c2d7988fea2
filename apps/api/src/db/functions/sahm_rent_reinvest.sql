-- Auto-reinvest (decisions.md §14), inside a rent run (sahm_rent_pay): the
-- rent a holder accrued from a property buys more tokens of that property.
--
-- Rent is paid only on funded properties, whose tokens the platform has all
-- sold, so the tokens come from the property's public sell orders priced at
-- or below the current token price, cheapest first, then oldest, each bought
-- through sahm_fill_order(): the same investor gate (active, KYC, phone),
-- price band, trading fee and notifications as a buyer who clicks. It spends
-- at most what accrued, and at most what the wallet holds. Buying less than
-- p_min (the minimum investment) buys nothing: REINVEST_BELOW_MINIMUM is
-- raised so the caller's subtransaction undoes any fill, the money stays in
-- the wallet and the accrual waits for next month. Likewise when the holder
-- no longer passes the gate. An order that cannot be filled (closed,
-- out of the band, the seller disabled) is skipped.
--
-- On success the accrual drops by what was spent and the holder gets
-- NOTIFY_RENT_REINVESTED.
--
-- Locks: sahm_rent_pay has already locked the property, these orders, both
-- wallets of every trade and platform revenue; the fills add the holdings.
CREATE OR REPLACE FUNCTION sahm_rent_reinvest(p_user uuid, p_property uuid, p_min bigint, p_fee_bps integer,
                                              p_band_min integer, p_band_max integer, OUT tokens bigint, OUT amount bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_accrued bigint;
  v_available bigint;
  v_budget bigint;
  v_price bigint;
  v_name jsonb;
  v_count bigint;
  v_code text;
  o record;
BEGIN
  tokens := 0;
  amount := 0;
  PERFORM sahm_require_investor(p_user);
  SELECT c.amount INTO v_accrued FROM rent_accruals c WHERE c.user_id = p_user AND c.property_id = p_property;
  SELECT a.balance INTO v_available FROM ledger_accounts a WHERE a.kind = 'user_available' AND a.user_id = p_user;
  v_budget := least(coalesce(v_accrued, 0), coalesce(v_available, 0));
  IF v_budget < p_min THEN RAISE EXCEPTION 'REINVEST_BELOW_MINIMUM'; END IF;
  SELECT p.valuation / p.total_tokens, p.name INTO v_price, v_name FROM properties p WHERE p.id = p_property;

  FOR o IN
    SELECT od.id, od.price_per_token, od.tokens_remaining FROM orders od
     WHERE od.property_id = p_property AND od.status = 'open' AND od.receiver_id IS NULL
       AND od.seller_id <> p_user AND od.price_per_token <= v_price
     ORDER BY od.price_per_token, od.created_at, od.id
  LOOP
    v_count := least(o.tokens_remaining, (v_budget - amount) / o.price_per_token);
    -- Cheapest first: when this one is out of reach, so is every later one.
    EXIT WHEN v_count <= 0;
    BEGIN
      PERFORM sahm_fill_order(p_user, o.id, v_count, p_fee_bps, p_band_min, p_band_max);
      tokens := tokens + v_count;
      amount := amount + v_count * o.price_per_token;
    EXCEPTION WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS v_code = MESSAGE_TEXT;
      IF v_code NOT IN ('ORDER_CLOSED', 'ORDER_NOT_FOUND', 'NOT_ENOUGH_TOKENS', 'ORDER_PRICE_OUT_OF_BAND', 'OWN_ORDER') THEN RAISE; END IF;
    END;
  END LOOP;

  IF amount < p_min THEN RAISE EXCEPTION 'REINVEST_BELOW_MINIMUM'; END IF;
  UPDATE rent_accruals c SET amount = c.amount - sahm_rent_reinvest.amount
   WHERE c.user_id = p_user AND c.property_id = p_property;
  INSERT INTO notifications (user_id, type, code, params)
  VALUES (p_user, 'buy_sell', 'NOTIFY_RENT_REINVESTED',
          jsonb_build_object('property', v_name, 'tokens', tokens, 'amount', amount));
END $$;
