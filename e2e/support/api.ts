// Calls the test server directly (from Node), to arrange and check what the
// browser journeys do: the dev outbox, seeded ids, ready-made accounts.
import { randomBytes } from 'node:crypto';
import { baseUrl } from './browser.ts';

export interface OutboxMessage {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at?: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status} ${json.message ?? ''}`);
  return json.data as T;
}

/** What the e-mail/SMS sandbox "sent" to an address, newest first (GET /api/dev/outbox). */
export function outbox(to: string): Promise<OutboxMessage[]> {
  return call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
}

/** Polls the outbox until a message to `to` matches, for up to `timeout` ms. */
export async function waitForMessage(to: string, match: (m: OutboxMessage) => boolean = () => true, timeout = 10_000): Promise<OutboxMessage> {
  const until = Date.now() + timeout;
  for (;;) {
    const found = (await outbox(to)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No outbox message to ${to} matched within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code in an e-mail body. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${message.body}`);
  return code;
}

/** A new, unused identity for a journey. */
export function newIdentity(prefix = 'e2e') {
  const id = `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: id, email: `${id}@example.com`, password: 'Journey123' };
}

/** Signs up, verifies the e-mail with the code from the outbox, signs in: a token, through the API only. */
export async function signedInAccount(prefix = 'e2e') {
  const who = newIdentity(prefix);
  await call('POST', '/auth/signup', { email: who.email, password: who.password, name: who.name });
  const code = codeIn(await waitForMessage(who.email));
  await call('POST', '/auth/verify-email', { email: who.email, verifyCode: code });
  const { token } = await call<{ token: string }>('POST', '/auth/login', { email: who.email, password: who.password });
  return { ...who, token };
}

export function revokeSession(token: string) {
  return call('POST', '/auth/logout', undefined, token);
}

interface ListedProperty {
  _id: string;
  slug: string;
  name: string;
  isLocked: boolean;
}

/**
 * The id of a seeded, unlocked property. A fixed slug keeps the visual
 * references on the same property from run to run (ids are new each run).
 */
export async function seededPropertyId(slug = 'baghdad-mansour-garden-residences'): Promise<string> {
  const lists = await call<Record<string, ListedProperty[]>>('GET', '/user/marketplace/list');
  const all = Object.values(lists).flat();
  const found = all.find((p) => p.slug === slug) ?? all.find((p) => !p.isLocked);
  if (!found) throw new Error('The demo seed has no unlocked property');
  return found._id;
}
