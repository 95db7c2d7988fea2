// Investors made through the API alone, with fixed names and figures, for
// screens whose pictures must come out the same on every run: a fresh
// account per run (the e2e database is new each run) that no other journey
// touches, verified like a real investor (identity approved by an admin,
// phone by SMS code), funded at a branch, trading on properties the other
// journeys leave alone. Its steps (the API call, an approved identity, a
// verified phone) serve the other journeys' investors too.
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { baseUrl } from './browser.ts';
import { codeIn, waitForMessage } from './api.ts';

export async function api<T>(method: 'GET' | 'POST', path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status} ${json.message ?? ''}`);
  return json.data as T;
}

export const signIn = async (email: string, password: string) => (await api<{ token: string }>('POST', '/auth/login', { body: { email, password } })).token;

/** A plain PNG made here (no fixture file): the identity documents and liveness frames. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([27, 94, 87 + (x % 100)], 1 + x * 3);
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export interface Investor {
  name: string;
  email: string;
  password: string;
  token: string;
  /** The verified phone, E.164 (+964…): how offers and gifts find this investor. */
  phone: string;
}

/**
 * A verified investor with a fixed user name, e-mail and phone: signed up,
 * e-mail confirmed, personal details, an identity request approved by the
 * demo admin, a +964 number confirmed by SMS code. Each name once per run.
 */
export async function fixedInvestor({ name, fullName, mobileNumber }: { name: string; fullName: string; mobileNumber: string }): Promise<Investor> {
  const email = `${name}@example.com`;
  const password = 'Journey123';
  await api('POST', '/auth/signup', { body: { email, password, name } });
  const emailCode = codeIn(await waitForMessage(email));
  await api('POST', '/auth/verify-email', { body: { email, verifyCode: emailCode } });
  const token = await signIn(email, password);

  await approvedIdentity(token, fullName);
  await verifyPhone(token, mobileNumber);
  return { name, email, password, token, phone: `+964${mobileNumber}` };
}

/** Personal details, then an identity request (Iraqi ID, a frame per liveness challenge) left waiting for an admin: its id. */
export async function submittedIdentity(token: string, fullName: string): Promise<string> {
  await api('POST', '/user/user/update', { token, body: { fullName, dateOfBirth: '1990-04-12' } });
  const { nonce, challenges } = await api<{ nonce: string; challenges: string[] }>('GET', '/user/user/liveness-challenges', { token });
  const form = new FormData();
  form.append('proofType', 'iraqi_id');
  form.append('nonce', nonce);
  const document = new Blob([new Uint8Array(png(1200, 760))], { type: 'image/png' });
  form.append('documentFront', document, 'front.png');
  form.append('documentBack', document, 'back.png');
  for (const challenge of challenges) form.append(`liveness_${challenge}`, new Blob([new Uint8Array(png(640, 480))], { type: 'image/png' }), 'frame.png');
  const request = await api<{ id: string }>('POST', '/user/user/kyc-request', { token, body: form });
  return request.id;
}

/** An identity request as {@link submittedIdentity} makes it, approved by the demo admin. */
export async function approvedIdentity(token: string, fullName: string) {
  const requestId = await submittedIdentity(token, fullName);
  await api('POST', `/admin/kyc-requests/${requestId}/approve`, { token: await signIn('admin@sahm.iq', 'Admin1234'), body: {} });
}

/** A +964 number (random unless given) confirmed with the SMS code from the dev outbox. */
export async function verifyPhone(token: string, mobileNumber = `77${String(randomInt(10_000_000, 99_999_999))}`) {
  await api('POST', '/auth/send-verify-number', { token, body: { countryCode: '+964', mobileNumber } });
  const code = codeIn(await waitForMessage(`+964${mobileNumber}`));
  await api('POST', '/auth/verify-number', { token, body: { countryCode: '+964', mobileNumber, verifyCode: code } });
  return { mobileNumber, e164: `+964${mobileNumber}` };
}

/** Cash paid in at a branch, recorded by the demo admin (at most the approval threshold, so credited at once). */
export async function branchDeposit(userToken: string, amount: number) {
  const me = await api<{ _id: string }>('GET', '/user/user', { token: userToken });
  await api('POST', `/admin/users/${me._id}/cash-deposit`, { token: await signIn('admin@sahm.iq', 'Admin1234'), body: { amount, branch: 'Baghdad – Mansour' } });
}

interface ListedProperty {
  _id: string;
  slug: string;
  valuation?: number;
  totalTokens?: number;
}

/** A seeded property's id by its slug. */
export async function propertyIdOf(slug: string): Promise<string> {
  const lists = await api<Record<string, ListedProperty[]>>('GET', '/user/marketplace/list');
  const found = Object.values(lists)
    .flat()
    .find((p) => p.slug === slug);
  if (!found) throw new Error(`The demo seed has no property ${slug}`);
  return found._id;
}
