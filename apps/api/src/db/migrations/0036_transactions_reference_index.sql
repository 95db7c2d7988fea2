-- The history rows' index by reference (the payment, order, gift, withdrawal
-- or rent run a row belongs to) serves the payment and withdrawal functions:
-- sahm_settle_payment, sahm_close_payment, sahm_withdrawal_decide and
-- sahm_withdrawal_cancel find the rows of one payment or request through it.
-- Nothing looks rent rows up by their run this way (a history page names
-- its runs from the rows it already has), yet every rent row went into it,
-- all of one run under the same key: a run of 100,000 holders added 100,000
-- duplicates to one key's posting list (bench/rent.ts; the root README has
-- the interleaved figures).
-- Now rent rows are left out; every reader names a type other than rent, or
-- says it is not rent, so it still uses it (test/transactions-reference-index).
DROP INDEX transactions_reference_idx;
CREATE INDEX transactions_reference_idx ON transactions (reference_id) WHERE reference_id IS NOT NULL AND type <> 'rent';
