-- A rent run's payout credits up to 100,000 wallets. The deferred trigger of
-- migration 0028 added each entry's part to wallet_stats at commit by reading
-- the entry's postings back and looking up each posting's account: for a
-- run of 100,000 holders, a quarter of its time (issue 14). sahm_rent_pay()
-- has every holder's payout at hand, sorted by user, and now adds the `rent`
-- figure itself, in the same transaction, once the wallets are locked; the
-- trigger no longer fires for rent entries. sahm_rent_pay is the only writer
-- of rent entries. The figures are the same (wallet_figures_by_entry's rule:
-- credits to user_available by rent entries), and the tests still compare
-- wallet_stats with a recount of the whole ledger after every money test.
DROP TRIGGER journal_entries_wallet_stats ON journal_entries;
CREATE CONSTRAINT TRIGGER journal_entries_wallet_stats AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('deposit', 'cash_deposit', 'withdrawal_payout', 'purchase', 'trade', 'gift'))
  EXECUTE FUNCTION wallet_stats_add_entry();
