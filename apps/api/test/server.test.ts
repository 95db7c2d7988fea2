import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';

describe('server shell', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sahm-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sahm</title>');

  it('answers health once ready', async () => {
    const app = await buildServer({ webDist: dist });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    await app.close();
  });

  it('serves the app shell for client routes and a JSON 404 for unknown API calls', async () => {
    const app = await buildServer({ webDist: dist });
    const page = await app.inject({ method: 'GET', url: '/property-detail?id=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sahm</title>');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    await app.close();
  });
});
