-- The token invariant (decisions.md §4): for a property, platform inventory
-- + Σ holdings (free + listed) = total tokens, or TOKENS_UNBALANCED. Reads
-- everything it compares in ONE statement, so in READ COMMITTED it compares
-- one snapshot: read in two statements, a purchase committing between them
-- made a concurrent trade see a half-applied state and fail (migration 0010,
-- a 500 seen in CI under 2,000 concurrent operations).
CREATE OR REPLACE FUNCTION tokens_assert_balanced(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE total bigint; platform bigint; held numeric;
BEGIN
  SELECT p.total_tokens, p.platform_tokens,
         (SELECT coalesce(sum(h.tokens + h.listed), 0) FROM holdings h WHERE h.property_id = pid)
    INTO total, platform, held
    FROM properties p WHERE p.id = pid;
  IF platform + held <> total THEN
    RAISE EXCEPTION 'TOKENS_UNBALANCED: property % has % on the platform and % held of %', pid, platform, held, total;
  END IF;
END $$;
