/** A provider call that failed: unreachable, timed out, refused, or answered nonsense. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/**
 * One HTTP call to a provider with a timeout. JSON in and out by default;
 * `form` sends application/x-www-form-urlencoded (OAuth2 token calls).
 */
export async function providerFetch(
  provider: string,
  url: string,
  {
    method = 'GET',
    json,
    form,
    headers = {},
    timeoutMs,
  }: { method?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; timeoutMs: number },
): Promise<HttpAnswer> {
  const init: RequestInit = { method, headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  } else if (form) {
    init.body = new URLSearchParams(form).toString();
    (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
  }
  // Every failure is a ProviderError (the caller's 503 PAYMENT_PROVIDER_UNAVAILABLE), never a bare
  // TypeError that would surface as a 500: a misconfigured base URL, a refused or reset connection,
  // and an answer whose body breaks off or outlasts the timeout after its headers have come.
  const where = pathOf(url);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw new ProviderError(provider, `request to ${where} failed: ${(error as Error).message}`);
  }
  try {
    text = await res.text();
  } catch (error) {
    throw new ProviderError(provider, `answer (${res.status}) from ${where} broke off: ${(error as Error).message}`, res.status);
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(provider, `non-JSON answer (${res.status}) from ${where}`, res.status);
    }
  }
  return { status: res.status, body };
}

/** The path of a provider's URL for the logs (never its query, which may carry ids); the text itself when it is no URL. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return JSON.stringify(url);
  }
}

/** Whole dinars from a provider's amount: 10000, "10000", "10000.00". */
export function wholeDinars(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && Number.isInteger(n) ? n : undefined;
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
