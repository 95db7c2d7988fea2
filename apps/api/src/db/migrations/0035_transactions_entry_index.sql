-- The history rows' index by journal entry serves one lookup: the wallet
-- figures of an entry (wallet_figures_by_entry, migration 0028) find the
-- purchase, token purchase or gift row of the entry's spender to say how it
-- was paid. Rent, deposits, withdrawals, sales and the rest are never looked
-- up by entry, yet every row of theirs went into the index: a rent run of
-- 100,000 holders wrote 100,000 entries nobody reads. Now only those three
-- types are indexed; the view's lookup names them, so it still uses it.
DROP INDEX transactions_entry_idx;
CREATE INDEX transactions_entry_idx ON transactions (entry_id) WHERE entry_id IS NOT NULL AND type IN ('buy', 'token_purchase', 'gift');
