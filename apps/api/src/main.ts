import { join } from 'node:path';
import { startApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './db/seed';
import { apiDir } from './paths';

const config = loadConfig();
const webDist = join(apiDir, '../web/dist');

const running = await startApp(config, {
  webDist,
  logger: config.nodeEnv === 'production',
  seed: config.nodeEnv === 'production' ? undefined : seedDemo,
});
console.log(`Sahm is running at ${running.url}/ (Ctrl-C to stop)`);
console.log(`Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}/pg`}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, shutting down…`);
  try {
    await running.stop();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
