-- One part of a rent run paid in parts (migration 0033, sahm_rent_pay): the
-- holders written down at the run, each paid their payout from the rent pool
-- in the part's journal entry, with a `rent` history row, a NOTIFY_RENT_PAID
-- notification, their auto-reinvest accrual and their running totals, as
-- sahm_rent_pay pays a run in one piece; except that the running rent total
-- and count of rent rows are kept on each holder's wallet, moved with its
-- balance (migration 0040), instead of in wallet_stats. Exactly once: the part's row is
-- locked first and marked paid in the same transaction, so a second caller
-- waits, then finds it paid and pays nothing ('already_paid'); a crash
-- before the commit leaves it unpaid, to be paid by the next caller.
--
-- Returns the outcome, the holders paid and the amount, and the time of the
-- transaction (paid_at), by which the caller publishes its notifications.
--
-- Lock order (src/db/README.md): the part's row first (only this function
-- locks it); then the holders' wallets, in ascending user id (4); and last,
-- through ledger_post_bulk, the rent pool (6), after the wallets' balances
-- (and with them the holders' rent totals) have moved, so the parts of one
-- run, which all post to it, wait on each other only for its balance and
-- their commits.
CREATE OR REPLACE FUNCTION sahm_rent_pay_part(p_run uuid, p_part integer)
RETURNS TABLE (outcome text, holders integer, paid bigint, paid_at timestamptz)
LANGUAGE plpgsql
-- As sahm_rent_pay: sorts and hashes of a part's holders in memory, each statement planned for its arrays.
SET work_mem = '64MB'
SET plan_cache_mode = force_custom_plan
AS $$
#variable_conflict use_column
DECLARE
  v_part rent_run_parts%ROWTYPE;
  v_property uuid;
  v_pool bigint;
  v_wallets bigint[];
  v_unchecked boolean;
  v_ids text;
BEGIN
  SELECT * INTO v_part FROM rent_run_parts r WHERE r.run_id = p_run AND r.part = p_part FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'RENT_PART_MISSING'; END IF;
  IF v_part.paid_at IS NOT NULL THEN
    RETURN QUERY SELECT 'already_paid'::text, cardinality(v_part.holders), v_part.paid, v_part.paid_at;
    RETURN;
  END IF;
  UPDATE rent_run_parts r SET paid_at = now() WHERE r.run_id = p_run AND r.part = p_part;
  SELECT rr.property_id INTO v_property FROM rent_runs rr WHERE rr.id = p_run;
  SELECT a.id INTO v_pool FROM ledger_accounts a WHERE a.kind = 'property_rent_pool' AND a.property_id = v_property;

  -- History rows and notifications, as sahm_rent_pay writes them (ascending ids: sahm_v7_prefix;
  -- the foreign keys, held as there, not checked row by row where that may be turned off).
  v_ids := sahm_v7_prefix();
  v_unchecked := sahm_row_triggers_off();
  PERFORM set_config('sahm.history_rows_counted', 'on', true);
  INSERT INTO transactions (id, user_id, type, status, property_id, tokens, amount, payment_with, entry_id, reference_id)
  SELECT (v_ids || to_hex(x.n + 16777216) || to_hex((random() * 65535)::integer + 65536))::uuid,
         x.holder, 'rent', 'completed', v_property, x.tokens, x.payout, 'platform', v_part.entry_id, p_run
    FROM unnest(v_part.holders, v_part.tokens, v_part.payouts) WITH ORDINALITY AS x(holder, tokens, payout, n);
  PERFORM set_config('sahm.history_rows_counted', 'off', true);
  WITH x AS (
    SELECT * FROM unnest(v_part.holders, v_part.tokens, v_part.payouts) WITH ORDINALITY AS x(holder, tokens, payout, n)
  ), params AS MATERIALIZED (
    SELECT d.tokens, d.payout, jsonb_build_object('property', p.name, 'amount', d.payout, 'tokens', d.tokens) AS params
      FROM (SELECT DISTINCT x.tokens, x.payout FROM x) d
      JOIN properties p ON p.id = v_property
  )
  INSERT INTO notifications (id, user_id, type, code, params)
  SELECT (v_ids || to_hex(x.n + 16777216) || to_hex((random() * 65535)::integer + 65536))::uuid,
         x.holder, 'account_update', 'NOTIFY_RENT_PAID', m.params
    FROM x JOIN params m ON m.tokens = x.tokens AND m.payout = x.payout;
  IF v_unchecked THEN PERFORM set_config('session_replication_role', 'origin', true); END IF;

  -- (4) Each holder's wallet (available account), found and locked in one pass, in ascending
  -- user id: the holders' order, so the n-th wallet is the n-th holder's when every holder has
  -- one (a user has at most one: ledger_accounts_key); a holder without one fails the part.
  v_wallets := ARRAY(SELECT a.id FROM ledger_accounts a
                      WHERE a.kind = 'user_available' AND a.user_id = ANY (v_part.holders)
                      ORDER BY a.user_id FOR NO KEY UPDATE);
  IF cardinality(v_wallets) < cardinality(v_part.holders) THEN
    RAISE EXCEPTION 'LEDGER_ACCOUNT_MISSING: a holder of rent run % has no wallet', p_run;
  END IF;

  -- Auto-reinvest accrues (the run reinvests nothing: sahm_rent_pay pays a run with a reinvestor whole).
  INSERT INTO rent_accruals (user_id, property_id, amount)
  SELECT x.holder, v_property, x.payout
    FROM unnest(v_part.holders, v_part.payouts) AS x(holder, payout)
    JOIN auto_reinvest ar ON ar.user_id = x.holder AND ar.enabled
  ON CONFLICT ON CONSTRAINT rent_accruals_pkey DO UPDATE SET amount = rent_accruals.amount + EXCLUDED.amount;

  -- (6) The part's entry: the pool → each holder; ledger_post_bulk takes the pool after the wallets'
  -- balances, and not the wallets again (held since (4)). p_rent: each wallet's credit also adds
  -- to its holder's running rent total and counts their one rent row (migration 0040), in the
  -- same write as the balance.
  PERFORM ledger_post_bulk(array_fill(v_part.entry_id, ARRAY[cardinality(v_wallets) + 1]),
                           v_wallets || v_pool,
                           v_part.payouts || -v_part.paid,
                           p_wallets_held => true, p_rent => true);

  RETURN QUERY SELECT 'paid'::text, cardinality(v_part.holders), v_part.paid, now();
END $$;
