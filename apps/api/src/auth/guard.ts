import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { hashToken } from './tokens';

export interface SessionUser {
  id: string;
  sessionId: string;
  role: 'investor' | 'admin';
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return m?.[1] ?? null;
}

/** The live session behind a token: not revoked, not expired, user not disabled. */
export async function findSession(db: DB, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as sessionId', 'u.id', 'u.role', 'u.email'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Reads the token if there is one; never refuses (for calls that personalize when signed in). */
export function optionalUser(db: DB) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await findSession(db, token) : null;
  };
}

/** 401 "Session expired! please login again" on a missing, expired or revoked token. */
export function requireUser(db: DB) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await findSession(db, token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  };
}

export function requireAdmin(db: DB) {
  const signedIn = requireUser(db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    if (request.user?.role !== 'admin') throw forbidden();
  };
}
