import type pg from 'pg';
import type { Config } from './config';
import type { DB } from './db/database';
import type { Messenger } from './messaging/messenger';
import type { Notifier } from './notifications/notifier';

/** What every module's routes and services get: no globals. */
export interface AppContext {
  config: Config;
  db: DB;
  pool: pg.Pool;
  messenger: Messenger;
  notifier: Notifier;
}
