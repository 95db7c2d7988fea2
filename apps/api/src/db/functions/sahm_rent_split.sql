-- Rent shares (decisions.md §3): p_net dinars split over the holders'
-- tokens, pro rata, to whole dinars by the largest-remainder method; the
-- same rule as splitRent() in packages/domain/src/rent.ts, which a test
-- compares with this on random holdings.
--
-- Each holder gets the floor of net × tokens ÷ all tokens; the k dinars left
-- go one each to the largest remainders; holders tied at the cut-off, where
-- not all can have one, get none (no holder is favoured by id or position),
-- and the dinars nobody took are the caller's leftover for platform revenue.
-- A holder with remainder r gets the extra dinar exactly when r > 0 and at
-- most k holders have a remainder ≥ r. net × tokens is exact in bigint when
-- net × all tokens is below 2^62 (every rent the platform has; numeric,
-- which is slower, above that).
--
-- A holder's share depends only on their number of tokens, and holders
-- share a few numbers between them (100,000 holders of 1 to 5 tokens: five),
-- so the shares are computed and ranked once per number of tokens (a hash
-- of the holders, no sort of them) and handed back to each holder, in the
-- order given: a caller that gives its holders sorted gets them sorted.
CREATE OR REPLACE FUNCTION sahm_rent_split(p_net bigint, p_holders uuid[], p_tokens bigint[])
RETURNS TABLE (holder uuid, tokens bigint, payout bigint)
LANGUAGE sql IMMUTABLE AS $$
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
  ), share AS (
    -- With ORDER BY, the window sums the holders of every number up to this one and its ties:
    -- how many holders have a remainder ≥ this one's.
    SELECT q.tokens, q.whole + CASE WHEN q.rest > 0 AND sum(q.holders) OVER (ORDER BY q.rest DESC) <= k.dinars THEN 1 ELSE 0 END AS payout
      FROM q, k
  )
  SELECT x.holder, x.tokens, s.payout::bigint
    FROM unnest(p_holders, p_tokens) WITH ORDINALITY AS x(holder, tokens, n)
    JOIN share s ON s.tokens = x.tokens
   ORDER BY x.n
$$;
