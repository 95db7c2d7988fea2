-- Rent shares as an array: the payouts of sahm_rent_split() for holders of
-- p_tokens, in the same order, without the holders. The rule is the one that
-- file states (largest remainders; ties at the cut-off get none).
--
-- A share depends only on the number of tokens held, so the remainders are
-- ranked once per number of tokens (a hash of the holders, no sort of them),
-- and that ranking comes down to one figure, the cut: the smallest remainder
-- that still gets its extra dinar. (Who gets one is closed upwards: if r
-- does, so does every larger remainder, as at most as many holders have a
-- remainder at least as large.) Each holder's payout is then arithmetic on
-- their own tokens, in one pass over the array, in its order (the
-- ordinality's, which needs no sort): for a run of 100,000 holders, no join
-- and no sort of them (sahm_rent_pay takes the array).
CREATE OR REPLACE FUNCTION sahm_rent_payouts(p_net bigint, p_tokens bigint[])
RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_total bigint;
  v_small boolean;
  v_cut bigint;
BEGIN
  IF coalesce(cardinality(p_tokens), 0) = 0 THEN RETURN '{}'; END IF;
  WITH g AS MATERIALIZED (
    -- Each number of tokens held, and how many hold it.
    SELECT x.tokens, count(*) AS holders FROM unnest(p_tokens) AS x(tokens) GROUP BY x.tokens
  ), total AS (
    SELECT t.tokens, CASE WHEN t.tokens > 0 THEN p_net <= 4611686018427387903 / t.tokens ELSE false END AS small
      FROM (SELECT sum(g.tokens * g.holders)::bigint AS tokens FROM g) t
  ), q AS MATERIALIZED (
    SELECT g.tokens, g.holders,
           CASE WHEN total.small THEN p_net * g.tokens / total.tokens ELSE div(p_net::numeric * g.tokens, total.tokens)::bigint END AS whole,
           CASE WHEN total.small THEN p_net * g.tokens % total.tokens ELSE mod(p_net::numeric * g.tokens, total.tokens)::bigint END AS rest
      FROM g, total
  ), k AS (
    SELECT p_net - sum(q.whole * q.holders) AS dinars FROM q
  ), ranked AS (
    -- With ORDER BY, the window sums the holders of every number up to this one and its ties:
    -- how many holders have a remainder ≥ this one's.
    SELECT q.rest, sum(q.holders) OVER (ORDER BY q.rest DESC) AS at_least FROM q
  )
  SELECT total.tokens, total.small,
         (SELECT min(r.rest) FROM ranked r, k WHERE r.rest > 0 AND r.at_least <= k.dinars)
    INTO v_total, v_small, v_cut
    FROM total;
  IF v_small THEN
    RETURN ARRAY(SELECT p_net * x.tokens / v_total + CASE WHEN p_net * x.tokens % v_total >= v_cut THEN 1 ELSE 0 END
                   FROM unnest(p_tokens) WITH ORDINALITY AS x(tokens, n) ORDER BY x.n);
  END IF;
  RETURN ARRAY(SELECT (div(p_net::numeric * x.tokens, v_total) + CASE WHEN mod(p_net::numeric * x.tokens, v_total) >= v_cut THEN 1 ELSE 0 END)::bigint
                 FROM unnest(p_tokens) WITH ORDINALITY AS x(tokens, n) ORDER BY x.n);
END $$;
