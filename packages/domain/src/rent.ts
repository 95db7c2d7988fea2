/**
 * Rent rounding (decisions.md §3, §10), written once: the platform's rent fee
 * rounds half up to the whole dinar, and what is left is split over the
 * holders' tokens by the largest-remainder method, so the payouts, the fee
 * and any leftover dinar add up to the gross rent exactly.
 *
 * The database pays rent with the same rules (`sahm_rent_split.sql`,
 * `sahm_fee.sql`); a test in apps/api compares the two on random holdings.
 * Amounts are whole IQD; the arithmetic runs in BigInt because rent × tokens
 * passes 2^53 long before either does.
 */

/** Basis points in 100%: a property's rent fee is stored in basis points (1000 = 10%). */
export const BPS = 10_000;

/** The platform's rent fee: `feeBps` of `gross`, rounded half up to the whole dinar. */
export function rentFee(gross: number, feeBps: number): number {
  assertDinars(gross, 'gross');
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > BPS) throw new RangeError(`feeBps must be a whole number from 0 to ${BPS}, got ${feeBps}`);
  return Number((BigInt(gross) * BigInt(feeBps) + BigInt(BPS / 2)) / BigInt(BPS));
}

export interface RentSplit {
  /** Each holder's whole-dinar payout, in the order the holdings were given. */
  payouts: number[];
  /** Dinars no holder could take without a tie being broken arbitrarily: they go to platform revenue. */
  leftover: number;
}

/**
 * Splits `net` dinars over holdings of `tokens` each, pro rata, to whole
 * dinars by the largest-remainder method.
 *
 * Every holder first gets the floor of their exact share (net × tokens ÷ all
 * tokens). The k dinars this leaves (k < number of holders) go one each to the
 * holders with the largest remainders. Holders whose remainders tie at the
 * cut-off, where not all of them can have one, get none: no holder is
 * favoured by their id or their place in a list, holders with equal tokens
 * always get equal rent, and those dinars are the leftover that goes to
 * platform revenue. A holder with remainder r gets the extra dinar exactly
 * when r > 0 and at most k holders have a remainder ≥ r.
 *
 * So: Σ payouts + leftover = net; every payout is ≥ 0, at least the exact
 * share rounded down and at most the exact share rounded up.
 */
export function splitRent(net: number, tokens: readonly number[]): RentSplit {
  assertDinars(net, 'net');
  tokens.forEach((t, i) => {
    if (!Number.isSafeInteger(t) || t <= 0) throw new RangeError(`tokens[${i}] must be a positive whole number, got ${t}`);
  });
  // Mutation testing: without this early return the loops below run over
  // nothing and give the same answer (no payouts, all of `net` left over);
  // that mutant survives and cannot be killed.
  if (tokens.length === 0) return { payouts: [], leftover: net };
  const total = tokens.reduce((sum, t) => sum + BigInt(t), 0n);
  const n = BigInt(net);
  const whole: bigint[] = [];
  const rest: bigint[] = [];
  let given = 0n;
  for (const t of tokens) {
    const share = n * BigInt(t);
    whole.push(share / total);
    rest.push(share % total);
    given += share / total;
  }
  const k = n - given;
  // How many holders have a remainder at least as large as each distinct remainder.
  // Mutation testing: the comparator's mutants that change only how equal
  // remainders compare (`a >= b`, `a <= b`, the last branch `true`) reorder
  // equal values, which atLeast cannot tell apart; and V8's sort reads only
  // whether the comparator is negative, so dropping its `a < b ? 1` branch
  // (`false`) sorts the same. They survive and cannot be killed on Node.
  const sorted = [...rest].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const atLeast = new Map<bigint, number>();
  sorted.forEach((r, i) => atLeast.set(r, i + 1));
  const payouts = whole.map((w, i) => {
    const r = rest[i]!;
    // Mutation testing: `r > 0n` mutated to `true` or `r >= 0n` survives. A
    // zero remainder would need every holder (all have a remainder ≥ 0) to
    // fit within k, but k, the dinars the floors leave, is always fewer than
    // the holders: the guard names the case for the reader.
    return Number(r > 0n && BigInt(atLeast.get(r)!) <= k ? w + 1n : w);
  });
  const paid = payouts.reduce((sum, p) => sum + p, 0);
  return { payouts, leftover: net - paid };
}

export interface RentBreakdown {
  /** The month's rent before the fee. */
  gross: number;
  /** The platform's rent fee in percent of the gross (a property stores basis points). */
  feePercent: number;
  fee: number;
  /** Gross minus fee: what the holders share. */
  net: number;
  /** Net per token, for display: exact to four decimals, rounded down (payouts themselves are whole dinars). */
  perToken: number;
}

/** What one month's rent of a property comes to: gross, fee (half up), net and net per token. */
export function rentBreakdown(gross: number, feeBps: number, totalTokens: number): RentBreakdown {
  const fee = rentFee(gross, feeBps);
  const net = gross - fee;
  return { gross, feePercent: feeBps / 100, fee, net, perToken: perTokenOf(net, totalTokens) };
}

/** `net` ÷ `tokens` rounded down to four decimals (display only); 0 without tokens. */
export function perTokenOf(net: number, tokens: number): number {
  if (tokens <= 0) return 0;
  return Number((BigInt(net) * 10_000n) / BigInt(tokens)) / 10_000;
}

/** A rent period as the API names it: a calendar month, YYYY-MM. */
export const RENT_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month before the one `now` falls in, in Iraq (UTC+3 all year): the month a run on the 1st pays. */
export function previousRentPeriod(now: Date = new Date()): string {
  const iraq = new Date(now.getTime() + 3 * 3_600_000);
  const first = new Date(Date.UTC(iraq.getUTCFullYear(), iraq.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/** The month `now` falls in, in Iraq. */
export function currentRentPeriod(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
}

function assertDinars(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole dinars, 0 or more, got ${value}`);
}
