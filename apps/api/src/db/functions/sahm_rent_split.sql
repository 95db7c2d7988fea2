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
-- most k holders have a remainder ≥ r. Pure and set-based: numeric keeps
-- net × tokens exact, one sort ranks the remainders.
CREATE OR REPLACE FUNCTION sahm_rent_split(p_net bigint, p_holders uuid[], p_tokens bigint[])
RETURNS TABLE (holder uuid, tokens bigint, payout bigint)
LANGUAGE sql IMMUTABLE AS $$
  WITH h AS (
    SELECT x.holder, x.tokens, p_net::numeric * x.tokens AS share
      FROM unnest(p_holders, p_tokens) AS x(holder, tokens)
  ), total AS (
    SELECT sum(h.tokens)::numeric AS tokens FROM h
  ), q AS (
    SELECT h.holder, h.tokens, div(h.share, total.tokens) AS whole, mod(h.share, total.tokens) AS rest
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
