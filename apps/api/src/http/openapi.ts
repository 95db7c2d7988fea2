import { z } from 'zod';

interface RouteDoc {
  method: string;
  path: string;
  summary: string;
  auth?: 'user' | 'admin' | 'optional';
  body?: z.ZodType;
  query?: z.ZodType;
  multipart?: boolean;
  /** The multipart form as a JSON Schema object; without it a multipart body is documented as any object. */
  form?: Record<string, unknown>;
  /** The success status (200 when not given). */
  status?: number;
  /** What `data` holds on success. */
  response?: z.ZodType;
  tag: string;
}

/**
 * Routes describe themselves with the same zod schemas they validate with,
 * so the OpenAPI document at /api/docs cannot drift from the code.
 */
export class ApiDocs {
  private routes: RouteDoc[] = [];

  add(doc: RouteDoc) {
    this.routes.push(doc);
  }

  private schema(s: z.ZodType) {
    // A z.preprocess()ed schema is documented by what it accepts once prepared.
    const documented = s instanceof z.ZodPipe && s.in instanceof z.ZodTransform ? (s.out as z.ZodType) : s;
    try {
      return z.toJSONSchema(documented, { io: 'input', unrepresentable: 'any' });
    } catch {
      return { type: 'object' };
    }
  }

  /** The success envelope around a route's `data` (decisions.md §2). */
  private envelope(data: z.ZodType) {
    let schema: Record<string, unknown>;
    try {
      // Inside the document, not a document of its own.
      const { $schema: _dialect, ...rest } = z.toJSONSchema(data, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
      schema = rest;
    } catch {
      schema = {};
    }
    return { type: 'object', required: ['data'], properties: { data: schema, message: { type: 'string' } } };
  }

  document() {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of this.routes) {
      const path = r.path.replace(/:(\w+)/g, '{$1}');
      const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
      const query = r.query ? (this.schema(r.query) as { properties?: Record<string, unknown> }) : undefined;
      const queryParams = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema }));
      (paths[path] ??= {})[r.method.toLowerCase()] = {
        summary: r.summary,
        tags: [r.tag],
        ...(r.auth && r.auth !== 'optional' ? { security: [{ bearer: [] }] } : {}),
        parameters: [...params, ...queryParams, { name: 'Accept-Language', in: 'header', schema: { type: 'string', enum: ['en', 'ar', 'kr', 'bh'] } }],
        ...(r.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: this.schema(r.body) } } } }
          : r.multipart
            ? { requestBody: { ...(r.form ? { required: true } : {}), content: { 'multipart/form-data': { schema: r.form ?? { type: 'object' } } } } }
            : {}),
        responses: {
          [String(r.status ?? 200)]: {
            description: 'Success: `{ data, message? }`',
            ...(r.response ? { content: { 'application/json': { schema: this.envelope(r.response) } } } : {}),
          },
          '400': { description: 'Validation failed: `{ message, code, errors: [{ field, code, message }] }`' },
          ...(r.auth && r.auth !== 'optional' ? { '401': { description: 'Session expired! please login again' } } : {}),
          ...(r.auth === 'admin' ? { '403': { description: 'Not an admin' } } : {}),
          '429': { description: 'Rate limited' },
        },
      };
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Sahm API', version: '1.0.0', description: 'Fractional real-estate investment for Iraq. Messages are localized from Accept-Language (en, ar, kr, bh).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    };
  }
}
