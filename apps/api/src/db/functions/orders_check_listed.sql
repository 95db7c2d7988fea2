-- A holding's listed tokens are exactly the unfilled tokens of its seller's
-- open orders (decisions.md §5), checked when the transaction commits.
-- Deferred constraint trigger orders_listed_balanced (migration 0008).
-- Reads both sides in ONE statement, so in READ COMMITTED they come from one
-- snapshot: read in two, an order committing in between was seen half
-- applied and refused (migration 0010).
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
