import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MAP_TILE_ORIGIN, TOUR_EMBED_ORIGINS } from '@sahm/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { PROPERTY_PAGE, pageFirstPhoto, withFirstPhoto } from './catalog/preload';
import type { AppContext } from './context';
import { AppError } from './http/errors';
import { ApiDocs } from './http/openapi';
import { hintTag, readPageHints, withPreloads } from './http/pageHints';
import { registerHttpBasics } from './http/plugin';
import { trackRoutes } from './http/route';
import { registerModules } from './modules';
import { registerSandboxes } from './payments/sandbox/routes';

export interface ServerOptions {
  /** The built web app to serve; skipped when it does not exist. */
  webDist?: string;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    docs: ApiDocs;
  }
}

/** Limits uploads: images are at most 5 MB each (decisions.md §8). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The file of the built web app a URL path names, relative to `webDist`, when
 * it is a file there; null for anything else (no such file, a folder, a path
 * that leaves the folder, one that does not decode).
 */
export function builtLater(webDist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolve(webDist);
  const inside = relative(root, resolve(root, `.${decoded}`));
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  try {
    return statSync(join(root, inside)).isFile() ? inside.split(sep).join('/') : null;
  } catch {
    return null;
  }
}

/** The HTTP server: the API under /api and the web app's static build on the same port. */
export async function buildServer(ctx: AppContext, { webDist, logger = false }: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          // Structured logs without secrets or codes.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.otp', 'req.body.verifyCode'],
        }
      : false,
    bodyLimit: 64 * 1024,
    // A hop count or proxy addresses (TRUST_PROXY), never true: request.ip, which the rate limits count by, is then the client's.
    // Fastify takes a hop count at run time (its types list only the other forms).
    trustProxy: ctx.config.trustProxy as boolean | string[],
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('docs', new ApiDocs());
  trackRoutes(app);
  app.decorateRequest('user', null);

  registerHttpBasics(app, {
    // Client routes get the app shell; a missing file (an old hashed chunk
    // after a deploy) gets a real 404, never HTML pretending to be a script.
    // A file the build wrote after the server started (a rebuild in place:
    // the static routes were registered at start) is sent as any other.
    onUnknownGet:
      webDist && existsSync(webDist)
        ? async (req, reply) => {
            const [path = ''] = req.url.split('?');
            if (/\.[a-z0-9]+$/i.test(path)) {
              const file = builtLater(webDist, path);
              if (file) return reply.sendFile(file);
              return reply.code(404).type('text/plain').send('Not found');
            }
            return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
          }
        : undefined,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The property page's map tiles and framed virtual tours (@sahm/domain embeds.ts).
        imgSrc: ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN],
        frameSrc: [...TOUR_EMBED_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  // gzip/brotli for the web app's files and JSON; the API's answers are small,
  // the bundle is not (Lighthouse's largest opportunity was text compression).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cors, { origin: ctx.config.corsOrigin ?? false, credentials: false });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 30, fieldSize: 10_000, parts: 50 } });

  app.get('/api/health', async () => ({ data: { status: 'ok' } }));
  app.get('/api/docs', async () => app.docs.document());

  await registerModules(app, ctx);
  await registerSandboxes(app, ctx);

  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes file.br and file.gz beside each text file (apps/web/scripts/precompress.ts):
      // sent as they are to clients that accept them, so nothing is compressed per request.
      preCompressed: true,
      // Vite's files under /assets/ are named by their content hash and never change; everything
      // else (index.html, sw.js, the manifest, icons) is revalidated so a release shows at once.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = relative(webDist, path).split(sep)[0] === 'assets';
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The property page's shell names its first photo (catalog/preload.ts). A route of its own, after
    // the compress plugin, so the changed HTML is compressed like any answer; the shell is a
    // kilobyte, read as it is now.
    app.get(PROPERTY_PAGE, async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      const [path = '', query = ''] = req.url.split('?');
      const photo = await pageFirstPhoto(ctx, path, new URLSearchParams(query));
      if (!photo) return reply.sendFile('index.html', { cacheControl: false });
      const html = await readFile(join(webDist, 'index.html'), 'utf8');
      return reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').send(withFirstPhoto(html, photo));
    });
    // Pages whose HTML the build asks to name files to preload (http/pageHints.ts), compressed the same way.
    for (const [page, hints] of readPageHints(webDist)) {
      if (page === PROPERTY_PAGE) continue;
      app.get(page, async (_req, reply) => {
        const html = await readFile(join(webDist, 'index.html'), 'utf8');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .send(withPreloads(html, hints.map(hintTag)));
      });
    }
  }
  return app;
}
