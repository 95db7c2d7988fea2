import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, createTestApp } from './helpers';

// Low limits so brute force shows within a test.
const { app } = await createTestApp({ rateLimits: { auth: 5, codes: 3, windowMs: 60_000 } });

describe('rate limits', () => {
  it('login brute force gets 429 with a localized message and retry time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call(app, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: `Guess${i}xyz1` } })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const limited = await call(app, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: 'x' }, lang: 'kr' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('e-mail code guessing is limited per e-mail address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await call(app, 'POST', '/api/auth/verify-email', { body: { email: 'target@example.com', verifyCode: `00000${i}` } })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('TRUST_PROXY (decisions.md §13): a hop count or proxy addresses, never everyone', () => {
  it('reads a hop count or a list of addresses and refuses "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', '::1', 'loopback']);
    for (const bad of ['true', '*', 'all', 'yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  // The review's attack: fifteen wrong logins, each with another X-Forwarded-For, never hit 429.
  const attack = async (server: typeof app, via: string, forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await server.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: via,
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `proxy-victim-${i}@example.com`, password: `Guess${i}xyz1` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('TRUST_PROXY=1 trusts one hop: forged addresses in front of the proxy’s own do not reset the limit', async () => {
    const previous = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      const { app: behindProxy } = await createTestApp({ rateLimits: { auth: 5, codes: 3, windowMs: 60_000 }, ...pick(loadConfig(process.env), 'trustProxy') });
      // The proxy (10.0.0.2) appends the address it saw; whatever the client wrote comes before it.
      const statuses = await attack(behindProxy, '10.0.0.2', (i) => `198.51.100.${i}, 203.0.113.7`);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual(Array(10).fill(429));
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
    }
  });

  it('with proxy addresses, a client that is not the proxy is counted by its own address, whatever it forwards', async () => {
    const { app: behindProxy } = await createTestApp({ rateLimits: { auth: 5, codes: 3, windowMs: 60_000 }, trustProxy: ['10.0.0.2'] });
    const direct = await attack(behindProxy, '203.0.113.9', (i) => `198.51.100.${i}`);
    expect(direct.slice(5)).toEqual(Array(10).fill(429));
    // Through the proxy, the address it appended counts.
    const proxied = await behindProxy.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { email: 'someone@example.com', password: 'Guess1xyz1' },
    });
    expect(proxied.statusCode).toBe(400);
  });
});

function pick<T extends object, K extends keyof T>(o: T, key: K): Partial<Pick<T, K>> {
  return key in o ? ({ [key]: o[key] } as Pick<T, K>) : {};
}
