import { previousRentPeriod, RENT_PERIOD } from '@sahm/domain';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import type { RentJobsConfig } from '../config';
import { payRent, type RentRunOptions } from './runs';

/** The queue of month runs: one job pays one month (payRent), and may be retried whole. */
export const RENT_QUEUE = 'rent-month';

export interface RentJobData {
  /** YYYY-MM; the monthly schedule sends none and the job pays the month that ended. */
  period?: string;
}

export interface RentJobs {
  boss: PgBoss;
  /** Queues a month's run now (what the schedule does on the 1st). */
  send(period: string): Promise<string | null>;
  stop(): Promise<void>;
}

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * pg-boss on the same PostgreSQL (its own schema, `pgboss`): the queue of
 * month runs, its worker, and, with `schedule`, the monthly schedule
 * (06:00 on the 1st in Iraq by default). Every API process runs a worker;
 * pg-boss hands each job to one of them. A worker that dies mid-run leaves
 * its job active until `expireSeconds` pass, then pg-boss retries it on any
 * process, and payRent pays the properties that are left: exactly once,
 * because a paid property's run row exists (README.md here).
 */
export async function startRentJobs(
  ctx: AppContext,
  databaseUrl: string,
  config: RentJobsConfig,
  {
    log,
    boss: bossOptions = {},
    queue = {},
    work = {},
    run = {},
  }: { log: Logger; boss?: PgBoss.ConstructorOptions; queue?: Partial<PgBoss.Queue>; work?: PgBoss.WorkOptions; run?: RentRunOptions },
): Promise<RentJobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3, application_name: 'sahm-jobs', schedule: config.schedule, ...bossOptions });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(RENT_QUEUE, { name: RENT_QUEUE, retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: config.expireSeconds, ...queue });
  if (config.schedule) await boss.schedule(RENT_QUEUE, config.cron, {}, { tz: 'Asia/Baghdad' });
  else await boss.unschedule(RENT_QUEUE);

  await boss.work<RentJobData>(RENT_QUEUE, work, async ([job]) => {
    if (!job) return;
    const period = job.data?.period && RENT_PERIOD.test(job.data.period) ? job.data.period : previousRentPeriod();
    const result = await payRent(ctx, period, { log, ...run });
    log.info({ period, ...result.totals }, 'rent run done');
    // A property that failed is paid by the retry (the others are skipped then).
    const failed = result.items.filter((i) => i.outcome === 'failed').map((i) => i.propertyId);
    if (failed.length) throw new Error(`rent run ${period}: ${failed.length} properties failed (${failed.join(', ')})`);
    return result.totals;
  });

  return {
    boss,
    send: (period) => boss.send(RENT_QUEUE, { period } satisfies RentJobData, { singletonKey: period }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
  };
}
