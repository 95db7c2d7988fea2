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
-- of the holders, no sort of them: sahm_rent_payouts, which computes them)
-- and handed back to each holder, in the order given: a caller that gives
-- its holders sorted gets them sorted.
CREATE OR REPLACE FUNCTION sahm_rent_split(p_net bigint, p_holders uuid[], p_tokens bigint[])
RETURNS TABLE (holder uuid, tokens bigint, payout bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.holder, x.tokens, x.payout
    FROM unnest(p_holders, p_tokens, sahm_rent_payouts(p_net, p_tokens)) WITH ORDINALITY AS x(holder, tokens, payout, n)
   ORDER BY x.n
$$;
