// The API as the e2e run uses it: real server, fresh embedded PostgreSQL in
// DATA_DIR, the demo seed, and the built web app from WEB_DIST (a snapshot of
// apps/web/dist, so a rebuild during the run can't pull files from under the
// browser). Started by global-setup.ts as a child process (`node --import tsx`).
import { startApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemo } from '../apps/api/src/db/seed.ts';

const webDist = process.env.WEB_DIST;
if (!webDist) throw new Error('WEB_DIST is required');

const config = loadConfig();
if (config.nodeEnv === 'production') throw new Error('The e2e server needs the dev outbox: NODE_ENV must not be production');

const running = await startApp(config, { webDist, logger: false, seed: seedDemo });
// global-setup.ts waits for this line.
console.log(`E2E_READY ${running.url}`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  try {
    await running.stop();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// The parent closes our stdin when it goes away (even on a crash): stop too.
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
