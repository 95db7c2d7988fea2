-- Adds the history rows noted by history_rows_note() to each user's counts in
-- wallet_stats (migration 0032) and empties the note. A deferred trigger runs
-- it at commit, after every other lock of the transaction is taken; the rows
-- are upserted in ascending user id, so two commits that count the same users
-- take their rows in the same order. The first call of a commit adds
-- everything; the rest find the note empty.
CREATE OR REPLACE FUNCTION history_rows_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kept text := current_setting('sahm.history_rows', true);
BEGIN
  IF coalesce(v_kept, '') IN ('', '{}') THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('sahm.history_rows', '', true);
  INSERT INTO wallet_stats AS w (user_id, rows_buy, rows_sell, rows_receive, rows_rent, rows_revenue, rows_token_purchase,
                                 rows_deposit, rows_withdraw, rows_gift, rows_received)
  SELECT d.user_id,
         coalesce(sum(d.n) FILTER (WHERE d.type = 'buy'), 0), coalesce(sum(d.n) FILTER (WHERE d.type = 'sell'), 0),
         coalesce(sum(d.n) FILTER (WHERE d.type = 'receive'), 0), coalesce(sum(d.n) FILTER (WHERE d.type = 'rent'), 0),
         coalesce(sum(d.n) FILTER (WHERE d.type = 'revenue'), 0), coalesce(sum(d.n) FILTER (WHERE d.type = 'token_purchase'), 0),
         coalesce(sum(d.n) FILTER (WHERE d.type = 'deposit'), 0), coalesce(sum(d.n) FILTER (WHERE d.type = 'withdraw'), 0),
         coalesce(sum(d.n) FILTER (WHERE d.type = 'gift'), 0), coalesce(sum(d.n) FILTER (WHERE d.type = 'received'), 0)
    FROM (SELECT split_part(e.k, ' ', 1)::uuid AS user_id, split_part(e.k, ' ', 2) AS type, e.n::bigint AS n
            FROM jsonb_each_text(v_kept::jsonb) AS e(k, n)) d
   GROUP BY d.user_id
   ORDER BY d.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    rows_buy = w.rows_buy + EXCLUDED.rows_buy,
    rows_sell = w.rows_sell + EXCLUDED.rows_sell,
    rows_receive = w.rows_receive + EXCLUDED.rows_receive,
    rows_rent = w.rows_rent + EXCLUDED.rows_rent,
    rows_revenue = w.rows_revenue + EXCLUDED.rows_revenue,
    rows_token_purchase = w.rows_token_purchase + EXCLUDED.rows_token_purchase,
    rows_deposit = w.rows_deposit + EXCLUDED.rows_deposit,
    rows_withdraw = w.rows_withdraw + EXCLUDED.rows_withdraw,
    rows_gift = w.rows_gift + EXCLUDED.rows_gift,
    rows_received = w.rows_received + EXCLUDED.rows_received;
  RETURN NULL;
END $$;
