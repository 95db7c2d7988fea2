import { localeFromAcceptLanguage, messageText, type AppLocale } from '@sahm/domain';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Server, type Socket } from 'socket.io';
import { findSession, SESSION_IDLE_DAYS } from '../http/guard';
import type { AppContext } from '../context';
import { ADMIN_ROOM, userLocaleRoom, userRoom } from './notifier';

export interface RealtimeOptions {
  /** How often each process re-checks its sockets' sessions (revoked, expired, user disabled). */
  sessionCheckMs?: number;
  /** Events a socket may send per 10 seconds before it is disconnected (each one re-checks its session). */
  maxEventsPer10s?: number;
}

interface SocketData {
  userId: string;
  sessionId: string;
  role: 'investor' | 'admin';
  locale: AppLocale;
  events: { windowStart: number; count: number };
}

/** What the handshake middleware stored on a socket. */
const info = (socket: Socket) => socket.data as SocketData;

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The socket's language: `auth.lang` (a stored code or BCP 47 tag), else the handshake's Accept-Language, else English. */
function socketLocale(socket: Socket): AppLocale {
  const lang = (socket.handshake.auth as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string' && lang.length <= 64) return localeFromAcceptLanguage(lang);
  const header = socket.handshake.headers['accept-language'];
  return localeFromAcceptLanguage(typeof header === 'string' ? header : undefined);
}

function sessionExpired(locale: AppLocale) {
  return { code: 'SESSION_EXPIRED', message: messageText(locale, 'SESSION_EXPIRED') };
}

/**
 * socket.io on the API's own port (decisions.md §11). A socket authenticates
 * with its session token (`auth.token`) and is joined by the server to its own
 * user rooms only (and admins to `admin`); there is no event by which a client
 * joins a room. A socket whose session is revoked, expires or whose user is
 * disabled is disconnected at once when this API revoked it (sign-out, password
 * change, disabled account), else on its next event or at the next periodic check.
 * With the PostgreSQL adapter, events emitted in one API process reach
 * sockets on every other.
 */
export async function startRealtime(app: FastifyInstance, ctx: AppContext, options: RealtimeOptions = {}): Promise<Server> {
  const { sessionCheckMs = 30_000, maxEventsPer10s = 30 } = options;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Handshake payloads are tiny; refuse large frames before parsing them.
    maxHttpBufferSize: 16 * 1024,
    cors: ctx.config.corsOrigin ? { origin: ctx.config.corsOrigin } : undefined,
  });
  if (ctx.config.realtimeAdapter) {
    // The attachments table comes from migration 0004.
    io.adapter(
      createAdapter(ctx.pool, {
        heartbeatInterval: 5000,
        heartbeatTimeout: 10000,
        errorHandler: (error: Error) => app.log.warn({ err: error }, 'realtime adapter error'),
      }),
    );
  }

  io.use(async (socket, next) => {
    const locale = socketLocale(socket);
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const session = typeof token === 'string' && TOKEN.test(token) ? await findSession(ctx.db, token).catch(() => null) : null;
    if (!session) {
      const error = new Error('SESSION_EXPIRED') as Error & { data?: unknown };
      error.data = sessionExpired(locale);
      return next(error);
    }
    const data: SocketData = { userId: session.id, sessionId: session.sessionId, role: session.role, locale, events: { windowStart: Date.now(), count: 0 } };
    socket.data = data;
    next();
  });

  const expel = (socket: Socket) => {
    socket.emit('session-expired', sessionExpired(info(socket).locale));
    socket.disconnect(true);
  };

  /** The sessions among these that are still live (not revoked, not expired, not idle, user not disabled), with the user's current role. Reads only: re-checking a socket is not a use. */
  const liveSessions = async (sessionIds: string[]): Promise<Map<string, string>> => {
    if (!sessionIds.length) return new Map();
    const rows = await ctx.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 'u.role'])
      .where('s.id', 'in', sessionIds)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      // An open tab is not a use: a socket's session ends after the idle limit like any other.
      .where('s.last_used_at', '>', sql<Date>`now() - make_interval(days => ${SESSION_IDLE_DAYS})`)
      .where('u.disabled_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.id, r.role]));
  };

  /** Drops a socket whose session ended; one whose role changed reconnects to get the right rooms (a demoted admin leaves `admin`). */
  const enforce = (socket: Socket, live: Map<string, string>): boolean => {
    const role = live.get(info(socket).sessionId);
    if (!role) expel(socket);
    else if (role !== info(socket).role) socket.disconnect(true);
    else return true;
    return false;
  };

  io.on('connection', (socket) => {
    const { userId, role, locale, sessionId } = info(socket);
    void socket.join([userRoom(userId), userLocaleRoom(userId, locale), ...(role === 'admin' ? [ADMIN_ROOM] : [])]);

    // Every incoming event first re-checks the session, so a revoked one stops at once.
    socket.use((_packet, next) => {
      const now = Date.now();
      const { events } = info(socket);
      if (now - events.windowStart > 10_000) {
        events.windowStart = now;
        events.count = 0;
      }
      events.count += 1;
      if (events.count > maxEventsPer10s) {
        socket.disconnect(true);
        return;
      }
      liveSessions([sessionId])
        .then((live) => enforce(socket, live) && next())
        .catch(() => next(new Error('SERVER_ERROR')));
    });
    // socket.use errors reach the socket as an 'error' event; without a listener Node would throw.
    socket.on('error', () => undefined);

    // The client announces itself as connected (spec.md §4); we answer with who it is on our side.
    socket.on('connected', (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (reply: unknown) => void)({ userId });
    });
  });

  // Sockets that send nothing still lose a revoked session: one query per process per interval.
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    const sockets = [...io.of('/').sockets.values()];
    if (!sockets.length) return;
    checking = true;
    liveSessions([...new Set(sockets.map((s) => info(s).sessionId))])
      .then((live) => {
        for (const socket of sockets) if (socket.connected) enforce(socket, live);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime session check failed'))
      .finally(() => {
        checking = false;
      });
  }, sessionCheckMs);
  timer.unref();

  // A sign-out, a password change or a disabled account tells this user's sockets at once.
  ctx.notifier.onSessionsEnded((userId) => {
    const namespace = io.of('/');
    const sockets = [...(namespace.adapter.rooms.get(userRoom(userId)) ?? [])].flatMap((id) => namespace.sockets.get(id) ?? []);
    if (!sockets.length) return;
    liveSessions([...new Set(sockets.map((s) => info(s).sessionId))])
      .then((live) => {
        for (const socket of sockets) if (socket.connected) enforce(socket, live);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime session check failed'));
  });
  ctx.notifier.attach(io, { crossProcess: ctx.config.realtimeAdapter });
  // Before the HTTP server closes: open websockets would otherwise keep it from closing,
  // and the adapter's LISTEN connection must go back before the pool ends.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await io.close();
  });
  return io;
}
