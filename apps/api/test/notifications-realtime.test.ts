import { messageText } from '@sahm/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, startApp } from '../src/app';
import { connect } from '../src/db/database';
import { startRealtime } from '../src/notifications/realtime';
import { userRoom, type NotificationRow } from '../src/notifications/notifier';
import { buildServer } from '../src/server';
import { call, createTestDatabase, registerUser, testConfig } from './helpers';

/**
 * Two API servers on ONE database, each with its own Fastify, socket.io and
 * pg pool (what two processes behind a load balancer have), plus a third in
 * a real child process: events cross them only through PostgreSQL.
 */
const databaseUrl = await createTestDatabase();
const config = testConfig({ port: 0, host: '127.0.0.1', databaseUrl, realtimeAdapter: true });
const A = await startApp(config);
const B = await startApp(config);
const sockets: Socket[] = [];
let child: ChildProcess | undefined;

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  child?.kill('SIGTERM');
  await Promise.all([A.stop(), B.stop()]);
});

/** Each adapter LISTENs on its own connection; events only cross once all of them do. */
async function adaptersListening(count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN "socket.io#/"'`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`fewer than ${count} realtime adapters listening`);
  } finally {
    await client.end();
  }
}

function open(url: string, auth: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connectSocket(url, { auth, extraHeaders: headers, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Collects every event of one name a socket receives. */
function record<T = Record<string, unknown>>(socket: Socket, event = 'user-notification'): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

async function until(check: () => boolean, what: string, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const quiet = () => new Promise((r) => setTimeout(r, 300));

describe('realtime across API processes (decisions.md §11)', () => {
  it('startApp listens on a real port and reports it', async () => {
    expect(A.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(A.url).not.toBe(B.url);
    const health = await fetch(`${B.url}/api/health`);
    expect(health.status).toBe(200);
    await adaptersListening(2);
  });

  it('a socket on server B receives, in its language, a notification stored through server A', async () => {
    await adaptersListening(2);
    const u = await registerUser(A.app, A.ctx);
    const arSocket = await open(B.url, { token: u.token, lang: 'ar' });
    const krSocket = await open(B.url, { token: u.token }, { 'accept-language': 'ckb-IQ,en;q=0.5' });
    const enSocket = await open(A.url, { token: u.token });
    const ar = record(arSocket);
    const kr = record(krSocket);
    const en = record(enSocket);

    const row = await A.ctx.notifier.notify(u.id, 'offers', 'RATE_LIMITED', { seconds: 7 });
    await until(() => ar.length === 1 && kr.length === 1 && en.length === 1, 'the notification on every socket');
    expect(ar[0]).toMatchObject({ _id: row.id, type: 'offers', code: 'RATE_LIMITED', message: messageText('ar', 'RATE_LIMITED', { seconds: 7 }), isRead: false, relative: { unit: 'now', value: 0 } });
    expect(kr[0]).toMatchObject({ _id: row.id, message: messageText('kr', 'RATE_LIMITED', { seconds: 7 }) });
    expect(en[0]).toMatchObject({ _id: row.id, message: 'Too many attempts. Please wait 7 seconds and try again.' });

    // Through HTTP on A: changing the password notifies the account.
    const res = await fetch(`${A.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ oldPassword: u.password, newPassword: 'Changed123', confirmPassword: 'Changed123' }),
    });
    expect(res.status).toBe(200);
    await until(() => ar.length === 2, 'the password-change notification on B');
    expect(ar[1]).toMatchObject({ type: 'account_update', code: 'PASSWORD_CHANGED', message: messageText('ar', 'PASSWORD_CHANGED') });
    await quiet();
    // Exactly once per socket, though the user has sockets in several languages and on both servers.
    expect([ar.length, kr.length, en.length]).toEqual([2, 2, 2]);
  });

  it('sends notifications across processes once, not once per language room, and those of one turn together', async () => {
    await adaptersListening(2);
    const u = await registerUser(A.app, A.ctx);
    const sockets = await Promise.all([
      open(B.url, { token: u.token, lang: 'ar' }),
      open(B.url, { token: u.token, lang: 'bh' }),
      open(A.url, { token: u.token, lang: 'kr' }),
    ]);
    const seen = sockets.map((socket) => record(socket));
    // The adapter publishes with pg_notify through the pool; count what one notification costs.
    const pool = A.ctx.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const query = pool.query.bind(pool);
    let notifies = 0;
    let rows: NotificationRow[] = [];
    pool.query = (...args: unknown[]) => {
      // Notifications only: the adapter's own heartbeats go through pg_notify too.
      const payload = Array.isArray(args[1]) ? String(args[1][1]) : '';
      if (typeof args[0] === 'string' && args[0].includes('pg_notify') && /user-notification|sahm:notifications/.test(payload)) notifies++;
      return query(...args);
    };
    try {
      await A.ctx.notifier.notify(u.id, 'buy_sell', 'PASSWORD_CHANGED');
      await until(() => seen.every((s) => s.length === 1), 'the notification on every socket');
      await quiet();
      expect(notifies).toBe(1);
      // Several committed together (a group of purchases) and published in one turn: still one message.
      rows = await A.ctx.db.transaction().execute((trx) =>
        Promise.all(['INVESTED', 'PASSWORD_CHANGED', 'RATE_LIMITED'].map((code) => A.ctx.notifier.notify(u.id, 'buy_sell', code as 'INVESTED', { seconds: 3 }, trx))),
      );
      for (const row of rows) A.ctx.notifier.publish(row);
      await until(() => seen.every((s) => s.length === 4), 'the three notifications on every socket');
      await quiet();
    } finally {
      pool.query = query;
    }
    expect(notifies).toBe(2);
    expect(seen.map((s) => s[0]!.message)).toEqual([
      messageText('ar', 'PASSWORD_CHANGED'),
      messageText('bh', 'PASSWORD_CHANGED'),
      messageText('kr', 'PASSWORD_CHANGED'),
    ]);
    for (const s of seen) expect(s.slice(1).map((n) => n._id)).toEqual(rows.map((r) => r.id));
  });

  it("a user never receives another user's notification, even after asking to join their room", async () => {
    await adaptersListening(2);
    const alice = await registerUser(A.app, A.ctx);
    const bob = await registerUser(A.app, A.ctx);
    const aliceSocket = await open(A.url, { token: alice.token });
    const bobOnA = await open(A.url, { token: bob.token });
    const bobOnB = await open(B.url, { token: bob.token });
    const aliceSeen = record(aliceSocket);
    const bobSeenA = record(bobOnA);
    const bobSeenB = record(bobOnB);

    // There is no join event: these do nothing (and must not break the socket).
    for (const s of [bobOnA, bobOnB]) {
      s.emit('join', userRoom(alice.id));
      s.emit('join', { room: userRoom(alice.id) });
      s.emit('subscribe', `${userRoom(alice.id)}:en`);
      s.emit('join', 'admin');
    }
    const ack = await bobOnB.timeout(3000).emitWithAck('connected', { userId: alice.id });
    // The server answers with who the socket really is, whatever it claims.
    expect(ack).toEqual({ userId: bob.id });

    const forAlice = await B.ctx.notifier.notify(alice.id, 'buy_sell', 'PASSWORD_CHANGED');
    B.ctx.notifier.toAdmins('kyc-request', { id: 'x' });
    await until(() => aliceSeen.length === 1, "Alice's notification");
    expect(aliceSeen[0]!._id).toBe(forAlice.id);
    const forBob = await A.ctx.notifier.notify(bob.id, 'offers', 'PASSWORD_CHANGED');
    await until(() => bobSeenA.length >= 1 && bobSeenB.length >= 1, "Bob's own notification");
    await quiet();
    expect(bobSeenA.map((n) => n._id)).toEqual([forBob.id]);
    expect(bobSeenB.map((n) => n._id)).toEqual([forBob.id]);
    expect(aliceSeen.map((n) => n._id)).toEqual([forAlice.id]);
    expect(bobOnA.connected && bobOnB.connected).toBe(true);
  });

  it('admins (only) join the admin room and get live notices from any process', async () => {
    await adaptersListening(2);
    const admin = await registerUser(A.app, A.ctx);
    await A.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const investor = await registerUser(A.app, A.ctx);
    const adminSocket = await open(B.url, { token: admin.token });
    const investorSocket = await open(B.url, { token: investor.token });
    const adminSeen = record(adminSocket, 'withdrawal-request');
    const investorSeen = record(investorSocket, 'withdrawal-request');
    A.ctx.notifier.toAdmins('withdrawal-request', { id: 'w1' });
    await until(() => adminSeen.length === 1, 'the admin notice');
    await quiet();
    expect(adminSeen).toEqual([{ id: 'w1' }]);
    expect(investorSeen).toEqual([]);
  });

  it('refuses a connection with a missing, bad or revoked token (connect_error)', async () => {
    const u = await registerUser(A.app, A.ctx);
    for (const auth of [{}, { token: 'garbage' }, { token: 'x'.repeat(43) }, { token: 42 }, { token: u.token.slice(0, -1) }]) {
      const error = await open(B.url, auth).then(
        () => null,
        (e: Error & { data?: unknown }) => e,
      );
      expect(error?.message).toBe('SESSION_EXPIRED');
      expect(error?.data).toEqual({ code: 'SESSION_EXPIRED', message: 'Session expired! please login again' });
    }
    const localized = await open(B.url, { token: 'garbage', lang: 'bh' }).catch((e: Error & { data?: { message: string } }) => e);
    expect((localized as { data?: { message: string } }).data?.message).toBe(messageText('bh', 'SESSION_EXPIRED'));

    // The same person signed in twice: signing one session out through A tells
    // that session's socket on B at once, with no event from it and long before
    // the periodic check (30 s here); the other session's socket stays.
    const second = (await call(A.app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json().data.token as string;
    const live = await open(B.url, { token: u.token });
    const other = await open(B.url, { token: second });
    const expired = record(live, 'session-expired');
    const otherExpired = record(other, 'session-expired');
    const disconnected = new Promise<string>((resolve) => live.once('disconnect', (reason) => resolve(reason)));
    const logout = await fetch(`${A.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${u.token}` } });
    expect(logout.status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(expired).toEqual([{ code: 'SESSION_EXPIRED', message: 'Session expired! please login again' }]);
    await expect(open(B.url, { token: u.token })).rejects.toThrow('SESSION_EXPIRED');
    await quiet();
    expect(other.connected).toBe(true);
    expect(otherExpired).toEqual([]);

    // A session that ends without the API revoking it (expired in the database): dropped on its next event.
    const otherDropped = new Promise<string>((resolve) => other.once('disconnect', (reason) => resolve(reason)));
    await A.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', u.id).execute();
    other.emit('connected', { userId: u.id });
    expect(await otherDropped).toBe('io server disconnect');
    expect(otherExpired).toEqual([{ code: 'SESSION_EXPIRED', message: 'Session expired! please login again' }]);
  });

  it('a password change or a disabled account drops the sockets of the revoked sessions at once', async () => {
    const u = await registerUser(A.app, A.ctx);
    const second = (await call(A.app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json().data.token as string;
    const kept = await open(B.url, { token: u.token });
    const revoked = await open(B.url, { token: second });
    const dropped = new Promise<string>((resolve) => revoked.once('disconnect', (reason) => resolve(reason)));
    // Changing the password with the first session revokes every other one.
    const change = await call(A.app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'Another456', confirmPassword: 'Another456' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await quiet();
    expect(kept.connected).toBe(true);

    const admin = await registerUser(A.app, A.ctx);
    await A.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const keptDropped = new Promise<string>((resolve) => kept.once('disconnect', (reason) => resolve(reason)));
    const disable = await call(A.app, 'POST', `/api/admin/users/${u.id}/disable`, { token: admin.token, body: { reason: 'Test of the realtime drop' } });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await keptDropped).toBe('io server disconnect');
  });

  it('drops a silent socket whose session ended, or whose admin role was removed, at the next periodic check', async () => {
    // Same wiring as startApp, with a short check interval.
    const handle = connect(databaseUrl, { max: 5 });
    const ctx = createContext(config, handle);
    const app = await buildServer(ctx);
    await startRealtime(app, ctx, { sessionCheckMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const u = await registerUser(app, ctx);
      const socket = await open(url, { token: u.token });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      await new Promise((r) => setTimeout(r, 500));
      expect(socket.connected).toBe(true);
      await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', u.id).execute();
      expect(await disconnected).toBe('io server disconnect');

      // A demoted admin leaves the admin room: the socket is dropped and reconnects as an investor.
      const a = await registerUser(app, ctx);
      await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', a.id).execute();
      const adminSocket = await open(url, { token: a.token });
      const dropped = new Promise<string>((resolve) => adminSocket.once('disconnect', (reason) => resolve(reason)));
      await new Promise((r) => setTimeout(r, 500));
      expect(adminSocket.connected).toBe(true);
      await ctx.db.updateTable('users').set({ role: 'investor' }).where('id', '=', a.id).execute();
      expect(await dropped).toBe('io server disconnect');
      const again = await open(url, { token: a.token });
      const notices = record(again, 'kyc-request');
      ctx.notifier.toAdmins('kyc-request', { id: 'k1' });
      await quiet();
      expect(notices).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('crosses real OS processes: a child-process API server and this one', { timeout: 60_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fixtures/realtime-server.ts', import.meta.url))], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += String(d)));
    const started = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child did not start: ${stderr}`)), 45_000);
      createInterface({ input: child!.stdout! }).once('line', (line) => {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      });
      child!.once('exit', (code) => reject(new Error(`child exited with ${code}: ${stderr}`)));
    });
    expect(started.pid).not.toBe(process.pid);
    await adaptersListening(3);

    const u = await registerUser(A.app, A.ctx);
    const onChild = await open(started.url, { token: u.token, lang: 'kr' });
    const onB = await open(B.url, { token: u.token });
    const childSeen = record(onChild);
    const bSeen = record(onB);

    // Stored through server A (HTTP) → delivered by the child process.
    const res = await fetch(`${A.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ oldPassword: u.password, newPassword: 'Changed123', confirmPassword: 'Changed123' }),
    });
    expect(res.status).toBe(200);
    await until(() => childSeen.length === 1 && bSeen.length === 1, 'the notification on the child and on B');
    expect(childSeen[0]).toMatchObject({ code: 'PASSWORD_CHANGED', message: messageText('kr', 'PASSWORD_CHANGED') });

    // Stored through the child (HTTP) → delivered by B in this process.
    const back = await fetch(`${started.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ oldPassword: 'Changed123', newPassword: 'Changed456', confirmPassword: 'Changed456' }),
    });
    expect(back.status).toBe(200);
    await until(() => bSeen.length === 2, 'the notification from the child on B');
    expect(bSeen[1]).toMatchObject({ code: 'PASSWORD_CHANGED', message: 'Your password has been changed' });

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.stdin!.end();
    await exited;
    child = undefined;
  });
});
