import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';

export interface ServerOptions {
  /** The built web app to serve; skipped when it does not exist. */
  webDist?: string;
  logger?: boolean;
}

/** Builds the HTTP server: the API under /api and the web app's static build. */
export async function buildServer({ webDist, logger = false }: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1_048_576 });

  app.get('/api/health', async () => ({ data: { status: 'ok' } }));

  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false });
    // Client-side routes: anything that is not an API call gets the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }));
  }
  return app;
}
