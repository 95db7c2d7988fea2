import { EARLY_ANSWER_TTL_MS, earlyAnswersKey } from '../config/earlyCalls';
import { clearStorageExceptLanguage, getToken, savedLocale, storageKeys } from './storage';

/**
 * This page load, as the session-expired mark names it: a 401 can answer a
 * call started before the app has rendered (the first screen's data), and
 * this page's Shell must leave the notice to the page the reload opens.
 */
const thisPage = `page-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The mark is kept in the tab's window.name, which a reload keeps and which
 * belongs to this tab alone, as sessionStorage would; but reading it costs
 * nothing, while a page's first touch of sessionStorage opens its storage area
 * with a synchronous round trip to the browser (up to 160 ms of the signed-in
 * dashboard's first render under Lighthouse's trace). Not the history entry's
 * state: the dying page's router can still replace that entry (its guard
 * sends the signed-out page to /login) before the reload.
 */
export const SESSION_EXPIRED_MARK = `${storageKeys.sessionExpired}=`;

/** Marks this tab's page as signed out on a 401, for the page the reload opens to say so. */
export function markSessionExpired() {
  window.name = `${SESSION_EXPIRED_MARK}${thisPage}`;
}

/** True when an earlier page load signed out on a 401 and its notice is still to show. */
export function sessionExpiredBefore(): boolean {
  return window.name.startsWith(SESSION_EXPIRED_MARK) && window.name !== `${SESSION_EXPIRED_MARK}${thisPage}`;
}

/** The notice has been shown: the mark goes. */
export function clearSessionExpired() {
  if (window.name.startsWith(SESSION_EXPIRED_MARK)) window.name = '';
}

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** A failed call: HTTP status (0 when there was no response), the server's code and localized message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

/** The client's own fallback texts (spec.md §8), localized by the caller's catalog. */
export interface FallbackMessages {
  noResponse: string;
  serverError: string;
}

let fallbacks: FallbackMessages = {
  noResponse: 'Something went wrong! Please try again.',
  serverError: 'Server error! Please try again.',
};
export function setFallbackMessages(messages: FallbackMessages) {
  fallbacks = messages;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For money-moving POSTs (decisions.md §3). */
  idempotencyKey?: string;
  /**
   * Bytes of the request body sent so far, as the browser reports them. Given,
   * the call goes through XMLHttpRequest (fetch reports no upload progress);
   * answers and errors are read exactly as for fetch.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The session to act for instead of the stored one: sign-out forgets its token first, then ends it on the server. */
  token?: string;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface RawAnswer {
  status: number;
  json: () => Promise<unknown>;
}

/** One request through XMLHttpRequest, for its upload progress events; resolves like fetch (any status), rejects on no answer or abort. */
function sendWithProgress(
  url: string,
  { method, headers, body, signal, onUploadProgress }: { method: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit | undefined; signal?: AbortSignal; onUploadProgress: (progress: UploadProgress) => void },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      resolve({ status: xhr.status, json: async () => JSON.parse(text) as unknown });
    };
    xhr.onerror = xhr.ontimeout = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(body ?? null);
  });
}

/** What the boot script keeps for a call it started (scripts/bootPreload.ts): null when it got no answer. */
interface EarlyAnswer {
  token: string;
  lang: string;
  at: number;
  answer: Promise<{ status: number; body: unknown } | null>;
}

/**
 * The answer the boot script fetched for this GET before the app ran
 * (config/earlyCalls.ts), taken once: only when it was asked with the same
 * session and language, and recently; otherwise undefined and the call goes
 * out as usual.
 */
function takeEarlyAnswer(path: string, token: string | null, lang: string): Promise<RawAnswer | null> | undefined {
  const store = (globalThis as Record<string, unknown>)[earlyAnswersKey] as Record<string, EarlyAnswer> | null | undefined;
  const early = store?.[path];
  if (!store || !early) return undefined;
  delete store[path];
  if (early.token !== (token ?? '') || early.lang !== lang || Date.now() - early.at > EARLY_ANSWER_TTL_MS) return undefined;
  return early.answer.then((answer) => answer && { status: answer.status, json: async () => answer.body });
}

/**
 * The first photo of the answer the boot script fetched for this GET, if it
 * had one (config/earlyCalls.ts `image`): a loading skeleton shows it where
 * the screen will, as the boot shell did before the app ran. Only a same-origin
 * path; read, not taken.
 */
export function earlyImage(path: string): string | undefined {
  const store = (globalThis as Record<string, unknown>)[earlyAnswersKey] as Record<string, unknown> | null | undefined;
  const url = store?.[`image:${path}`];
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

/**
 * The one fetcher for every call (spec.md §7-§8): the token when signed in,
 * Accept-Language from the saved language; 200/201/202 with data is success;
 * otherwise the server's message. A 401 clears storage except the language
 * and reloads, and the next page load says the session expired.
 */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal, idempotencyKey, onUploadProgress, token = getToken() ?? undefined }: ApiOptions = {},
): Promise<ApiSuccess<T>> {
  // From the app's first call on, a boot script that runs only now (it loads async, so it may come
  // after the app's code) starts no calls: their answers would wait, stale, for a later call of the
  // same path, such as the profile refreshed after a change (scripts/bootPreload.ts early()).
  if (!(earlyAnswersKey in globalThis)) (globalThis as Record<string, unknown>)[earlyAnswersKey] = null;
  const lang = savedLocale();
  const headers: Record<string, string> = { 'accept-language': lang, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let res: RawAnswer;
  const payload = body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body);
  try {
    const early = method === 'GET' && body === undefined && !onUploadProgress ? await takeEarlyAnswer(path, token ?? null, lang) : null;
    res =
      early ??
      (onUploadProgress
        ? await sendWithProgress(`/api${path}`, { method, headers, body: payload, signal, onUploadProgress })
        : await fetch(`/api${path}`, { method, headers, signal, body: payload }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NO_RESPONSE', fallbacks.noResponse);
  }

  let json: Record<string, unknown> = {};
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }

  // 202: accepted and waiting (a cash deposit above the threshold awaits a second admin).
  if ((res.status === 200 || res.status === 201 || res.status === 202) && 'data' in json) {
    return { data: json.data as T, message: typeof json.message === 'string' ? json.message : undefined };
  }
  // Only a 401 for the session still stored ends it: an answer about a token signed out (or replaced by
  // another sign-in) while the call was on its way says nothing about the session the page has now.
  // The page is not told the session is gone: it reloads, and the page the reload opens is signed out.
  if (res.status === 401 && token && getToken() === token) {
    clearStorageExceptLanguage({ notify: false });
    markSessionExpired();
    window.location.reload();
  }
  const message = typeof json.message === 'string' && json.message ? json.message : fallbacks.serverError;
  throw new ApiError(res.status, typeof json.code === 'string' ? json.code : 'SERVER_ERROR', message, (json.errors as FieldError[]) ?? [], json);
}

/** SWR's fetcher: GET a path, resolve to its data. */
export const swrFetcher = <T,>(path: string) => api<T>(path).then((r) => r.data);
