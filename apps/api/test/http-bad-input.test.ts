import { describe, expect, it } from 'vitest';
import { openApiPath, registeredRoutes, type RegisteredRoute } from './fixtures/routes';
import { call, createTestApp, registerUser, snapshot } from './helpers';

/**
 * A sweep over every route registered under /api, discovered at runtime so
 * routes added later are covered without touching this file: bad input of
 * every kind is refused with the right status, and never changes a row
 * (decisions.md §2).
 */
const { app, ctx } = await createTestApp();
const investor = await registerUser(app, ctx);
const admin = await registerUser(app, ctx);
await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
}
const doc = app.docs.document() as { paths: Record<string, Record<string, Operation>> };
const operation = (r: RegisteredRoute) => doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];

const all = registeredRoutes(app).filter((r) => r.path.startsWith('/api/') && !r.path.includes('*'));
const writes = all.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const reads = all.filter((r) => r.method === 'GET' && (operation(r)?.parameters ?? []).some((p) => p.in === 'query'));

/** Path parameters get a well-formed id that matches nothing. */
const urlOf = (r: RegisteredRoute) => r.path.replace(/:(\w+)/g, () => crypto.randomUUID());
const tokenFor = (r: RegisteredRoute) => (r.path.startsWith('/api/admin') ? admin.token : investor.token);

/** The JSON types a schema accepts (empty: anything). */
function jsonTypes(schema: JsonSchema | undefined): Set<string> {
  const out = new Set<string>();
  const visit = (s: JsonSchema | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) out.add(t === 'integer' ? 'number' : t);
    for (const v of s.enum ?? []) out.add(v === null ? 'null' : typeof v);
    if ('const' in s) out.add(s.const === null ? 'null' : typeof s.const);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(sub);
  };
  visit(schema);
  return out;
}

const candidates: Array<[string, unknown]> = [
  ['object', { bogus: true }],
  ['array', [{ bogus: true }]],
  ['number', 12345.5],
  ['string', 'wrong-type'],
  ['boolean', true],
];
/** A value of a JSON type the field does not accept, or undefined when it accepts anything. */
function wrongValue(schema: JsonSchema | undefined): unknown {
  const types = jsonTypes(schema);
  if (!types.size) return undefined;
  return candidates.find(([t]) => !types.has(t))?.[1];
}

/**
 * One character over a string's maxLength (4,096 when it has none, as enums):
 * over-long however many string fields a body has, while the whole body stays
 * under the 64 KB limit that would answer 413 before validation.
 */
const longerThan = (schema: JsonSchema | undefined) => 'x'.repeat((schema?.maxLength ?? 4096) + 1);
function overLong(schema: JsonSchema): unknown {
  const types = jsonTypes(schema);
  if (types.has('string')) return longerThan(schema);
  if (types.has('array') && jsonTypes(schema.items).has('string')) return [longerThan(schema.items)];
  return undefined;
}

const json = (body: string) => ({ body, headers: { 'content-type': 'application/json' } });
const reported = (res: { json(): { errors?: Array<{ field: string }> } }, field: string) =>
  (res.json().errors ?? []).some((e) => e.field === field || e.field.startsWith(`${field}.`));

describe('bad input never changes state: every POST/PUT/PATCH under /api', () => {
  it('found the routes to sweep', () => {
    // Guards against the route reader silently finding nothing.
    expect(writes.length).toBeGreaterThanOrEqual(10);
    expect(writes).toContainEqual({ method: 'POST', path: '/api/auth/signup' });
    expect(writes).toContainEqual({ method: 'POST', path: '/api/user/user/read-notification' });
  });

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const url = urlOf(route);
    const token = tokenFor(route);
    const send = (extra: { body?: unknown; headers?: Record<string, string> }) => call(app, route.method as 'POST', url, { token, ...extra });
    const op = operation(route);
    const schema = op?.requestBody?.content['application/json']?.schema;
    const multipart = Boolean(op?.requestBody?.content['multipart/form-data']);
    const before = await snapshot(ctx);

    // Parsed before any handler runs, so safe on every route.
    const malformed = await send(json('{"a": 1,'));
    expect(malformed.statusCode, 'malformed JSON').toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    const huge = await send({ body: { pad: 'x'.repeat(70 * 1024) } });
    expect(huge.statusCode, 'body over 64 KB').toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');

    if (schema) {
      for (const body of ['[]', '[{"a":1}]', '5', '"text"', 'true', 'null']) {
        const res = await send(json(body));
        expect(res.statusCode, `JSON ${body} instead of an object`).toBe(400);
        expect(res.json().code).not.toBe('SERVER_ERROR');
      }

      const props = Object.entries(schema.properties ?? {});
      const wrong = Object.fromEntries(props.map(([k, s]) => [k, wrongValue(s)]).filter(([, v]) => v !== undefined));
      if (Object.keys(wrong).length) {
        const res = await send({ body: wrong });
        expect(res.statusCode, `wrong types ${JSON.stringify(wrong)}`).toBe(400);
        for (const field of Object.keys(wrong)) expect(reported(res, field), `errors name ${field}: ${res.body}`).toBe(true);
      }

      const required = schema.required ?? [];
      if (required.length) {
        const res = await send({ body: {} });
        expect(res.statusCode, 'missing fields').toBe(400);
        for (const field of required) expect(reported(res, field), `errors name missing ${field}: ${res.body}`).toBe(true);
      }

      const long = Object.fromEntries(props.map(([k, s]) => [k, overLong(s)]).filter(([, v]) => v !== undefined));
      if (Object.keys(long).length) {
        const res = await send({ body: long });
        expect(res.statusCode, 'over-long strings').toBe(400);
        expect(
          Object.keys(long).some((f) => reported(res, f)),
          `an over-long field is named: ${res.body}`,
        ).toBe(true);
      }

      const unknown = await send({ body: { ...wrong, zzUnknownField: 1 } });
      expect(unknown.statusCode, 'unknown field').toBe(400);

      const text = await send({ body: 'a=1', headers: { 'content-type': 'text/plain' } });
      expect([400, 415], 'text/plain').toContain(text.statusCode);
    } else if (multipart) {
      // Multipart-only uploads: a JSON or text body is refused before any file handling.
      for (const extra of [{ body: {} }, { body: 'a=1', headers: { 'content-type': 'text/plain' } }]) {
        const res = await send(extra);
        expect([400, 406, 415], `multipart route given ${JSON.stringify(extra.headers ?? 'json')}`).toContain(res.statusCode);
      }
    }
    // Routes without a body (logout, remove-number, admin actions on an id) take
    // no input beyond the path and token: any well-formed body is ignored and the
    // call itself is the action, so only the parser-level refusals above apply.

    const xml = await send({ body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode, 'unsupported content type').toBe(415);

    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('bad query values are a 400: every GET with a query schema', () => {
  function badValues(name: string, schema: JsonSchema): string[] {
    const types = jsonTypes(schema);
    const out: string[] = [];
    if (schema.enum?.length) out.push('zz-not-an-option');
    else if (types.has('number') && !types.has('string')) {
      out.push('abc');
      if (schema.maximum !== undefined) out.push(String(schema.maximum + 1));
      if (schema.minimum !== undefined) out.push(String(schema.minimum - 1));
    } else if (types.has('boolean') && !types.has('string')) out.push('maybe');
    else if (types.has('string') && schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (!out.length) console.warn(`no bad value known for query parameter ${name}`);
    return out;
  }

  it('found the routes to sweep', () => {
    expect(reads).toContainEqual({ method: 'GET', path: '/api/user/user/notification-list' });
  });

  it.each(reads.map((r) => [`GET ${r.path}`, r] as const))('%s', async (_name, route) => {
    const before = await snapshot(ctx);
    const params = (operation(route)?.parameters ?? []).filter((p) => p.in === 'query');
    let checked = 0;
    for (const p of params) {
      for (const value of badValues(p.name, p.schema)) {
        const res = await call(app, 'GET', `${urlOf(route)}?${p.name}=${encodeURIComponent(value)}`, { token: tokenFor(route) });
        expect(res.statusCode, `${p.name}=${value.slice(0, 20)}`).toBe(400);
        expect(reported(res, p.name), `errors name ${p.name}: ${res.body}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(await snapshot(ctx)).toEqual(before);
  });
});
