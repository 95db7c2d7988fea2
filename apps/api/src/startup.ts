import { ConfigError } from './config';
import { DatabaseStartError } from './db/embedded';

/**
 * The one line `npm start` prints when the server cannot start: what failed
 * and what to do. Stack traces only on request (SAHM_DEBUG=1).
 */
export function startupFailure(error: unknown, { port }: { port: number }): string {
  const e = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (error instanceof DatabaseStartError || error instanceof ConfigError) return `Sahm could not start: ${e.message}`;
  if (e?.code === 'EADDRINUSE') {
    return `Sahm could not start: port ${e.port ?? port} is already in use by another program (perhaps another Sahm server): stop it, or choose another port with PORT=…`;
  }
  if (e?.code === 'EACCES' && e.syscall === 'listen') {
    return `Sahm could not start: this user may not listen on port ${e.port ?? port}: choose a port above 1023 with PORT=…`;
  }
  if (e?.code === 'EADDRNOTAVAIL') return `Sahm could not start: the address HOST=${e.address ?? ''} is not on this machine: set HOST to one of its addresses, or unset it.`;
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND' || /password authentication failed|does not exist/.test(String(e?.message))) {
    return `Sahm could not start: the database at DATABASE_URL cannot be reached (${e.message}): check the URL and that the server is running, or unset DATABASE_URL to use the embedded one.`;
  }
  const message = e instanceof Error ? e.message : String(error);
  return `Sahm could not start: ${message.split('\n')[0]} (run with SAHM_DEBUG=1 for details).`;
}
