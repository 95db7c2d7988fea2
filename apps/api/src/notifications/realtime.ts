import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { findSession } from '../auth/guard';
import type { AppContext } from '../context';
import { ADMIN_ROOM, userRoom } from './notifier';

/**
 * socket.io on the API's own port (decisions.md §11). A socket authenticates
 * with its session token and is joined to its own user room only (and admins
 * to `admin`); clients cannot join rooms themselves. With the PostgreSQL
 * adapter, events emitted in one API process reach sockets on every other.
 */
export async function startRealtime(app: FastifyInstance, ctx: AppContext): Promise<Server> {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: ctx.config.corsOrigin ? { origin: ctx.config.corsOrigin } : undefined,
  });
  if (ctx.config.realtimeAdapter) {
    await ctx.pool.query(`
      CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT NOW(),
        payload bytea
      )`);
    io.adapter(createAdapter(ctx.pool, { heartbeatInterval: 5000, heartbeatTimeout: 10000 }));
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const session = typeof token === 'string' && token.length <= 200 ? await findSession(ctx.db, token).catch(() => null) : null;
    if (!session) return next(new Error('SESSION_EXPIRED'));
    socket.data.userId = session.id;
    socket.data.role = session.role;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
    if (socket.data.role === 'admin') void socket.join(ADMIN_ROOM);
    // The client announces itself as connected (spec.md §4); we answer with who it is.
    socket.on('connected', (_payload: unknown, ack?: (reply: unknown) => void) => {
      if (typeof ack === 'function') ack({ userId: socket.data.userId });
    });
  });
  ctx.notifier.attach(io);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}
