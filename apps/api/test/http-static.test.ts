import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/app';
import { connect } from '../src/db/database';
import { buildServer } from '../src/server';
import { createTestDatabase, testConfig } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'sahm-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sahm</title>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');

const handle = connect(await createTestDatabase(), { max: 2 });
const app = await buildServer(createContext(testConfig(), handle), { webDist: dist });
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('serving the built web app', () => {
  it('serves files and the app shell for client routes, without caching the shell', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const route = await app.inject({ method: 'GET', url: '/property-detail?id=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Sahm</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of HTML, and JSON 404 for unknown API calls', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('compression', () => {
  it('compresses large text responses for clients that accept it', async () => {
    writeFileSync(join(dist, 'assets', 'big.js'), 'console.log("sahm");\n'.repeat(500));
    const fresh = await buildServer(createContext(testConfig(), handle), { webDist: dist });
    const res = await fresh.inject({ method: 'GET', url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(2000);
    await fresh.close();
  });
});

describe('precompressed files and caching', () => {
  // What apps/web/scripts/precompress.ts writes at build time: file, file.br and file.gz.
  const source = 'export const greeting = "sahm";\n'.repeat(400);
  writeFileSync(join(dist, 'assets', 'chunk-abc.js'), source);
  writeFileSync(join(dist, 'assets', 'chunk-abc.js.br'), brotliCompressSync(source));
  writeFileSync(join(dist, 'assets', 'chunk-abc.js.gz'), gzipSync(source));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');

  it('sends the .br file as it is, with Content-Encoding br and an immutable cache for hashed assets', async () => {
    const fresh = await buildServer(createContext(testConfig(), handle), { webDist: dist });
    const res = await fresh.inject({ method: 'GET', url: '/assets/chunk-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(source))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(source);
    await fresh.close();
  });

  it('sends the .gz file to gzip-only clients and the plain file to the rest', async () => {
    const fresh = await buildServer(createContext(testConfig(), handle), { webDist: dist });
    const gz = await fresh.inject({ method: 'GET', url: '/assets/chunk-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(source))).toBe(true);
    const plain = await fresh.inject({ method: 'GET', url: '/assets/chunk-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await fresh.close();
  });

  it('lets files outside /assets/ (the shell, the service worker) be revalidated', async () => {
    const fresh = await buildServer(createContext(testConfig(), handle), { webDist: dist });
    for (const url of ['/index.html', '/sw.js', '/home']) {
      const res = await fresh.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    await fresh.close();
  });
});
