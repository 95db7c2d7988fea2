import { join } from 'node:path';
import { startApp, type RunningApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './db/seed';
import { apiDir } from './paths';
import { startupFailure } from './startup';

const webDist = join(apiDir, '../web/dist');

let running: RunningApp;
try {
  const config = loadConfig();
  running = await startApp(config, {
    webDist,
    logger: config.nodeEnv === 'production',
    seed: config.nodeEnv === 'production' ? undefined : seedDemo,
  });
  console.log(`Sahm is running at ${running.url}/ (Ctrl-C to stop)`);
  console.log(`Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}/pg`}`);
} catch (error) {
  console.error(startupFailure(error, { port: Number(process.env.PORT ?? 8080) }));
  if (process.env.SAHM_DEBUG) console.error(error);
  process.exit(1);
}

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
