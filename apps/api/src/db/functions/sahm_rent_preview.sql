-- The rent-run preview (POST /admin/rent-runs with dryRun, decisions.md §10):
-- what a run for p_period would pay each property's holders, or why it would
-- not: already_paid (this month's run exists: its own figures), not_funded
-- (rent is paid once every token is sold), not_rented, no_rent, else ready.
-- The figures are those the run computes (sahm_fee, sahm_rent_split) from the
-- holdings as they are now. Reads only, locks nothing. p_properties null:
-- every property.
CREATE OR REPLACE FUNCTION sahm_rent_preview(p_properties uuid[], p_period date)
RETURNS TABLE (
  property_id uuid, property_name text, outcome text, run_id uuid, gross bigint, fee_bps integer, fee bigint,
  paid bigint, leftover bigint, holders integer, tokens bigint, reinvested bigint, paid_at timestamptz
)
LANGUAGE sql STABLE AS $$
  SELECT p.id, p.name->>'en',
         CASE WHEN r.id IS NOT NULL THEN 'already_paid'
              WHEN p.platform_tokens > 0 THEN 'not_funded'
              WHEN NOT p.is_rented THEN 'not_rented'
              WHEN p.monthly_rent = 0 THEN 'no_rent'
              ELSE 'ready' END,
         r.id,
         coalesce(r.gross, p.monthly_rent),
         coalesce(r.fee_bps, p.rent_fee_bps),
         coalesce(r.fee, sahm_fee(p.monthly_rent, p.rent_fee_bps)),
         coalesce(r.paid, s.paid, 0),
         coalesce(r.leftover, p.monthly_rent - sahm_fee(p.monthly_rent, p.rent_fee_bps) - s.paid, 0),
         coalesce(r.holders, s.holders, 0),
         coalesce(r.tokens, s.tokens, 0),
         coalesce(r.reinvested, 0),
         r.created_at
    FROM properties p
    LEFT JOIN rent_runs r ON r.property_id = p.id AND r.period = p_period
    LEFT JOIN LATERAL (
      -- Two aggregates over one scan see the rows in the same order: the arrays line up.
      SELECT array_agg(h.user_id) AS holders, array_agg(h.tokens + h.listed) AS tokens
        FROM holdings h
       WHERE h.property_id = p.id AND h.tokens + h.listed > 0
         AND r.id IS NULL AND p.platform_tokens = 0 AND p.is_rented AND p.monthly_rent > 0
    ) a ON true
    LEFT JOIN LATERAL (
      SELECT sum(x.payout)::bigint AS paid, count(*)::integer AS holders, sum(x.tokens)::bigint AS tokens
        FROM sahm_rent_split(p.monthly_rent - sahm_fee(p.monthly_rent, p.rent_fee_bps), a.holders, a.tokens) x
    ) s ON a.holders IS NOT NULL
   WHERE p_properties IS NULL OR p.id = ANY (p_properties)
   ORDER BY p.id
$$;
