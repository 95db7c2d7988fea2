-- Locks the user's two wallet accounts (available, held) in id order and
-- returns their ids and balances: the wallet step of the lock order for every
-- function that moves money between them (withdrawals, cash deposits).
CREATE OR REPLACE FUNCTION sahm_lock_wallet(p_user uuid, OUT available_id bigint, OUT available bigint, OUT held_id bigint, OUT held bigint)
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, kind, balance FROM ledger_accounts
            WHERE user_id = p_user AND kind IN ('user_available', 'user_held') ORDER BY id FOR NO KEY UPDATE LOOP
    IF r.kind = 'user_available' THEN available_id := r.id; available := r.balance;
    ELSE held_id := r.id; held := r.balance; END IF;
  END LOOP;
  IF available_id IS NULL OR held_id IS NULL THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
END $$;
