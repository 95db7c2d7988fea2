import { fileURLToPath } from 'node:url';
import { buildServer } from './server';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const app = await buildServer({ webDist, logger: process.env.NODE_ENV === 'production' });
await app.listen({ port, host });
console.log(`Sahm is running at http://localhost:${port}/ (Ctrl-C to stop)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, shutting down…`);
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
