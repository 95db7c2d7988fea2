import { messageText } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/app';
import { connect } from '../src/db/database';
import { freePort } from '../src/db/embedded';
import type { KnownRoute } from '../src/http/route';
import { buildServer } from '../src/server';
import { openApiPath, registeredRoutes } from './fixtures/routes';
import { call, createTestApp, createTestDatabase, registerUser, testConfig } from './helpers';

const { app, ctx } = await createTestApp();
const cors = await createTestApp({ corsOrigin: 'https://app.example' });
const production = await createTestApp({ nodeEnv: 'production' });

/** Every error body seen in this file, checked at the end for leaks. */
const errorBodies: string[] = [];
afterAll(() => {
  for (const body of errorBodies) {
    expect(body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|stack|Error:/);
    expect(Object.keys(JSON.parse(body)).every((k) => ['message', 'code', 'errors', 'retryAfterSeconds'].includes(k))).toBe(true);
  }
});

function failed(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  errorBodies.push(res.body);
  return JSON.parse(res.body) as { message: string; code: string; errors?: unknown[] };
}

describe('envelope and status codes (decisions.md §2)', () => {
  it('GET /api/health answers 200 with a data body', async () => {
    const res = await call(app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('success is { data, message? } with the message localized', async () => {
    const u = await registerUser(app, ctx);
    const res = await call(app, 'POST', '/api/user/user/read-notification', { token: u.token, lang: 'ar', body: { notificationIds: [crypto.randomUUID()] } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'message']);
    expect(res.json().message).toBe(messageText('ar', 'NOTIFICATIONS_READ'));
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/user/nope'],
    ['GET', '/api/auth/login/extra'],
    ['DELETE', '/api/user/nope/1'],
    ['GET', '/api/'],
  ] as const)('unknown route %s %s → 404 JSON NOT_FOUND', async (method, url) => {
    const res = await call(app, method, url, { lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(failed(res)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('the 404 message follows Accept-Language', async () => {
    const res = await call(app, 'GET', '/api/nope', { lang: 'ar' });
    expect(failed(res)).toEqual({ message: messageText('ar', 'NOT_FOUND'), code: 'NOT_FOUND' });
  });

  it.each([
    ['GET', '/api/auth/login', ['POST']],
    ['DELETE', '/api/auth/login', ['POST']],
    ['PUT', '/api/user/user/read-notification', ['POST']],
    ['POST', '/api/health', ['GET']],
    ['DELETE', '/api/user/user/notification-list', ['GET']],
  ] as const)('wrong method %s %s → 405 with an Allow header', async (method, url, allow) => {
    const res = await call(app, method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(405);
    expect(String(res.headers.allow).split(', ').sort()).toEqual([...allow]);
    expect(failed(res)).toEqual({ message: 'This method is not allowed here', code: 'METHOD_NOT_ALLOWED' });
  });

  it('malformed JSON is a 400, an oversized body a 413, text/plain a 400/415', async () => {
    const u = await registerUser(app, ctx);
    const bad = await call(app, 'POST', '/api/user/user/read-notification', { token: u.token, body: '{"notificationIds": [', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(failed(bad).code).toBe('MALFORMED_JSON');
    const big = await call(app, 'POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(70_000) } });
    expect(big.statusCode).toBe(413);
    expect(failed(big).code).toBe('PAYLOAD_TOO_LARGE');
    const text = await call(app, 'POST', '/api/auth/login', { body: 'email=a@b.co', headers: { 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(text.statusCode);
    failed(text);
    const xml = await call(app, 'POST', '/api/auth/login', { body: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(failed(xml).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('401 is the spec message', async () => {
    const res = await call(app, 'GET', '/api/user/user/notification-list');
    expect(failed(res)).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
  });
});

describe('security headers and CORS', () => {
  it('every answer carries CSP (frame-ancestors none), HSTS and nosniff — errors too', async () => {
    for (const res of [await call(app, 'GET', '/api/health'), await call(app, 'GET', '/api/nope'), await call(app, 'GET', '/api/user/user/notification-list')]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('CSP lets the property page load map tiles from OpenStreetMap and frame tours only from the allowed hosts', async () => {
    const csp = String((await call(app, 'GET', '/api/health')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive('frame-src')?.split(' ').slice(1).sort()).toEqual(
      ['https://kuula.co', 'https://my.matterport.com', 'https://tour.sahm.iq', 'https://www.youtube-nocookie.com'].sort(),
    );
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('no CORS grant for a foreign origin by default', async () => {
    const res = await call(app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the configured origin is allowed, others still are not', async () => {
    const allowed = await call(cors.app, 'GET', '/api/health', { headers: { origin: 'https://app.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const preflight = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    const foreign = await call(cors.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    expect(foreign.headers['access-control-allow-origin'] ?? null).not.toBe('*');
  });
});

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document listing every registered /api route', async () => {
    const res = await call(app, 'GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; info: { title: string }; paths: Record<string, Record<string, { summary: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();

    // A sample that exists in the code now.
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(doc.paths['/api/auth/signup']?.post).toBeDefined();
    expect(doc.paths['/api/user/user/notification-list']?.get).toBeDefined();
    expect(doc.paths['/api/user/user/read-notification']?.post).toBeDefined();

    const routes = registeredRoutes(app).filter(
      (r) =>
        r.path.startsWith('/api/') &&
        r.method !== 'OPTIONS' &&
        !['/api/docs', '/api/health'].includes(r.path) &&
        !r.path.startsWith('/api/dev/') &&
        // File-serving routes stream stored images and documents, not API calls.
        !r.path.includes('/files/') &&
        !r.path.includes('*'),
    );
    // Guard against the route reader silently finding nothing.
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' });
    for (const prefix of ['/api/auth/', '/api/user/user', '/api/user/marketplace/']) {
      const some = routes.filter((r) => r.path.startsWith(prefix));
      if (prefix !== '/api/user/marketplace/') expect(some.length).toBeGreaterThan(0);
      for (const r of some) expect(doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
    }
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);

    // And nothing documented that does not exist.
    const registered = new Set(registeredRoutes(app).map((r) => `${r.method} ${openApiPath(r.path)}`));
    const phantom = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((key) => !registered.has(key)),
    );
    expect(phantom).toEqual([]);
  });

  it('documents the notification calls with their schemas and auth', async () => {
    const doc = (await call(app, 'GET', '/api/docs')).json();
    const list = doc.paths['/api/user/user/notification-list'].get;
    expect(list.security).toEqual([{ bearer: [] }]);
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['type', 'unread', 'limit', 'skip']));
    const read = doc.paths['/api/user/user/read-notification'].post;
    expect(read.requestBody.content['application/json'].schema.properties.notificationIds.type).toBe('array');
  });
});

describe('every API route is one route() declaration', () => {
  /**
   * Registered by hand on purpose: the server's health and docs, the CORS
   * preflight, and the payment sandboxes, which speak the providers' own
   * protocols rather than this API's. (The web app's files, served in
   * production, are not in these servers.)
   */
  const infrastructure = (r: KnownRoute) =>
    ['GET /api/health', 'HEAD /api/health', 'GET /api/docs', 'HEAD /api/docs', 'OPTIONS *'].includes(`${r.method} ${r.url}`) || r.url.startsWith('/sandbox/');
  const byHand = (server: FastifyInstance) => server.knownRoutes.filter((r) => !r.declared && !infrastructure(r)).map((r) => `${r.method} ${r.url}`);

  it('finds no route registered without route(), but for the listed infrastructure', () => {
    // The hook saw every route Fastify knows (guards against it silently seeing nothing).
    const known = new Set(app.knownRoutes.map((r) => `${r.method} ${r.url}`));
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes.filter((r) => !known.has(`${r.method} ${r.path}`))).toEqual([]);
    expect(app.knownRoutes).toContainEqual({ method: 'POST', url: '/api/user/marketplace/invest', declared: true });

    expect(byHand(app)).toEqual([]);
    expect(byHand(production.app)).toEqual([]);
  });

  it('would notice a route registered by hand', async () => {
    const handle = connect(`postgres://sahm:sahm@127.0.0.1:${await freePort()}/gone`, { max: 1 });
    const server = await buildServer(createContext(testConfig(), handle));
    server.post('/api/user/marketplace/by-hand', async () => ({ data: null }));
    await server.register(async (area) => {
      area.get('/api/admin/by-hand', async () => ({ data: null }));
    });
    await server.ready();
    try {
      expect(byHand(server)).toEqual(['POST /api/user/marketplace/by-hand', 'GET /api/admin/by-hand', 'HEAD /api/admin/by-hand']);
    } finally {
      await server.close();
      await handle.close();
    }
  });
});

describe('development outbox (decisions.md §1)', () => {
  it('exists outside production', async () => {
    const u = await registerUser(app, ctx);
    const res = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(u.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ channel: 'email', recipient: u.email });
  });

  it('does not exist in production', async () => {
    const res = await call(production.app, 'GET', '/api/dev/outbox');
    expect(res.statusCode).toBe(404);
    expect(failed(res)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(registeredRoutes(production.app).some((r) => r.path.startsWith('/api/dev'))).toBe(false);
    const doc = (await call(production.app, 'GET', '/api/docs')).json();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/dev'))).toBe(false);
  });
});

describe('server errors', () => {
  /** A server with a route that throws, registered before it is ready. */
  async function brokenApp(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
    const handle = connect(await createTestDatabase(), { max: 2 });
    const server = await buildServer(createContext(testConfig(), handle));
    server.get('/api/test/boom', async () => {
      throw new Error('secret internals at /srv/app/src/boom.ts:12:3');
    });
    server.get('/api/test/reject', () => Promise.reject(Object.assign(new TypeError('kaput'), { statusCode: 500 })));
    await server.ready();
    return {
      app: server,
      close: async () => {
        await server.close();
        await handle.close();
      },
    };
  }

  it('an unexpected error is a 500 with the spec message and nothing else', async () => {
    const broken = await brokenApp();
    try {
      for (const url of ['/api/test/boom', '/api/test/reject']) {
        const res = await call(broken.app, 'GET', url);
        expect(res.statusCode).toBe(500);
        expect(failed(res)).toEqual({ message: 'Server error! Please try again.', code: 'SERVER_ERROR' });
        expect(res.body).not.toContain('secret');
        expect(res.body).not.toContain('kaput');
      }
      const ar = await call(broken.app, 'GET', '/api/test/boom', { lang: 'ar' });
      expect(failed(ar)).toEqual({ message: messageText('ar', 'SERVER_ERROR'), code: 'SERVER_ERROR' });
    } finally {
      await broken.close();
    }
  });

  it('an unreachable database is a 500 without details', async () => {
    // Nothing listens on this port: every query fails to connect.
    const handle = connect(`postgres://sahm:sahm@127.0.0.1:${await freePort()}/gone`, { max: 2 });
    const server = await buildServer(createContext(testConfig(), handle));
    await server.ready();
    try {
      const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'Secret123' } });
      expect(login.statusCode).toBe(500);
      expect(failed(login)).toEqual({ message: 'Server error! Please try again.', code: 'SERVER_ERROR' });
      const list = await call(server, 'GET', '/api/user/user/notification-list', { token: 'a'.repeat(43) });
      expect(list.statusCode).toBe(500);
      expect(failed(list)).toEqual({ message: 'Server error! Please try again.', code: 'SERVER_ERROR' });
      expect(list.body).not.toContain('ECONNREFUSED');
    } finally {
      await server.close();
      await handle.close();
    }
  });
});
