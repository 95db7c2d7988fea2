-- ledger_post_bulk takes a fifth argument, p_wallets_held: a rent part
-- (sahm_rent_pay_part) locks its holders' wallets as it looks them up, and
-- the function no longer locks them a second time. A new argument is a new
-- signature, which would sit beside the old one and make every call of three
-- or four arguments ambiguous: the old one goes. On a fresh database no
-- function file has run yet (they run after the migrations): IF EXISTS.
DROP FUNCTION IF EXISTS ledger_post_bulk(bigint[], bigint[], bigint[], bigint[]);
