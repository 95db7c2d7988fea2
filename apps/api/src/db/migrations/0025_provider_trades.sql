-- Gifts and purchases from a sell order may be paid through a provider
-- (fastpay, fib, card) as well as from the wallet (decisions.md §5-§7): a
-- payment's purpose may now be 'order' (buying from an order) beside
-- 'deposit', 'invest' and 'gift'. sahm_settle_payment() makes the trade once
-- the provider confirms, and returns every notification the trade stored
-- (a gift and a trade notify both sides), so its result changes: dropped
-- here, redefined by its file.
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('deposit', 'invest', 'gift', 'order'));
DROP FUNCTION sahm_settle_payment(uuid);
