-- Provider payments (decisions.md §7): a payment through fastpay, fib or card
-- is a pending record until the provider confirms it. Money moves only in
-- sahm_settle_payment(), called after the server re-checked the payment with
-- the provider; a guarded status transition makes it happen exactly once.

CREATE TABLE payments (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id             uuid NOT NULL REFERENCES users (id),
  provider            text NOT NULL CHECK (provider IN ('fastpay', 'fib', 'card')),
  purpose             text NOT NULL CHECK (purpose IN ('deposit', 'invest', 'gift')),
  amount              bigint NOT NULL CHECK (amount > 0),
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'canceled', 'expired')),
  provider_payment_id text,
  -- What the payment is for: { propertyId, tokens, pricePerToken } for an investment.
  details             jsonb NOT NULL DEFAULT '{}',
  -- What the client shows to pay: a redirect URL, or the bank app's code, QR and links.
  checkout            jsonb NOT NULL DEFAULT '{}',
  -- How a completed payment ended: { purchase: 'completed' } or { purchase: 'failed', reason }.
  outcome             jsonb,
  entry_id            bigint REFERENCES journal_entries (id),
  valid_until         timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  completed_at        timestamptz,
  UNIQUE (provider, provider_payment_id),
  -- Money moved if and only if the payment completed.
  CHECK ((status = 'completed') = (entry_id IS NOT NULL)),
  CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_pending_idx ON payments (valid_until) WHERE status = 'pending';

-- The purchase gates of sahm_invest_wallet (decisions.md §4) without buying:
-- checked before a provider payment for an investment is created.
CREATE FUNCTION sahm_invest_quote(p_user uuid, p_property uuid, p_tokens bigint, p_min_amount bigint)
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

-- A payment the provider confirmed as paid (the caller re-checked with the
-- provider first). Exactly once: the payment row is locked and only a pending
-- payment (or one we expired that the customer paid anyway) moves on; a
-- replayed or concurrent confirmation finds it completed and returns no row.
--
-- In one transaction: provider cash -> the user's wallet (one journal entry),
-- then for an investment the purchase through sahm_invest_wallet inside a
-- sub-block (a savepoint): when it can no longer buy (sold out meanwhile,
-- locked, price risen), only the purchase rolls back and the money stays in
-- the wallet. Lock order as everywhere: the property row before user accounts.
CREATE FUNCTION sahm_settle_payment(p_payment uuid)
RETURNS TABLE (user_id uuid, purpose text, provider text, amount bigint, late boolean, purchase text,
               property_id uuid, tokens bigint, spent bigint, notification_id uuid)
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
BEGIN
  SELECT * INTO v FROM payments WHERE id = p_payment FOR UPDATE;
  IF NOT FOUND OR v.status NOT IN ('pending', 'expired') THEN RETURN; END IF;
  v_late := v.status = 'expired';

  IF v.purpose = 'invest' AND NOT v_late THEN
    v_property := (v.details->>'propertyId')::uuid;
    v_tokens := (v.details->>'tokens')::bigint;
    SELECT valuation / total_tokens INTO v_price FROM properties WHERE id = v_property FOR UPDATE;
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
  END IF;

  IF v_purchase = 'completed' THEN
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
     WHERE t.reference_id = v.id AND t.user_id = v.user_id AND t.status = 'pending';
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
    (v.details->>'propertyId')::uuid, (v.details->>'tokens')::bigint, v_spent, v_note;
END $$;

-- A payment that will not be paid: declined ('failed'), canceled or expired.
-- Nothing moves; only a pending payment changes (guarded), and its history
-- rows follow: failed stays failed, canceled and expired show as canceled.
CREATE FUNCTION sahm_close_payment(p_payment uuid, p_status text)
RETURNS TABLE (user_id uuid, purpose text, amount bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_status NOT IN ('failed', 'canceled', 'expired') THEN RAISE EXCEPTION 'invalid closing status %', p_status; END IF;
  RETURN QUERY
  WITH closed AS (
    UPDATE payments p SET status = p_status, updated_at = now()
     WHERE p.id = p_payment AND p.status = 'pending'
    RETURNING p.id, p.user_id, p.purpose, p.amount
  ), history AS (
    UPDATE transactions t SET status = CASE WHEN p_status = 'failed' THEN 'failed' ELSE 'canceled' END, updated_at = now()
      FROM closed c WHERE t.reference_id = c.id AND t.user_id = c.user_id AND t.status = 'pending'
    RETURNING t.id
  )
  SELECT c.user_id, c.purpose, c.amount FROM closed c;
END $$;

-- The provider sandboxes' own state (decisions.md §1: each outside service
-- has a local sandbox speaking its real HTTP protocol). Never used in production.
CREATE TABLE sandbox_payments (
  id            text PRIMARY KEY, -- the provider's id: FIB paymentId, FastPay checkout token, card session id
  provider      text NOT NULL CHECK (provider IN ('fastpay', 'fib', 'card')),
  merchant_ref  text,             -- FastPay order_id, card reference
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL DEFAULT 'IQD',
  description   text,
  status        text NOT NULL DEFAULT 'UNPAID' CHECK (status IN ('UNPAID', 'PAID', 'DECLINED', 'CANCELED')),
  readable_code text,
  callback_url  text,             -- where the provider reports (FIB statusCallbackUrl, card webhook)
  return_url    text,             -- where the customer's browser goes after paying
  cancel_url    text,             -- … and after declining
  valid_until   timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz
);
CREATE UNIQUE INDEX sandbox_payments_order ON sandbox_payments (provider, merchant_ref);
