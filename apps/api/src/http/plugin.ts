import { localeFromAcceptLanguage, messageText, type AppLocale, type MessageCode } from '@sahm/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    locale: AppLocale;
  }
}

/** Success envelope (decisions.md §2): `{ data, message? }`, the message localized. */
export function ok<T>(request: FastifyRequest, data: T, message?: MessageCode, params?: Record<string, string | number>) {
  return message ? { data, message: messageText(request.locale, message, params) } : { data };
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: Record<string, unknown> = {
    message: messageText(request.locale, error.code, error.params),
    code: error.code,
  };
  if (error.fields?.length) {
    body.errors = error.fields.map((f) => ({ field: f.field, code: f.code, message: messageText(request.locale, f.code, f.params) }));
  }
  if (error.details) Object.assign(body, error.details);
  return reply.code(error.status).send(body);
}

/** Turns a route pattern into a matcher, for telling 405 from 404. */
function patternToRegex(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Locale from Accept-Language on every request, the error envelope for every
 * failure, 404/405 for unknown routes and methods. Never a stack trace.
 */
export function registerHttpBasics(app: FastifyInstance, { onUnknownGet }: { onUnknownGet?: (req: FastifyRequest, reply: FastifyReply) => unknown } = {}) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });

  const routes: Array<{ method: string; regex: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    // Catch-all routes (the CORS plugin's `OPTIONS *`) say nothing about which
    // methods a real path allows.
    if (route.url === '*' || route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method.toUpperCase() === 'OPTIONS') continue;
      routes.push({ method: method.toUpperCase(), regex: patternToRegex(route.url) });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...new Set(routes.filter((r) => r.regex.test(path) && r.method !== 'HEAD').map((r) => r.method))];
    if (allowed.length && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return send(request, reply, new AppError(405, 'METHOD_NOT_ALLOWED'));
    }
    if (onUnknownGet && request.method === 'GET' && !path.startsWith('/api/')) return onUnknownGet(request, reply);
    return send(request, reply, new AppError(404, 'NOT_FOUND'));
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error);
    const fe = error as FastifyError;
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, new AppError(400, 'MALFORMED_JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(request, reply, new AppError(413, 'PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(request, reply, new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'));
    }
    if (fe.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return send(request, reply, new AppError(429, 'RATE_LIMITED', { seconds }));
    }
    if (fe instanceof SyntaxError || fe.statusCode === 400) return send(request, reply, new AppError(400, 'MALFORMED_JSON'));
    if (fe.statusCode === 413) return send(request, reply, new AppError(413, 'PAYLOAD_TOO_LARGE'));
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, new AppError(500, 'SERVER_ERROR'));
  });
}
