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
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw new ProviderError(provider, `request to ${new URL(url).pathname} failed: ${(error as Error).message}`);
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(provider, `non-JSON answer (${res.status}) from ${new URL(url).pathname}`, res.status);
    }
  }
  return { status: res.status, body };
}

/** Whole dinars from a provider's amount: 10000, "10000", "10000.00". */
export function wholeDinars(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && Number.isInteger(n) ? n : undefined;
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
