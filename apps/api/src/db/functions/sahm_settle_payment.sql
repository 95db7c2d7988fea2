-- A payment the provider confirmed as paid (decisions.md §7; the caller
-- re-checked with the provider first). Exactly once: the payment row is
-- locked and only a pending payment (or one we expired that the customer paid
-- anyway) moves on; a replayed or concurrent confirmation finds it completed
-- and returns no row.
--
-- In one transaction: provider cash -> the user's wallet (one journal entry),
-- then what the payment was for, through the wallet function inside a
-- sub-block (a savepoint): an investment (sahm_invest_wallet), a gift
-- (sahm_gift_holding or sahm_gift_purchase, details: type, receiver, feeBps)
-- or buying from an order (sahm_fill_order, details: orderId, feeBps, the
-- price band). When it can no longer happen (sold out meanwhile, locked,
-- order filled, price risen so it would cost more than was paid), only that
-- rolls back and the money stays in the wallet. Returns the notifications
-- the purchase stored (a gift and a trade notify both sides).
--
-- Lock order: the payment row (only payment functions lock it), then the
-- property row (investment, gift) or the order row and both wallets in
-- ascending user id (order), then the user's wallet and the provider's cash
-- account; all FOR NO KEY UPDATE (src/db/README.md).
CREATE OR REPLACE FUNCTION sahm_settle_payment(p_payment uuid)
RETURNS TABLE (user_id uuid, purpose text, provider text, amount bigint, late boolean, purchase text,
               property_id uuid, tokens bigint, spent bigint, notification_id uuid, notifications jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v payments%ROWTYPE;
  v_late boolean;
  v_entry bigint;
  v_property uuid;
  v_tokens bigint;
  v_price bigint;
  v_purchase text;
  v_buy record;
  v_buy_entry bigint;
  v_spent bigint := 0;
  v_note uuid;
  v_notes jsonb := '[]'::jsonb;
  v_done record;
  v_seller uuid;
BEGIN
  SELECT * INTO v FROM payments WHERE id = p_payment FOR NO KEY UPDATE;
  IF NOT FOUND OR v.status NOT IN ('pending', 'expired') THEN RETURN; END IF;
  v_late := v.status = 'expired';

  v_property := (v.details->>'propertyId')::uuid;
  v_tokens := (v.details->>'tokens')::bigint;
  IF v.purpose IN ('invest', 'gift') AND NOT v_late THEN
    SELECT valuation / total_tokens INTO v_price FROM properties WHERE id = v_property FOR NO KEY UPDATE;
  ELSIF v.purpose = 'order' AND NOT v_late THEN
    SELECT o.seller_id INTO v_seller FROM orders o WHERE o.id = (v.details->>'orderId')::uuid FOR NO KEY UPDATE;
    PERFORM 1 FROM ledger_accounts a WHERE a.kind = 'user_available' AND a.user_id IN (v.user_id, v_seller)
      ORDER BY a.user_id FOR NO KEY UPDATE;
  END IF;

  INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id INTO v_entry;
  INSERT INTO postings (entry_id, account_id, amount)
    SELECT v_entry, a.id, v.amount FROM ledger_accounts a WHERE a.kind = 'user_available' AND a.user_id = v.user_id;
  INSERT INTO postings (entry_id, account_id, amount)
    SELECT v_entry, a.id, -v.amount FROM ledger_accounts a WHERE a.kind = 'provider_cash' AND a.provider = v.provider;
  UPDATE payments SET status = 'completed', entry_id = v_entry, completed_at = now(), updated_at = now() WHERE id = v.id;

  IF v.purpose = 'invest' AND NOT v_late THEN
    IF v_price IS NULL THEN
      v_purchase := 'PROPERTY_NOT_FOUND';
    ELSIF v_price * v_tokens > v.amount THEN
      -- Never take more from the wallet than the customer agreed to pay.
      v_purchase := 'PRICE_CHANGED';
    ELSE
      BEGIN
        -- The minimum was met when the order was placed; a later price drop must not void a paid order.
        SELECT * INTO v_buy FROM sahm_invest_wallet(v.user_id, v_property, v_tokens, 0);
        v_purchase := 'completed';
      EXCEPTION WHEN raise_exception THEN
        v_purchase := SQLERRM;
      END;
    END IF;
  ELSIF v.purpose IN ('gift', 'order') AND NOT v_late THEN
    BEGIN
      IF v.purpose = 'gift' AND v.details->>'type' = 'holding' THEN
        SELECT g.transaction_id, g.charged AS amount, g.notifications INTO v_done
          FROM sahm_gift_holding(v.user_id, v.details->>'receiver', v_property, v_tokens, (v.details->>'feeBps')::integer) g;
      ELSIF v.purpose = 'gift' THEN
        -- The minimum was met when the gift was ordered, as for an investment.
        SELECT g.transaction_id, g.charged AS amount, g.notifications INTO v_done
          FROM sahm_gift_purchase(v.user_id, v.details->>'receiver', v_property, v_tokens, (v.details->>'feeBps')::integer, 0) g;
      ELSE
        SELECT f.transaction_id, f.amount, f.notifications INTO v_done
          FROM sahm_fill_order(v.user_id, (v.details->>'orderId')::uuid, v_tokens, (v.details->>'feeBps')::integer,
                               (v.details->>'minPct')::integer, (v.details->>'maxPct')::integer) f;
      END IF;
      -- Never take more from the wallet than the customer agreed to pay.
      IF v_done.amount > v.amount THEN RAISE EXCEPTION 'PRICE_CHANGED'; END IF;
      v_purchase := 'completed';
    EXCEPTION WHEN raise_exception THEN
      v_purchase := SQLERRM;
    END;
  END IF;

  IF v_purchase = 'completed' AND v.purpose IN ('gift', 'order') THEN
    v_spent := v_done.amount;
    v_notes := coalesce(v_done.notifications, '[]'::jsonb);
    -- One history row for the sender or buyer, shown as paid with the provider:
    -- the wallet function's row says so, and the pending row is dropped.
    UPDATE transactions t SET payment_with = v.provider, updated_at = now() WHERE t.id = v_done.transaction_id;
    -- (A payment's rows are never rent: said so, the history index by reference serves this; migration 0036.)
    DELETE FROM transactions t WHERE t.reference_id = v.id AND t.user_id = v.user_id AND t.status = 'pending' AND t.type <> 'rent';
    IF v_spent < v.amount THEN
      INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
        VALUES (v.user_id, 'deposit', 'completed', v.amount - v_spent, v.provider, v_entry, v.id);
    END IF;
  ELSIF v_purchase = 'completed' THEN
    v_spent := v_buy.amount;
    -- sahm_invest_wallet stored the buyer's notification; the caller publishes it.
    v_note := v_buy.notification_id;
    SELECT t.entry_id INTO v_buy_entry FROM transactions t WHERE t.id = v_buy.transaction_id;
    -- One history row for the purchase, shown as paid with the provider: the
    -- pending row becomes it and the wallet function's own row is dropped
    -- (created a moment ago in this same transaction, never seen by anyone).
    UPDATE transactions t
       SET status = 'success', entry_id = v_buy_entry, price_per_token = v_buy.price_per_token, amount = v_buy.amount, updated_at = now()
     WHERE t.reference_id = v.id AND t.user_id = v.user_id AND t.type = 'buy';
    DELETE FROM transactions t WHERE t.id = v_buy.transaction_id;
    IF v_buy.amount < v.amount THEN
      -- The price fell after the order: the change stays in the wallet, and the history says so.
      INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
        VALUES (v.user_id, 'deposit', 'completed', v.amount - v_buy.amount, v.provider, v_entry, v.id);
    END IF;
  ELSIF v.purpose = 'deposit' THEN
    UPDATE transactions t SET status = 'completed', entry_id = v_entry, updated_at = now()
     WHERE t.reference_id = v.id AND t.user_id = v.user_id AND t.type = 'deposit';
  ELSE
    -- Could not buy, or paid after it expired: the money is in the wallet.
    UPDATE transactions t SET status = 'failed', updated_at = now()
     WHERE t.reference_id = v.id AND t.user_id = v.user_id AND t.status = 'pending' AND t.type <> 'rent';
    INSERT INTO transactions (user_id, type, status, amount, payment_with, entry_id, reference_id)
      VALUES (v.user_id, 'deposit', 'completed', v.amount, v.provider, v_entry, v.id);
  END IF;

  UPDATE payments p SET outcome = CASE
      WHEN v_purchase = 'completed' THEN jsonb_build_object('purchase', 'completed', 'spent', v_spent)
      WHEN v_purchase IS NOT NULL THEN jsonb_build_object('purchase', 'failed', 'reason', v_purchase)
      WHEN v_late AND v.purpose <> 'deposit' THEN jsonb_build_object('purchase', 'failed', 'reason', 'PAYMENT_LATE')
      ELSE NULL END
   WHERE p.id = v.id;

  RETURN QUERY SELECT v.user_id, v.purpose, v.provider, v.amount, v_late,
    CASE WHEN v_late AND v.purpose <> 'deposit' THEN 'PAYMENT_LATE' ELSE v_purchase END,
    v_property, v_tokens, v_spent, v_note, v_notes;
END $$;
