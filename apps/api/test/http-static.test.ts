import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/app';
import { connect } from '../src/db/database';
import { seedDemo } from '../src/db/seed';
import { withFirstPhoto } from '../src/catalog/preload';
import { buildServer, builtLater } from '../src/server';
import { createTestDatabase, testConfig } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'sahm-web-'));
/** An app shell as the web build writes it: a title, then the scripts; over a kilobyte, as the real one is. */
const shell = `<!doctype html>\n<html>\n  <head>\n    <meta name="description" content="${'Sahm '.repeat(220)}">\n    <title>Sahm</title>\n` + '    <script async src="/assets/boot-abc.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
writeFileSync(join(dist, 'index.html'), shell);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
// As apps/web/scripts/bootPreload.ts writes it, with entries it never writes (ignored).
const face = { href: '/assets/noto-sans-latin-400-normal-abcdefgh.woff2', as: 'font', type: 'font/woff2' };
writeFileSync(
  join(dist, 'page-hints.json'),
  JSON.stringify({
    '/dashboard': [face, { href: '/x.woff2"><script>alert(1)</script>', as: 'font' }, { href: '/a.js', as: 'script' }],
    '/wallet': [{ href: 'https://elsewhere.example/f.woff2', as: 'font' }],
    '/property-detail': [face],
    'no-slash': [face],
  }),
);

const handle = connect(await createTestDatabase(), { max: 2 });
const context = createContext(testConfig(), handle);
const app = await buildServer(context, { webDist: dist });
// The demo catalog: properties with photos, and locked ones without a gallery.
await seedDemo(context, { activity: false });
const firstImage = async (id: string) => (await handle.db.selectFrom('properties').select('images').where('id', '=', id).executeTakeFirstOrThrow()).images?.[0];
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

  it("names the property page's first photo in its HTML, before the first script, so the browser asks for it with the page and the boot script can draw it", async () => {
    writeFileSync(join(dist, 'index.html'), shell);
    const slug = 'baghdad-mansour-garden-residences';
    const { id } = await handle.db.selectFrom('properties').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const hint = `<link rel="preload" as="image" href="/api/user/files/seed/images/${slug}.svg" fetchpriority="high" data-first-photo>`;
    for (const url of [`/property-detail?id=${id}`, `/property-detail?id=${slug}`, `/property-detail?lang=ar&id=%20${slug}%20`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body.indexOf(hint), url).toBeGreaterThan(page.body.indexOf('<title>Sahm</title>'));
      expect(page.body.indexOf(hint), url).toBeLessThan(page.body.indexOf('<script'));
      expect(page.body.replace(`${hint}\n    `, ''), url).toBe(shell);
    }
    // No cover: the first image.
    await handle.db.updateTable('properties').set({ cover_image: '' }).where('id', '=', id).execute();
    const image = await firstImage(id);
    expect(image).toMatch(/^\/api\/user\/files\//);
    expect((await app.inject({ method: 'GET', url: `/property-detail?id=${id}` })).body).toContain(`href="${image}"`);
    // Compressed like any other answer.
    const zipped = await app.inject({ method: 'GET', url: `/property-detail?id=${slug}`, headers: { 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(zipped.rawPayload).toString()).toContain('data-first-photo');
  });

  it('names no photo where there is none to name: other pages, unknown or locked properties, odd paths', async () => {
    writeFileSync(join(dist, 'index.html'), shell);
    const locked = await handle.db.selectFrom('properties').select('slug').where('is_locked', '=', true).executeTakeFirstOrThrow();
    const { id } = await handle.db.selectFrom('properties').select('id').where('slug', '=', 'erbil-gulan-heights-apartments').executeTakeFirstOrThrow();
    await handle.db.updateTable('properties').set({ cover_image: '/api/user/files/x.svg"><script>alert(1)</script>' }).where('id', '=', id).execute();
    for (const url of ['/home', '/property-detail', '/property-detail?id=', '/property-detail?id=no-such-property', '/property-detail?id=%27%3B', `/property-detail?id=${locked.slug}`, `/property-detail?id=${id}`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(shell);
      expect(page.headers.link, url).toBeUndefined();
    }
  });

  it("names the faces the build asks for in a page's HTML (page-hints.json), before the first script, fetched as fonts are (CORS); nothing it did not ask for", async () => {
    writeFileSync(join(dist, 'index.html'), shell);
    const tag = '<link rel="preload" href="/assets/noto-sans-latin-400-normal-abcdefgh.woff2" as="font" type="font/woff2" crossorigin>';
    for (const url of ['/dashboard', '/dashboard?tab=wallet']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain(tag);
      expect(page.body.replace(`${tag}\n    `, ''), url).toBe(shell);
      expect(page.body.indexOf(tag), url).toBeLessThan(page.body.indexOf('<script'));
    }
    const zipped = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(zipped.rawPayload).toString()).toContain(tag);
    // Another origin, odd characters, another kind, a page the property route answers, a key that is no path: left out.
    for (const url of ['/wallet', '/home', '/property-detail', '/no-slash']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body, url).not.toContain('as="font"');
    }
  });

  it('starts without hints when the build wrote none, or a file it cannot read', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'sahm-web-'));
    writeFileSync(join(bare, 'index.html'), shell);
    for (const hints of [undefined, '{not json', '["/dashboard"]']) {
      if (hints !== undefined) writeFileSync(join(bare, 'page-hints.json'), hints);
      const server = await buildServer(createContext(testConfig(), handle), { webDist: bare });
      const page = await server.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode, String(hints)).toBe(200);
      expect(page.body, String(hints)).toBe(shell);
      await server.close();
    }
  });

  it('puts the photo before </head> in a shell without scripts', () => {
    expect(withFirstPhoto('<html><head><title>x</title></head><body></body></html>', '/p.svg')).toBe(
      '<html><head><title>x</title><link rel="preload" as="image" href="/p.svg" fetchpriority="high" data-first-photo>\n  </head><body></body></html>',
    );
    expect(withFirstPhoto('<p>no head</p>', '/p.svg')).toBe('<p>no head</p>');
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

describe('a rebuild in place, under a running server', () => {
  it("sends the files the build wrote after the server started, as it sends its own (the new shell names them), and nothing outside the folder", async () => {
    const built = mkdtempSync(join(tmpdir(), 'sahm-web-'));
    writeFileSync(join(built, 'index.html'), shell);
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'assets', 'index-old.js'), 'console.log("old")');
    const server = await buildServer(createContext(testConfig(), handle), { webDist: built });
    // The build empties the folder and writes new hashed files, precompressed.
    rmSync(join(built, 'assets'), { recursive: true });
    mkdirSync(join(built, 'assets'));
    const source = 'export const fresh = "sahm";\n'.repeat(400);
    writeFileSync(join(built, 'assets', 'index-new.js'), source);
    writeFileSync(join(built, 'assets', 'index-new.js.br'), brotliCompressSync(source));
    writeFileSync(join(built, 'assets', 'index-new.js.gz'), gzipSync(source));
    writeFileSync(join(built, 'manifest-new.webmanifest'), '{}');

    const br = await server.inject({ method: 'GET', url: '/assets/index-new.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const plain = await server.inject({ method: 'GET', url: '/assets/index-new.js?v=1', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(source);
    const other = await server.inject({ method: 'GET', url: '/manifest-new.webmanifest' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('no-cache');
    // The files the server knew at start and the build removed, and paths that are no file of the build: 404, never the shell.
    const beside = mkdtempSync(join(tmpdir(), 'sahm-secret-'));
    writeFileSync(join(beside, 'secret.txt'), 'secret');
    const outside = `/..%2F${encodeURIComponent(beside.split('/').at(-1)!)}%2Fsecret.txt`;
    for (const url of ['/assets/index-old.js', '/assets/none.js', '/..%2F..%2Fetc%2Fpasswd.txt', outside, '/assets%00.js']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
    // A path that does not decode is refused before any route (the router's own 400).
    expect((await server.inject({ method: 'GET', url: '/assets/%E0%A4%A.js' })).statusCode).toBe(400);
    await server.close();
  });

  it('names a file of the folder only', () => {
    const built = mkdtempSync(join(tmpdir(), 'sahm-web-'));
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'assets', 'a.js'), '');
    writeFileSync(join(built, '..b.txt'), '');
    expect(builtLater(built, '/assets/a.js')).toBe('assets/a.js');
    expect(builtLater(built, '/..b.txt')).toBe('..b.txt');
    expect(builtLater(built, '/assets/../assets/a.js')).toBe('assets/a.js');
    expect(builtLater(built, '/assets')).toBeNull();
    expect(builtLater(built, '/')).toBeNull();
    expect(builtLater(built, '/../x.js')).toBeNull();
    expect(builtLater(built, '/%2e%2e/x.js')).toBeNull();
    expect(builtLater(built, '/%zz.js')).toBeNull();
    expect(builtLater(built, '/assets/a.js%00')).toBeNull();
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
