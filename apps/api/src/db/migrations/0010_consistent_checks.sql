-- The commit-time invariant checks read everything they compare in ONE
-- statement, so in READ COMMITTED they compare one snapshot. Before this,
-- tokens_assert_balanced() read the property's platform tokens and the sum of
-- holdings in two statements: a purchase committing between the two made a
-- trade on the same property see its platform tokens before the purchase and
-- the buyer's new holding after it, and refuse with TOKENS_UNBALANCED (a 500
-- seen in CI under 2,000 concurrent operations). orders_check_listed() had the
-- same shape. A single snapshot sees every other transaction whole or not at
-- all, plus this transaction's own changes, so the comparison is exact.

CREATE OR REPLACE FUNCTION tokens_assert_balanced(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE total bigint; platform bigint; held numeric;
BEGIN
  SELECT p.total_tokens, p.platform_tokens,
         (SELECT coalesce(sum(h.tokens + h.listed), 0) FROM holdings h WHERE h.property_id = pid)
    INTO total, platform, held
    FROM properties p WHERE p.id = pid;
  IF platform + held <> total THEN
    RAISE EXCEPTION 'TOKENS_UNBALANCED: property % has % on the platform and % held of %', pid, platform, held, total;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION orders_check_listed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_listed bigint; v_open numeric;
BEGIN
  SELECT (SELECT h.listed FROM holdings h WHERE h.user_id = NEW.seller_id AND h.property_id = NEW.property_id),
         (SELECT coalesce(sum(o.tokens_remaining), 0) FROM orders o
           WHERE o.seller_id = NEW.seller_id AND o.property_id = NEW.property_id AND o.status = 'open')
    INTO v_listed, v_open;
  IF coalesce(v_listed, 0) <> v_open THEN
    RAISE EXCEPTION 'ORDERS_UNBALANCED: user % lists % tokens of property % but has % in open orders',
      NEW.seller_id, coalesce(v_listed, 0), NEW.property_id, v_open;
  END IF;
  RETURN NULL;
END $$;
