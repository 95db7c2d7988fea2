-- Many postings in one call (decisions.md §3): a rent run credits up to
-- 100,000 holders. Posting them one by one through the per-row triggers of
-- migration 0005 costs a PL/pgSQL call and an UPDATE per posting, and the
-- deferred balance check of an entry of n postings sums all n rows n times.
--
-- Here the postings go in while sahm.ledger_bulk is 'on', which the WHEN
-- clauses of both triggers skip (migration 0020; nothing else sets it), and
-- this function does their work set-based: each account's balance moves once
-- by the sum of its postings, so balances still follow postings and nothing
-- else, and every entry named is checked to sum to zero before it returns
-- (LEDGER_UNBALANCED otherwise). A posting added to one of these entries
-- later in the transaction is checked again at commit, as usual. Amounts
-- must not be zero (postings refuse them).
--
-- Foreign keys, set-based too. PostgreSQL checks a posting's two foreign
-- keys with a query each per row: three quarters of the CPU of inserting
-- 100,000 postings. Where the role may, the insert runs with per-row
-- triggers off (sahm_row_triggers_off()) and this function makes the same
-- checks over the whole set after it: every account posted to exists (and,
-- locked FOR NO KEY UPDATE, cannot go away: one pass through the key counts
-- the accounts named that exist, and only when it finds fewer than were named
-- is each one looked up, to say which is missing), every entry exists,
-- locked FOR KEY SHARE as the foreign-key check would. CHECK, NOT NULL and
-- unique constraints are not triggers and apply as always. Without the
-- right, the insert runs with the per-row checks, as before.
--
-- Lock order (src/db/README.md): every account posted to, and those in
-- p_lock_also (wallets the caller will need later in its transaction), is
-- locked FOR NO KEY UPDATE in the documented order: user wallets first, in
-- ascending user id (a user's two accounts in id order); then, once the
-- postings are in and the wallets' balances moved, the platform accounts:
-- property accounts (proceeds, rent pool) by property, platform revenue,
-- provider cash. Those are the rows every call shares (the parts of one rent
-- run all post to its pool), so they are taken as late as the order allows
-- and held only for their own balance and the entries' check. The caller
-- holds any lock that comes earlier (property rows, orders) and takes no
-- platform account before.
--
-- p_wallets_held: the caller has already locked every user account named,
-- in that order, and counted them (a rent part locks its holders' wallets
-- as it looks them up, before its running totals): the wallets are not
-- locked again.
--
-- p_rent: the postings pay rent (a rent part, whose holders' rent totals
-- are kept beside their balances, migration 0040): every account credited is
-- a wallet (available account), paid one rent row in its history per
-- credit, and every account debited is the platform's (the rent pool). The
-- same UPDATE that moves each wallet's balance adds to its rent total and
-- counts its rent rows. No account is looked up before it moves: the
-- postings are grouped by account once, the wallets' UPDATE must move every
-- account credited and the platform accounts' lock must take every account
-- debited (a rent part of 16,667 wallets skipped two passes over them, about
-- 40 ms); one that is not a wallet, not the platform's, or credited and
-- debited both, refuses the call (RENT_NOT_A_CREDIT), one that does not
-- exist too (LEDGER_ACCOUNT_MISSING). p_lock_also is not taken with p_rent.
--
-- Accounts are found through their primary key (a.id = ANY), not a hash of
-- the whole table: a part of 16,667 holders then reads 16,667 accounts, not
-- every user's two, for each of its statements.
CREATE OR REPLACE FUNCTION ledger_post_bulk(p_entries bigint[], p_accounts bigint[], p_amounts bigint[], p_lock_also bigint[] DEFAULT '{}',
                                            p_wallets_held boolean DEFAULT false, p_rent boolean DEFAULT false)
RETURNS integer
LANGUAGE plpgsql
-- Sorts and hashes of 100,000 postings stay in memory instead of spilling to temporary files,
-- and each statement is planned for the arrays it is given (a generic plan, which a session
-- settles on after five calls, takes any array for 100 rows and looks 100,000 accounts up one
-- by one).
SET work_mem = '64MB'
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_rows integer;
  v_bad record;
  v_unchecked boolean;
  v_wanted bigint;
  v_moved_accounts bigint[];
  v_moved_amounts bigint[];
  v_entry_ids bigint[];
  v_named bigint[];
  v_platform_ids bigint[];
  v_found bigint;
  v_moved_postings bigint[];
  v_platform_amounts bigint[];
  v_both bigint;
  v_locked bigint;
BEGIN
  IF coalesce(cardinality(p_entries), 0) <> coalesce(cardinality(p_accounts), 0)
     OR coalesce(cardinality(p_entries), 0) <> coalesce(cardinality(p_amounts), 0) THEN
    RAISE EXCEPTION 'BULK_SHAPE: % entries, % accounts and % amounts', cardinality(p_entries), cardinality(p_accounts), cardinality(p_amounts);
  END IF;
  IF coalesce(cardinality(p_entries), 0) = 0 THEN RETURN 0; END IF;

  IF p_rent THEN
    IF coalesce(cardinality(p_lock_also), 0) > 0 THEN RAISE EXCEPTION 'BULK_SHAPE: a rent posting locks no other account'; END IF;
    -- Each account's postings, summed and counted, in the one pass over them all: the accounts
    -- credited are the wallets paid (checked as they move, below), the accounts debited are the
    -- platform's (checked as they are locked). No account is named but in the postings, so none
    -- is looked up but to be moved.
    SELECT coalesce(array_agg(d.account_id) FILTER (WHERE d.debits = 0), '{}'),
           coalesce(array_agg(d.amount) FILTER (WHERE d.debits = 0), '{}'),
           coalesce(array_agg(d.credits) FILTER (WHERE d.debits = 0), '{}'),
           coalesce(array_agg(d.account_id) FILTER (WHERE d.credits = 0), '{}'),
           coalesce(array_agg(d.amount) FILTER (WHERE d.credits = 0), '{}'),
           min(d.account_id) FILTER (WHERE d.credits > 0 AND d.debits > 0)
      INTO v_moved_accounts, v_moved_amounts, v_moved_postings, v_platform_ids, v_platform_amounts, v_both
      FROM (SELECT x.account_id, sum(x.amount)::bigint AS amount, count(*) FILTER (WHERE x.amount > 0) AS credits,
                   count(*) FILTER (WHERE x.amount < 0) AS debits
              FROM unnest(p_accounts, p_amounts) AS x(account_id, amount) GROUP BY x.account_id) d;
    IF v_both IS NOT NULL THEN
      RAISE EXCEPTION 'RENT_NOT_A_CREDIT: account % is both credited and debited in a rent posting', v_both;
    END IF;
    v_named := v_moved_accounts;
  ELSE
    -- Every account named, once.
    v_named := ARRAY(SELECT unnest(p_accounts) UNION SELECT unnest(p_lock_also));
    v_wanted := cardinality(v_named);
  END IF;
  -- The wallets, locked (unless the caller holds them already).
  IF NOT p_wallets_held THEN
    PERFORM 1 FROM ledger_accounts a
     WHERE a.id = ANY (v_named) AND a.user_id IS NOT NULL
     ORDER BY a.user_id, a.id
       FOR NO KEY UPDATE;
  END IF;
  IF NOT p_rent THEN
    -- Which of them are platform accounts (a few: a property's pool or proceeds, revenue, cash),
    -- and how many of them exist: the one pass through the key of every account named. The
    -- platform accounts are then locked and moved through their own ids, not by looking every
    -- account named up again to keep the few without a user (two more passes, each as long as
    -- this one, for a rent part of 16,667 wallets).
    SELECT coalesce(array_agg(a.id) FILTER (WHERE a.user_id IS NULL), '{}'), count(*) INTO v_platform_ids, v_found
      FROM ledger_accounts a WHERE a.id = ANY (v_named);
  END IF;
  -- The entries named, once each (a run names its payout entry 100,000 times).
  v_entry_ids := ARRAY(SELECT DISTINCT unnest(p_entries));

  PERFORM set_config('sahm.ledger_bulk', 'on', true);
  v_unchecked := sahm_row_triggers_off();
  -- In account order: each posting's entry in postings_account_idx then goes next to the last one's
  -- (a rent part's 16,667 wallets, named in their holders' order, are scattered over the index:
  -- about 20 % of the insert). Nothing reads postings in the order of their ids.
  INSERT INTO postings (entry_id, account_id, amount)
  SELECT x.entry_id, x.account_id, x.amount FROM unnest(p_entries, p_accounts, p_amounts) AS x(entry_id, account_id, amount)
   ORDER BY x.account_id;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  PERFORM set_config('sahm.ledger_bulk', 'off', true);
  IF v_unchecked THEN
    PERFORM set_config('session_replication_role', 'origin', true);
    -- The foreign keys the insert did not check: every entry exists (locked as the check would), every account exists.
    PERFORM 1 FROM journal_entries e WHERE e.id = ANY (v_entry_ids) FOR KEY SHARE;
    SELECT x.id AS entry_id INTO v_bad FROM unnest(v_entry_ids) AS x(id)
     WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = x.id) LIMIT 1;
    IF FOUND THEN RAISE EXCEPTION 'LEDGER_ENTRY_MISSING: entry %', v_bad.entry_id; END IF;
    -- Every account exists: found above, the wallets locked (by us or the caller) and the
    -- platform accounts never deleted; only when fewer were found than were named, which one.
    -- (A rent posting's accounts are checked as they move and are locked, below.)
    IF NOT p_rent AND v_found < v_wanted THEN
      SELECT x.id AS account_id INTO v_bad FROM unnest(v_named) AS x(id)
       WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = x.id) LIMIT 1;
      IF FOUND THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_MISSING: account %', v_bad.account_id; END IF;
    END IF;
  END IF;

  -- Each account's move, summed first, so the UPDATE is planned for as many accounts as
  -- there are (grouped in the same statement, it was planned for 200 and looked each up).
  IF NOT p_rent THEN
    SELECT coalesce(array_agg(d.account_id), '{}'), coalesce(array_agg(d.amount), '{}') INTO v_moved_accounts, v_moved_amounts
      FROM (SELECT x.account_id, sum(x.amount)::bigint AS amount
              FROM unnest(p_accounts, p_amounts) AS x(account_id, amount) GROUP BY x.account_id) d
     WHERE d.amount <> 0;
    UPDATE ledger_accounts a SET balance = a.balance + d.amount
      FROM unnest(v_moved_accounts, v_moved_amounts) AS d(account_id, amount)
     WHERE a.id = d.account_id AND a.id = ANY (v_moved_accounts) AND a.user_id IS NOT NULL;
  ELSE
    -- Rent: each wallet's credits, their sum and their count, move its balance, its rent total
    -- and its rent rows in one write. Every account credited must be a wallet: one that is not
    -- (or does not exist) is not moved, and the count says so.
    UPDATE ledger_accounts a SET balance = a.balance + d.amount, rent_paid = a.rent_paid + d.amount, rent_rows = a.rent_rows + d.postings
      FROM unnest(v_moved_accounts, v_moved_amounts, v_moved_postings) AS d(account_id, amount, postings)
     WHERE a.id = d.account_id AND a.id = ANY (v_moved_accounts) AND a.kind = 'user_available';
    GET DIAGNOSTICS v_locked = ROW_COUNT;
    IF v_locked < cardinality(v_moved_accounts) THEN
      SELECT x.id AS account_id, a.id IS NOT NULL AS found INTO v_bad
        FROM unnest(v_moved_accounts) AS x(id) LEFT JOIN ledger_accounts a ON a.id = x.id
       WHERE a.id IS NULL OR a.kind <> 'user_available' LIMIT 1;
      IF NOT v_bad.found THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_MISSING: account %', v_bad.account_id; END IF;
      RAISE EXCEPTION 'RENT_NOT_A_CREDIT: account % is credited as rent and is not a wallet', v_bad.account_id;
    END IF;
  END IF;

  -- Every entry named sums to zero, its postings all in: checked before the platform accounts are
  -- taken, as they are held to the commit and every part of a rent run waits for its pool.
  SELECT s.entry_id, s.total INTO v_bad
    FROM (SELECT p.entry_id, sum(p.amount) AS total FROM postings p
           WHERE p.entry_id = ANY (v_entry_ids) GROUP BY p.entry_id) s
   WHERE s.total <> 0 LIMIT 1;
  IF FOUND THEN RAISE EXCEPTION 'LEDGER_UNBALANCED: entry % sums to %', v_bad.entry_id, v_bad.total; END IF;

  -- Now the platform accounts, in their order, and their balances.
  PERFORM 1 FROM ledger_accounts a
   WHERE a.id = ANY (v_platform_ids) AND a.user_id IS NULL
   ORDER BY CASE a.kind WHEN 'property_proceeds' THEN 1 WHEN 'property_rent_pool' THEN 1
                        WHEN 'platform_revenue' THEN 2 WHEN 'provider_cash' THEN 3 ELSE 0 END,
            a.property_id, a.id
     FOR NO KEY UPDATE;
  IF NOT p_rent THEN
    UPDATE ledger_accounts a SET balance = a.balance + d.amount
      FROM (SELECT x.account_id, x.amount FROM unnest(v_moved_accounts, v_moved_amounts) AS x(account_id, amount)
             WHERE x.account_id = ANY (v_platform_ids)) d
     WHERE a.id = d.account_id;
  ELSE
    -- Rent: every account debited is the platform's, and exists.
    GET DIAGNOSTICS v_locked = ROW_COUNT;
    IF v_locked < cardinality(v_platform_ids) THEN
      SELECT x.id AS account_id, a.id IS NOT NULL AS found INTO v_bad
        FROM unnest(v_platform_ids) AS x(id) LEFT JOIN ledger_accounts a ON a.id = x.id
       WHERE a.id IS NULL OR a.user_id IS NOT NULL LIMIT 1;
      IF NOT v_bad.found THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_MISSING: account %', v_bad.account_id; END IF;
      RAISE EXCEPTION 'RENT_NOT_A_CREDIT: account % is a user account debited in a rent posting', v_bad.account_id;
    END IF;
    UPDATE ledger_accounts a SET balance = a.balance + d.amount
      FROM unnest(v_platform_ids, v_platform_amounts) AS d(account_id, amount)
     WHERE a.id = d.account_id;
  END IF;

  RETURN v_rows;
END $$;
