import { describe, expect, it } from 'vitest';
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
