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
-- most k holders have a remainder ≥ r. Pure and set-based, one sort ranks
-- the remainders. net × tokens is exact in bigint when net × all tokens is
-- below 2^62 (every rent the platform has; the quotient and remainder are
-- those of numeric, which is slower: a third of a 100,000-holder run's
-- split), and in numeric above that.
CREATE OR REPLACE FUNCTION sahm_rent_split(p_net bigint, p_holders uuid[], p_tokens bigint[])
RETURNS TABLE (holder uuid, tokens bigint, payout bigint)
LANGUAGE sql IMMUTABLE AS $$
  WITH h AS (
    SELECT x.holder, x.tokens FROM unnest(p_holders, p_tokens) AS x(holder, tokens)
  ), total AS (
    SELECT t.tokens, CASE WHEN t.tokens > 0 THEN p_net <= 4611686018427387903 / t.tokens ELSE false END AS small
      FROM (SELECT sum(h.tokens)::bigint AS tokens FROM h) t
  ), q AS (
    SELECT h.holder, h.tokens,
           CASE WHEN total.small THEN p_net * h.tokens / total.tokens ELSE div(p_net::numeric * h.tokens, total.tokens)::bigint END AS whole,
           CASE WHEN total.small THEN p_net * h.tokens % total.tokens ELSE mod(p_net::numeric * h.tokens, total.tokens)::bigint END AS rest
      FROM h, total
  ), k AS (
    SELECT p_net - sum(q.whole) AS dinars FROM q
  ), ranked AS (
    -- With ORDER BY, the window counts every row up to this one and its ties: how many have a remainder ≥ mine.
    SELECT q.*, count(*) OVER (ORDER BY q.rest DESC) AS at_least FROM q
  )
  SELECT r.holder, r.tokens, (r.whole + CASE WHEN r.rest > 0 AND r.at_least <= k.dinars THEN 1 ELSE 0 END)::bigint
    FROM ranked r, k
$$;
