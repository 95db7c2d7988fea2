import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { forbidden, unauthorized } from './errors';
import { hashToken } from '../auth/tokens';

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

/** A session unused this long is over, whatever its 30 days say (decisions.md §13). */
export const SESSION_IDLE_DAYS = 7;
const IDLE_SECONDS = SESSION_IDLE_DAYS * 86_400;

/**
 * The live session behind a token: not revoked, not expired, used within
 * SESSION_IDLE_DAYS, user not disabled; the use is recorded at most once a
 * minute. Through sahm_session() (src/db/functions/sahm_session.sql), whose
 * plans PostgreSQL keeps per connection.
 */
export async function findSession(db: DB, token: string): Promise<SessionUser | null> {
  const { rows } = await sql<{ session_id: string; user_id: string; role: SessionUser['role']; email: string }>`
    SELECT * FROM sahm_session(${hashToken(token)}, ${IDLE_SECONDS})`.execute(db);
  const row = rows[0];
  return row ? { sessionId: row.session_id, id: row.user_id, role: row.role, email: row.email } : null;
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
    // Stryker disable next-line OptionalChaining: equivalent, signedIn either set request.user or threw.
    if (request.user?.role !== 'admin') throw forbidden();
  };
}
