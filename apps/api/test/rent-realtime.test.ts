import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../src/app';
import { payRent } from '../src/rent/runs';
import { createTestDatabase, registerUser, testConfig } from './helpers';
import { fundedProperty, lastMonth } from './rent-helpers';

/**
 * Two API processes' worth of servers on one database, as behind a load
 * balancer: a rent run in one reaches the holders connected to either, in
 * each socket's language, through PostgreSQL.
 */
const databaseUrl = await createTestDatabase();
const config = testConfig({ port: 0, host: '127.0.0.1', databaseUrl, realtimeAdapter: true });
const A = await startApp(config);
const B = await startApp(config);
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await Promise.all([A.stop(), B.stop()]);
});

function open(url: string, token: string, lang: string): Promise<Socket> {
  const socket = connectSocket(url, { auth: { token, lang }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

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

describe('rent notifications in realtime', () => {
  it('reach each online holder once, on whichever process they are connected to, in their language; nobody else', async () => {
    await adaptersListening(2);
    const arabic = await registerUser(A.app, A.ctx);
    const sorani = await registerUser(A.app, A.ctx);
    const bystander = await registerUser(A.app, A.ctx);
    const p = await fundedProperty(A.ctx, 'rent-live', [{ userId: arabic.id, tokens: 1 }, { userId: sorani.id, tokens: 3 }], { monthlyRent: 400_000, feeBps: 0 });

    const seen: Record<string, Array<{ code: string; message: string }>> = { arabic: [], sorani: [], bystander: [] };
    (await open(B.url, arabic.token, 'ar')).on('user-notification', (n) => seen.arabic!.push(n));
    (await open(A.url, sorani.token, 'kr')).on('user-notification', (n) => seen.sorani!.push(n));
    (await open(B.url, bystander.token, 'en')).on('user-notification', (n) => seen.bystander!.push(n));

    await payRent(A.ctx, lastMonth(), { propertyIds: [p.id] });
    const start = Date.now();
    while ((seen.arabic!.length < 1 || seen.sorani!.length < 1) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));

    expect(seen.arabic).toHaveLength(1);
    expect(seen.arabic![0]).toMatchObject({ code: 'NOTIFY_RENT_PAID' });
    expect(seen.arabic![0]!.message).toContain('إيجار');
    // Amounts in the reader's digits (glossary.md): Arabic-Indic in ar and kr.
    expect(seen.arabic![0]!.message).toContain((100_000).toLocaleString('ar-u-nu-arab'));
    expect(seen.sorani).toHaveLength(1);
    expect(seen.sorani![0]!.message).toContain('کرێ');
    expect(seen.sorani![0]!.message).toContain((300_000).toLocaleString('ar-u-nu-arab'));
    expect(seen.bystander).toEqual([]);
  });
});
