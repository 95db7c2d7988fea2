-- A month's rent for some properties (decisions.md §3, §10, §14), in one
-- transaction, exactly once: POST /admin/rent-runs and the monthly job call
-- it with a chunk of properties each (src/rent/runs.ts).
--
-- For each property that is funded (the platform holds none of its tokens),
-- rented, has a monthly rent and has no run for p_period yet: the gross rent
-- comes in from the operator's cash account (provider_cash 'cash': the
-- tenant pays the operator) to the property's rent pool, and leaves it to
-- the holders, split over their tokens (free + listed) as they stand at the
-- run by sahm_rent_split(), and to platform revenue as the fee (sahm_fee:
-- half up) plus any leftover dinar. Each holder paid gets a `rent` history
-- row and a NOTIFY_RENT_PAID notification (stored as a code, shown in the
-- reader's language). The run row's unique (property, month) constraint is
-- the last line of defence against paying twice: the property row lock
-- already makes a second caller wait, then find the run and skip it.
--
-- Auto-reinvest, in the same transaction: a holder who turned it on
-- accrues the rent each property paid them; once that reaches p_min_reinvest
-- (the minimum investment), sahm_rent_reinvest() buys more tokens of the
-- same property with it. A funded property has no tokens left on the
-- platform, so they come from its public sell orders. A reinvest that cannot
-- happen (gates, no orders at or below the price, balance) leaves the money in
-- the wallet and the accrual in place for next month.
--
-- In parts (migration 0033): a call of one property with more holders paid
-- than p_part_holders, none of whom will reinvest, pays nobody here. It takes
-- the holdings and splits the rent as above, writes the run row, and posts
-- one collection entry: the gross from the cash account to the rent pool
-- (the holders' share) and to platform revenue (fee and leftover). The
-- holders' payouts go to rent_run_parts in parts of at most p_part_holders,
-- in ascending user id, each with its own journal entry, and
-- sahm_rent_pay_part() pays each part in a transaction of its own, on as many
-- connections as the caller has (src/rent/runs.ts); the run row is this
-- transaction's, so the month is still paid once. A run with a reinvesting
-- holder is paid whole here, as its trades need every wallet of the run.
--
-- Returns one row per property asked for: what it paid, or why not
-- (sahm_rent_preview's outcomes). Notifications are stored, not returned:
-- the caller publishes those of this transaction by its timestamp (paid_at).
--
-- Lock order (src/db/README.md): the property rows in ascending id (2), FOR
-- NO KEY UPDATE; when someone will reinvest, the public orders they may buy
-- from (3); then ledger_post_bulk() locks every wallet paid, every seller and
-- reinvestor, in ascending user id (4), then the rent pools, platform revenue
-- and the cash account (6); reinvesting trades then take holdings (7); last,
-- the holders' running totals (wallet_stats, 8), whose wallets it holds.
CREATE OR REPLACE FUNCTION sahm_rent_pay(p_properties uuid[], p_period date, p_admin uuid, p_min_reinvest bigint,
                                         p_trading_fee_bps integer, p_band_min integer, p_band_max integer,
                                         p_part_holders integer)
RETURNS TABLE (
  property_id uuid, property_name text, outcome text, run_id uuid, gross bigint, fee_bps integer, fee bigint,
  paid bigint, leftover bigint, holders integer, tokens bigint, reinvested bigint, paid_at timestamptz
)
LANGUAGE plpgsql
-- Sorts and hashes of up to 100,000 holders stay in memory instead of spilling to temporary
-- files, and each statement is planned for the arrays it is given (a generic plan, which a
-- session settles on after five calls, takes any array for 100 rows).
SET work_mem = '64MB'
SET plan_cache_mode = force_custom_plan
AS $$
#variable_conflict use_column
DECLARE
  v_pay uuid[];
  v_users uuid[];
  v_props uuid[];
  v_tokens bigint[];
  v_payouts bigint[];
  v_total_props uuid[];
  v_total_paid bigint[];
  v_total_holders integer[];
  v_total_tokens bigint[];
  v_wallets bigint[];
  v_paid_users uuid[];
  v_paid_amounts bigint[];
  v_paid_rows bigint[];
  v_run_props uuid[] := '{}';
  v_run_ids uuid[] := '{}';
  v_run_entries bigint[] := '{}';
  v_entries bigint[];
  v_accounts bigint[];
  v_amounts bigint[];
  v_lock_also bigint[] := '{}';
  v_reinvest boolean;
  v_in_parts boolean := false;
  v_parts integer;
  v_paid_count bigint;
  v_part_entries bigint[];
  v_unchecked boolean;
  v_revenue bigint;
  v_cash bigint;
  v_pool bigint;
  v_collect bigint;
  v_payout bigint;
  v_run uuid;
  v_ids text;
  v_ri record;
  rec record;
  acc record;
BEGIN
  IF p_period IS NULL OR extract(day FROM p_period) <> 1 THEN RAISE EXCEPTION 'RENT_PERIOD_INVALID'; END IF;
  IF p_period > (now() AT TIME ZONE 'Asia/Baghdad')::date THEN RAISE EXCEPTION 'RENT_PERIOD_FUTURE'; END IF;

  -- (2) The properties, so a second run of the same one waits here and then finds this one's row.
  PERFORM 1 FROM properties p WHERE p.id = ANY (p_properties) ORDER BY p.id FOR NO KEY UPDATE;
  SELECT coalesce(array_agg(p.id ORDER BY p.id), '{}') INTO v_pay
    FROM properties p
   WHERE p.id = ANY (p_properties) AND p.platform_tokens = 0 AND p.is_rented AND p.monthly_rent > 0
     AND NOT EXISTS (SELECT 1 FROM rent_runs rr WHERE rr.property_id = p.id AND rr.period = p_period);

  IF cardinality(v_pay) > 0 THEN
    -- Every holder's share, in one snapshot of the holdings: the holdings at the run. Sorted by user
    -- (each property's holders are, and sahm_rent_split keeps their order: one property's are not
    -- sorted again).
    IF cardinality(v_pay) = 1 THEN
      -- One property (a property of many holders is paid alone): its holders as they come, sorted,
      -- and their payouts as an array (sahm_rent_payouts), not a row per holder sorted four times.
      SELECT coalesce(array_agg(h.user_id ORDER BY h.user_id), '{}'), coalesce(array_agg(h.tokens + h.listed ORDER BY h.user_id), '{}')
        INTO v_users, v_tokens
        FROM holdings h WHERE h.property_id = v_pay[1] AND h.tokens + h.listed > 0;
      SELECT sahm_rent_payouts(p.monthly_rent - sahm_fee(p.monthly_rent, p.rent_fee_bps), v_tokens) INTO v_payouts
        FROM properties p WHERE p.id = v_pay[1];
      v_props := array_fill(v_pay[1], ARRAY[cardinality(v_users)]);
    ELSE
      SELECT coalesce(array_agg(s.holder ORDER BY s.holder, s.property_id), '{}'),
             coalesce(array_agg(s.property_id ORDER BY s.holder, s.property_id), '{}'),
             coalesce(array_agg(s.tokens ORDER BY s.holder, s.property_id), '{}'),
             coalesce(array_agg(s.payout ORDER BY s.holder, s.property_id), '{}')
        INTO v_users, v_props, v_tokens, v_payouts
        FROM (SELECT p.id AS property_id, x.holder, x.tokens, x.payout
                FROM properties p
                CROSS JOIN LATERAL (SELECT array_agg(h.user_id ORDER BY h.user_id) AS holders,
                                           array_agg(h.tokens + h.listed ORDER BY h.user_id) AS tokens
                                      FROM holdings h WHERE h.property_id = p.id AND h.tokens + h.listed > 0) a
                CROSS JOIN LATERAL sahm_rent_split(p.monthly_rent - sahm_fee(p.monthly_rent, p.rent_fee_bps), a.holders, a.tokens) x
               WHERE p.id = ANY (v_pay)) s;
    END IF;
    -- (3) Who will reinvest, and the orders they may buy from, before any wallet.
    SELECT EXISTS (
      SELECT 1 FROM unnest(v_users, v_props, v_payouts) AS x(holder, property_id, payout)
        JOIN auto_reinvest ar ON ar.user_id = x.holder AND ar.enabled
        LEFT JOIN rent_accruals c ON c.user_id = x.holder AND c.property_id = x.property_id
       WHERE coalesce(c.amount, 0) + x.payout >= p_min_reinvest) INTO v_reinvest;
    IF v_reinvest THEN
      SELECT coalesce(array_agg(DISTINCT a.id), '{}') INTO v_lock_also
        FROM (SELECT o.seller_id FROM orders o JOIN properties p ON p.id = o.property_id
               WHERE o.property_id = ANY (v_pay) AND o.status = 'open' AND o.receiver_id IS NULL
                 AND o.price_per_token <= p.valuation / p.total_tokens
               ORDER BY o.id FOR NO KEY UPDATE OF o) o
        JOIN ledger_accounts a ON a.kind = 'user_available' AND a.user_id = o.seller_id;
      v_lock_also := v_lock_also || ARRAY(
        SELECT a.id FROM unnest(v_users) AS x(holder)
          JOIN auto_reinvest ar ON ar.user_id = x.holder AND ar.enabled
          JOIN ledger_accounts a ON a.kind = 'user_available' AND a.user_id = x.holder);
    END IF;

    -- In parts: one property, more holders paid than one transaction pays, nobody reinvesting.
    IF cardinality(v_pay) = 1 AND NOT v_reinvest AND p_part_holders > 0 THEN
      SELECT count(*) INTO v_paid_count FROM unnest(v_payouts) AS x(payout) WHERE x.payout > 0;
      IF v_paid_count > p_part_holders THEN
        v_in_parts := true;
        v_parts := ceil(v_paid_count::numeric / p_part_holders)::integer;
      END IF;
    END IF;
    IF NOT v_in_parts THEN
      -- Each holder's wallet (available account), which their leg below credits; a statement of
      -- its own, planned for as many holders as there are, which reads only their accounts
      -- (w.user_id = ANY: not a hash of every user's). A holder without one gets null there, and
      -- the run fails.
      SELECT coalesce(array_agg(w.id ORDER BY x.n), '{}') INTO v_wallets
        FROM unnest(v_users) WITH ORDINALITY AS x(holder, n)
        LEFT JOIN ledger_accounts w ON w.kind = 'user_available' AND w.user_id = x.holder AND w.user_id = ANY (v_users);
    END IF;

    SELECT id INTO v_revenue FROM ledger_accounts WHERE kind = 'platform_revenue';
    SELECT id INTO v_cash FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash';

    -- The run rows and their two entries. The platform's postings are collected here; the holders' below.
    v_entries := '{}'; v_accounts := '{}'; v_amounts := '{}';
    -- Each property with holders, and its totals; one property's summed without grouping by it
    -- (100,000 holders: a hash of their property ids cost more than the sums).
    IF cardinality(v_pay) = 1 THEN
      SELECT coalesce(array_agg(t.property_id), '{}'), coalesce(array_agg(t.paid), '{}'),
             coalesce(array_agg(t.holders), '{}'), coalesce(array_agg(t.tokens), '{}')
        INTO v_total_props, v_total_paid, v_total_holders, v_total_tokens
        FROM (SELECT v_pay[1] AS property_id, sum(x.payout)::bigint AS paid, count(*)::integer AS holders, sum(x.tokens)::bigint AS tokens
                FROM unnest(v_tokens, v_payouts) AS x(tokens, payout) HAVING count(*) > 0) t;
    ELSE
      SELECT coalesce(array_agg(t.property_id), '{}'), coalesce(array_agg(t.paid), '{}'),
             coalesce(array_agg(t.holders), '{}'), coalesce(array_agg(t.tokens), '{}')
        INTO v_total_props, v_total_paid, v_total_holders, v_total_tokens
        FROM (SELECT x.property_id, sum(x.payout)::bigint AS paid, count(*)::integer AS holders, sum(x.tokens)::bigint AS tokens
                FROM unnest(v_props, v_tokens, v_payouts) AS x(property_id, tokens, payout) GROUP BY x.property_id) t;
    END IF;
    FOR rec IN
      SELECT p.id, p.monthly_rent AS gross, p.rent_fee_bps AS fee_bps, sahm_fee(p.monthly_rent, p.rent_fee_bps) AS fee,
             t.paid, t.holders, t.tokens
        FROM properties p
        JOIN unnest(v_total_props, v_total_paid, v_total_holders, v_total_tokens) AS t(property_id, paid, holders, tokens)
          ON t.property_id = p.id
       ORDER BY p.id
    LOOP
      INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id INTO v_collect;
      IF v_in_parts THEN
        -- One entry per part; the run names part 0's as its payout.
        WITH e AS (INSERT INTO journal_entries (kind) SELECT 'rent' FROM generate_series(1, v_parts) RETURNING id)
        SELECT array_agg(e.id ORDER BY e.id) INTO v_part_entries FROM e;
        v_payout := v_part_entries[1];
      ELSE
        INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id INTO v_payout;
      END IF;
      BEGIN
        INSERT INTO rent_runs (property_id, period, gross, fee_bps, fee, paid, leftover, holders, tokens,
                               collection_entry_id, payout_entry_id, admin_id)
        VALUES (rec.id, p_period, rec.gross, rec.fee_bps, rec.fee, rec.paid, rec.gross - rec.fee - rec.paid, rec.holders, rec.tokens,
                v_collect, v_payout, p_admin)
        RETURNING id INTO v_run;
      EXCEPTION WHEN unique_violation THEN
        RAISE EXCEPTION 'RENT_ALREADY_PAID';
      END;
      v_run_props := v_run_props || rec.id;
      v_run_ids := v_run_ids || v_run;
      v_run_entries := v_run_entries || v_payout;
      SELECT id INTO v_pool FROM ledger_accounts WHERE kind = 'property_rent_pool' AND property_id = rec.id;
      IF v_in_parts THEN
        -- Collection: the operator's cash → the rent pool (what the parts pay out) and revenue (fee and leftover).
        v_entries := ARRAY[v_collect, v_collect];
        v_accounts := ARRAY[v_cash, v_pool];
        v_amounts := ARRAY[-rec.gross, rec.paid];
        IF rec.gross - rec.paid > 0 THEN
          v_entries := v_entries || v_collect;
          v_accounts := v_accounts || v_revenue;
          v_amounts := v_amounts || (rec.gross - rec.paid);
        END IF;
      ELSE
        -- Collection: the operator's cash → the rent pool.
        v_entries := v_entries || ARRAY[v_collect, v_collect];
        v_accounts := v_accounts || ARRAY[v_cash, v_pool];
        v_amounts := v_amounts || ARRAY[-rec.gross, rec.gross];
        -- Payout: the pool → revenue (fee and leftover); the holders' legs follow.
        v_entries := v_entries || v_payout;
        v_accounts := v_accounts || v_pool;
        v_amounts := v_amounts || -rec.gross;
        IF rec.gross - rec.paid > 0 THEN
          v_entries := v_entries || v_payout;
          v_accounts := v_accounts || v_revenue;
          v_amounts := v_amounts || (rec.gross - rec.paid);
        END IF;
      END IF;
      IF p_admin IS NOT NULL THEN
        INSERT INTO audit_log (admin_id, action, target_type, target_id, details)
        VALUES (p_admin, 'rent_run.pay', 'rent_run', v_run::text,
                jsonb_build_object('propertyId', rec.id, 'period', to_char(p_period, 'YYYY-MM'), 'gross', rec.gross,
                                   'fee', rec.fee, 'paid', rec.paid, 'leftover', rec.gross - rec.fee - rec.paid, 'holders', rec.holders));
      END IF;
    END LOOP;

    IF v_in_parts THEN
      -- The payouts, part by part (holders paid, in ascending user id, about as many in each),
      -- for sahm_rent_pay_part(); then the collection, which locks the pool, revenue and cash (6).
      -- The holders paid (a holder whose share rounds to nothing is not), then part k their
      -- slice [ceil(k·n/parts), ceil((k+1)·n/parts)) (0-based): no sort of 100,000 rows.
      IF v_paid_count < cardinality(v_payouts) THEN
        SELECT array_agg(x.holder ORDER BY x.n), array_agg(x.tokens ORDER BY x.n), array_agg(x.payout ORDER BY x.n)
          INTO v_users, v_tokens, v_payouts
          FROM unnest(v_users, v_tokens, v_payouts) WITH ORDINALITY AS x(holder, tokens, payout, n)
         WHERE x.payout > 0;
      END IF;
      INSERT INTO rent_run_parts (run_id, part, entry_id, holders, tokens, payouts, paid)
      SELECT v_run, g.part, v_part_entries[g.part + 1], v_users[g.lo:g.hi], v_tokens[g.lo:g.hi], v_payouts[g.lo:g.hi],
             (SELECT sum(y.payout) FROM unnest(v_payouts[g.lo:g.hi]) AS y(payout))::bigint
        FROM (SELECT k AS part, ((k::bigint * v_paid_count + v_parts - 1) / v_parts + 1)::integer AS lo,
                     (((k + 1)::bigint * v_paid_count + v_parts - 1) / v_parts)::integer AS hi
                FROM generate_series(0, v_parts - 1) AS k) g;
      PERFORM ledger_post_bulk(v_entries, v_accounts, v_amounts);
    ELSE
      -- History rows and notifications first: they take no lock in the order, so two calls
      -- of one month running side by side overlap here and meet only on the wallets below.
      -- Their foreign keys are not checked row by row where sahm_row_triggers_off() may
      -- turn that off (it was over half of their cost), as each row's references are
      -- already held: the property (locked above), the payout entry (inserted above) and
      -- the holder, whose wallet ledger_post_bulk locks below and posts to, or the payout
      -- entry does not balance and nothing commits; a locked wallet's user cannot go away.
      -- Their ids ascend within the call (sahm_v7_prefix).
      v_ids := sahm_v7_prefix();
      v_unchecked := sahm_row_triggers_off();
      -- Not noted row by row for the history counts (migration 0032): (8) adds them with the rent.
      PERFORM set_config('sahm.history_rows_counted', 'on', true);
      INSERT INTO transactions (id, user_id, type, status, property_id, tokens, amount, payment_with, entry_id, reference_id)
      SELECT (v_ids || to_hex(x.n + 16777216) || to_hex((random() * 65535)::integer + 65536))::uuid,
             x.holder, 'rent', 'completed', x.property_id, x.tokens, x.payout, 'platform', e.entry, e.run
        FROM unnest(v_users, v_props, v_tokens, v_payouts) WITH ORDINALITY AS x(holder, property_id, tokens, payout, n)
        JOIN unnest(v_run_props, v_run_entries, v_run_ids) AS e(property_id, entry, run) ON e.property_id = x.property_id
       WHERE x.payout > 0;
      PERFORM set_config('sahm.history_rows_counted', 'off', true);

      -- A notification's parameters depend only on the property, the tokens and the payout, which
      -- most holders share (holders of as many tokens get as much): each set is built once
      -- (MATERIALIZED: inlined, the planner built them again for every holder).
      WITH x AS (
        SELECT * FROM unnest(v_users, v_props, v_tokens, v_payouts) WITH ORDINALITY AS x(holder, property_id, tokens, payout, n) WHERE x.payout > 0
      ), params AS MATERIALIZED (
        SELECT d.property_id, d.tokens, d.payout,
               jsonb_build_object('property', p.name, 'amount', d.payout, 'tokens', d.tokens) AS params
          FROM (SELECT DISTINCT x.property_id, x.tokens, x.payout FROM x) d
          JOIN properties p ON p.id = d.property_id
      )
      INSERT INTO notifications (id, user_id, type, code, params)
      SELECT (v_ids || to_hex(x.n + 16777216) || to_hex((random() * 65535)::integer + 65536))::uuid,
             x.holder, 'account_update', 'NOTIFY_RENT_PAID', m.params
        FROM x JOIN params m ON m.property_id = x.property_id AND m.tokens = x.tokens AND m.payout = x.payout;
      IF v_unchecked THEN PERFORM set_config('session_replication_role', 'origin', true); END IF;

      -- (4, 6) The holders' legs, in ascending user id, and every balance, set-based.
      SELECT v_entries || coalesce(array_agg(e.entry ORDER BY x.n), '{}'),
             v_accounts || coalesce(array_agg(x.wallet ORDER BY x.n), '{}'),
             v_amounts || coalesce(array_agg(x.payout ORDER BY x.n), '{}')
        INTO v_entries, v_accounts, v_amounts
        FROM unnest(v_props, v_wallets, v_payouts) WITH ORDINALITY AS x(property_id, wallet, payout, n)
        JOIN unnest(v_run_props, v_run_entries) AS e(property_id, entry) ON e.property_id = x.property_id
       WHERE x.payout > 0;
      PERFORM ledger_post_bulk(v_entries, v_accounts, v_amounts, v_lock_also);

      -- Auto-reinvest: accrue, then reinvest what reached the minimum.
      INSERT INTO rent_accruals (user_id, property_id, amount)
      SELECT x.holder, x.property_id, x.payout
        FROM unnest(v_users, v_props, v_payouts) AS x(holder, property_id, payout)
        JOIN auto_reinvest ar ON ar.user_id = x.holder AND ar.enabled
       WHERE x.payout > 0
      ON CONFLICT ON CONSTRAINT rent_accruals_pkey DO UPDATE SET amount = rent_accruals.amount + EXCLUDED.amount;
      IF v_reinvest THEN
        FOR acc IN
          SELECT c.user_id, c.property_id FROM rent_accruals c
            JOIN auto_reinvest ar ON ar.user_id = c.user_id AND ar.enabled
           WHERE c.property_id = ANY (v_run_props) AND c.amount >= p_min_reinvest
           ORDER BY c.user_id, c.property_id
        LOOP
          BEGIN
            SELECT * INTO v_ri FROM sahm_rent_reinvest(acc.user_id, acc.property_id, p_min_reinvest, p_trading_fee_bps, p_band_min, p_band_max);
            IF v_ri.amount > 0 THEN
              UPDATE rent_runs SET reinvested = rent_runs.reinvested + v_ri.amount
               WHERE rent_runs.property_id = acc.property_id AND rent_runs.period = p_period;
            END IF;
          EXCEPTION WHEN raise_exception THEN
            -- Not eligible now (gates, balance, too few orders): the rent stays in the wallet, the accrual stays.
            NULL;
          END;
        END LOOP;
      END IF;

      -- (8) The dashboard's running rent total (wallet_stats): what each holder was paid, for
      -- users whose wallets are locked above (sahm_rent_stats_add), and with it the holder's
      -- count of rent rows in their history (migration 0032): one per property that paid them.
      SELECT coalesce(array_agg(x.holder), '{}'), coalesce(array_agg(x.payout), '{}'), coalesce(array_agg(x.rows), '{}')
        INTO v_paid_users, v_paid_amounts, v_paid_rows
        FROM (SELECT x.holder, sum(x.payout)::bigint AS payout, count(*) AS rows FROM unnest(v_users, v_payouts) AS x(holder, payout)
               WHERE x.payout > 0 GROUP BY x.holder) x;
      PERFORM sahm_rent_stats_add(v_paid_users, v_paid_amounts, v_paid_rows);
    END IF;
  END IF;

  RETURN QUERY
    SELECT rr.property_id, p.name->>'en', 'paid', rr.id, rr.gross, rr.fee_bps, rr.fee, rr.paid, rr.leftover, rr.holders, rr.tokens,
           rr.reinvested, rr.created_at
      FROM rent_runs rr JOIN properties p ON p.id = rr.property_id
     WHERE rr.id = ANY (v_run_ids)
    UNION ALL
    SELECT v.* FROM sahm_rent_preview(ARRAY(SELECT u FROM unnest(p_properties) u WHERE u <> ALL (v_run_props)), p_period) v
     ORDER BY 1;
END $$;
