import type { RateLimitOptions } from '@fastify/rate-limit';
import type { MessageCode } from '@sahm/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { NotificationRow } from '../notifications/notifier';
import { AppError } from './errors';
import { optionalUser, requireAdmin, requireUser, type SessionUser } from './guard';
import { moneyOperation } from './idempotency';
import { ok } from './plugin';
import { parse } from './validate';

/** Who may call: anyone; anyone, personalized when signed in; a signed-in user; an admin. */
export type Access = 'public' | 'optional' | 'user' | 'admin';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type UserFor<A extends Access> = A extends 'user' | 'admin' ? SessionUser : A extends 'optional' ? SessionUser | null : null;

/** What a handler gets: the input already validated, the caller already checked. */
export interface RouteInput<A extends Access, B extends Schema, Q extends Schema, P extends Schema, M extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserFor<A>;
  /** Undefined for a multipart request to a `multipart` route: the handler reads the form itself. */
  body: M extends true ? Parsed<B> | undefined : Parsed<B>;
  query: Parsed<Q>;
  params: P extends z.ZodType ? z.output<P> : Record<string, string>;
}

interface Declaration<A extends Access, B extends Schema, Q extends Schema, P extends Schema, M extends boolean> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The whole path as the client sees it, so that searching for it finds this declaration. */
  url: `/api/${string}`;
  auth: A;
  /** The OpenAPI summary; `body`, `query` and `auth` make the rest of its entry. */
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Path parameters that fail `params` name nothing: a 404 with this code (without it, a 400 like any bad input). */
  notFound?: MessageCode;
  /** Also takes multipart/form-data, which the handler reads itself. */
  multipart?: M;
  /** The multipart form's fields as a JSON Schema object, for the OpenAPI entry (the handler validates them). */
  form?: Record<string, unknown>;
  rateLimit?: RateLimitOptions;
  /** Success status; 200 when not given. */
  status?: number;
  /** What `data` holds on success, for the OpenAPI entry (documentation only; the handler builds it). */
  response?: z.ZodType;
}

export type RouteDeclaration<A extends Access, B extends Schema, Q extends Schema, P extends Schema, M extends boolean> = Declaration<A, B, Q, P, M> & {
  handler(input: RouteInput<A, B, Q, P, M>): unknown;
};

/** What a money operation did: the answer, and what to tell once it committed. */
export interface MoneyOutcome {
  data: unknown;
  message: MessageCode;
  /** Overrides the route's status for this outcome. */
  status?: number;
  /** Stored in the operation's transaction; published to their users' sockets after commit. */
  notifications?: NotificationRow[];
  /** Live notices that store nothing (the admin room), sent after commit. */
  announce?: () => void;
}

type MoneyInput<A extends Access, B extends Schema, P extends Schema> = Omit<RouteInput<A, B, undefined, P, false>, 'reply' | 'query'>;

type MoneyDeclaration<A extends 'user' | 'admin', B extends Schema, P extends Schema> = Omit<Declaration<A, B, undefined, P, false>, 'query' | 'multipart'> & {
  /** What makes two requests the same for Idempotency-Key (a different one under the same key is a 409); by default the path parameters and the body. */
  fingerprint?: (input: MoneyInput<A, B, P>) => unknown;
};

/**
 * The handler issues exactly one statement (a money function), so without an
 * Idempotency-Key it runs in autocommit: its locks are released the moment
 * the function returns, never held across a client round trip. A function
 * decides per request.
 */
export type SingleStatementMoneyRoute<A extends 'user' | 'admin', B extends Schema, P extends Schema> = MoneyDeclaration<A, B, P> & {
  singleStatement: true | ((input: MoneyInput<A, B, P>) => boolean);
  handler(input: MoneyInput<A, B, P> & { db: Kysely<Database> }): Promise<MoneyOutcome>;
};

/** Several statements: the handler gets the transaction that also holds the key's claim. */
export type TransactionMoneyRoute<A extends 'user' | 'admin', B extends Schema, P extends Schema> = MoneyDeclaration<A, B, P> & {
  singleStatement?: false;
  handler(input: MoneyInput<A, B, P> & { db: Transaction<Database> }): Promise<MoneyOutcome>;
};

/**
 * The key's scope in idempotency_keys: the path without /api, the /user base
 * and its parameters ('marketplace/invest', 'admin/withdrawals/paid'), the
 * names keys have been stored under from the start.
 */
export const idempotencyScope = (url: string) =>
  url
    .replace(/^\/api\/(user\/)?/, '')
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/');

/** The transaction a multi-statement step of a `singleStatement: (input) => boolean` route runs in. */
export function inTransaction(db: Kysely<Database>): Transaction<Database> {
  if (!db.isTransaction) throw new Error('this money step needs its transaction: singleStatement must be false for it');
  return db as Transaction<Database>;
}

/** Marks, in a route's Fastify config, that route() declared it. */
const DECLARED = Symbol('declared through route()');

export interface KnownRoute {
  method: string;
  url: string;
  /** Through route() (validation, guard and OpenAPI entry together), or registered by hand. */
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route Fastify registered, in order (the route-declaration test reads it). */
    knownRoutes: KnownRoute[];
  }
}

/** Records every route Fastify registers from here on, and whether route() declared it. */
export function trackRoutes(app: FastifyInstance) {
  const known: KnownRoute[] = [];
  app.decorate('knownRoutes', known);
  app.addHook('onRoute', (options) => {
    const declared = (options.config as Record<symbol, unknown> | undefined)?.[DECLARED] === true;
    for (const method of [options.method].flat()) known.push({ method, url: options.url, declared });
  });
}

/**
 * One area's routes, each one declaration: route() registers validation
 * (body, then query, then path parameters), the guard and the OpenAPI entry
 * together; moneyRoute() adds Idempotency-Key, the refusal mapping of the
 * money functions and publishing after commit. `area` is the OpenAPI tag.
 */
export function areaRoutes(app: FastifyInstance, ctx: AppContext, area: string) {
  const guards = { optional: optionalUser(ctx.db), user: requireUser(ctx.db), admin: requireAdmin(ctx.db) };

  function route<A extends Access, B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, M extends boolean = false>(
    declaration: RouteDeclaration<A, B, Q, P, M>,
  ): void {
    const { method, url, auth, body, query, params, notFound, multipart, form, rateLimit, status, response, handler } = declaration;
    if (url.startsWith('/api/admin/') !== (auth === 'admin')) throw new Error(`${method} ${url}: admin calls, and only they, live under /api/admin/`);
    app.docs.add({ method, path: url, summary: declaration.summary, tag: area, auth: auth === 'public' ? undefined : auth, body, query, multipart, form, status, response });
    app.route({
      method,
      url,
      // Admin calls are refused before their body is even read. The user guard
      // runs once the body is parsed, before any per-user rate limit (added
      // after it), which counts by the user it found.
      ...(auth === 'admin' ? { onRequest: guards.admin } : auth === 'public' ? {} : { preHandler: guards[auth as 'optional' | 'user'] }),
      config: { [DECLARED]: true, ...(rateLimit ? { rateLimit } : {}) } as FastifyContextConfig,
      handler: async (request, reply) => {
        const input = {
          request,
          reply,
          user: request.user,
          body: body && !(multipart && request.isMultipart()) ? parse(body, request.body) : undefined,
          query: query ? parse(query, request.query) : undefined,
          params: params ? pathParams(params, request.params, notFound) : request.params,
        } as RouteInput<A, B, Q, P, M>;
        if (status) reply.code(status);
        return handler(input);
      },
    });
  }

  function moneyRoute<A extends 'user' | 'admin', B extends Schema = undefined, P extends Schema = undefined>(declaration: SingleStatementMoneyRoute<A, B, P>): void;
  function moneyRoute<A extends 'user' | 'admin', B extends Schema = undefined, P extends Schema = undefined>(declaration: TransactionMoneyRoute<A, B, P>): void;
  function moneyRoute<A extends 'user' | 'admin', B extends Schema = undefined, P extends Schema = undefined>(
    declaration: SingleStatementMoneyRoute<A, B, P> | TransactionMoneyRoute<A, B, P>,
  ): void {
    const { singleStatement, fingerprint, handler, status, ...rest } = declaration;
    const scope = idempotencyScope(declaration.url);
    route<A, B, undefined, P, false>({
      ...rest,
      // For the OpenAPI entry; the answer's status is set below, per outcome.
      status,
      handler: async ({ reply, ...input }) => {
        let done: MoneyOutcome | undefined;
        const result = await moneyOperation(
          ctx,
          input.request,
          scope,
          fingerprint ? fingerprint(input) : { ...(declaration.params ? (input.params as object) : {}), ...((input.body as object | undefined) ?? {}) },
          async (db) => {
            const outcome = await (handler as SingleStatementMoneyRoute<A, B, P>['handler'])({ ...input, db });
            done = outcome;
            return { status: outcome.status ?? status ?? 200, body: ok(input.request, outcome.data, outcome.message) };
          },
          { singleStatement: typeof singleStatement === 'function' ? singleStatement(input) : Boolean(singleStatement) },
        );
        // Reached only after commit, and `done` is set only by a real execution: a replay has nothing new to tell.
        if (done) {
          // Sockets at once; the e-mail and SMS copies leave before the answer does.
          await Promise.all((done.notifications ?? []).map((row) => ctx.notifier.publish(row)));
          done.announce?.();
        }
        return reply.code(result.status).send(result.body);
      },
    });
  }

  return { route, moneyRoute };
}

function pathParams(schema: z.ZodType, raw: unknown, notFound: MessageCode | undefined) {
  if (!notFound) return parse(schema, raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError(404, notFound);
  return result.data;
}
