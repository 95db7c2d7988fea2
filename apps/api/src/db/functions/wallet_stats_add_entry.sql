-- Adds one journal entry's part of each user's wallet figures to wallet_stats,
-- as the view wallet_figures_by_entry counts it (migration 0028). A deferred
-- trigger runs it at commit, once every posting of the entry, its payment's
-- outcome and its history rows are written; a rolled-back transaction adds
-- nothing. The rows are upserted in ascending user id and belong to users
-- whose wallets the transaction already holds locked. Rent entries do not
-- come here: sahm_rent_pay adds their figure itself (migration 0031).
CREATE OR REPLACE FUNCTION wallet_stats_add_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_stats AS w (user_id, deposited, deposits, biggest, via_cash, via_fastpay, via_fib, via_card, withdrawn, spent, spent_wallet, spent_fastpay, spent_fib, spent_card, rent, selling)
  SELECT f.user_id, f.deposited, f.deposits, f.biggest, f.via_cash, f.via_fastpay, f.via_fib, f.via_card, f.withdrawn, f.spent, f.spent_wallet, f.spent_fastpay, f.spent_fib, f.spent_card, f.rent, f.selling
    FROM wallet_figures_by_entry f WHERE f.entry_id = NEW.id
   ORDER BY f.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    deposited = w.deposited + EXCLUDED.deposited,
    deposits = w.deposits + EXCLUDED.deposits,
    biggest = greatest(w.biggest, EXCLUDED.biggest),
    via_cash = w.via_cash + EXCLUDED.via_cash,
    via_fastpay = w.via_fastpay + EXCLUDED.via_fastpay,
    via_fib = w.via_fib + EXCLUDED.via_fib,
    via_card = w.via_card + EXCLUDED.via_card,
    withdrawn = w.withdrawn + EXCLUDED.withdrawn,
    spent = w.spent + EXCLUDED.spent,
    spent_wallet = w.spent_wallet + EXCLUDED.spent_wallet,
    spent_fastpay = w.spent_fastpay + EXCLUDED.spent_fastpay,
    spent_fib = w.spent_fib + EXCLUDED.spent_fib,
    spent_card = w.spent_card + EXCLUDED.spent_card,
    rent = w.rent + EXCLUDED.rent,
    selling = w.selling + EXCLUDED.selling;
  RETURN NULL;
END $$;
