import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD } from '@sahm/domain';

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Unset: the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded PostgreSQL (no DATABASE_URL): a fixed port, and how it is launched when we are root. */
  embedded: { port: number | undefined; launch: 'direct' | 'userns' | 'setpriv' | undefined };
  /**
   * Which proxies' X-Forwarded-For to believe (decisions.md §13): false (none:
   * the client is the socket's peer), a hop count, or proxy addresses and
   * CIDR ranges. Never "everyone", which let any client choose its address.
   */
  trustProxy: false | number | string[];
  /** Allowed cross-origin caller (the web app when served elsewhere); same-origin always works. */
  corsOrigin: string | undefined;
  /** Public base URL, for links in e-mails. */
  publicUrl: string;
  /** Rate limits per window; tests lower them. */
  rateLimits: { auth: number; codes: number; windowMs: number };
  /** Phone code sends per user per day (decisions.md §8). */
  phoneDailyLimit: number;
  /** Seconds before another phone code may be sent. */
  phoneResendSeconds: number;
  /** Session lifetime. */
  sessionDays: number;
  /** Attach @socket.io/postgres-adapter so events cross API processes. */
  realtimeAdapter: boolean;
  messaging: { email: 'sandbox' | 'http'; sms: 'sandbox' | 'http'; emailUrl?: string; smsUrl?: string; apiKey?: string };
  /** Payment providers (decisions.md §7); see src/payments/README.md. */
  payments: PaymentsConfig;
  /** Platform fee on secondary-market trades, in basis points of the trade's value, paid by the seller (decisions.md §5). */
  tradingFeeBps: number;
  /** Branch cash deposits above this many IQD wait for a second admin's approval (decisions.md §13). */
  cashDepositApprovalThreshold: number;
  /** Sell orders and private offers are priced within this band, in percent of the current token price (decisions.md §13). */
  priceBand: { minPercent: number; maxPercent: number };
  /** Orders and gifts that name a receiver's phone, per user per hour: phone numbers cannot be probed in bulk. */
  receiverLookupsPerHour: number;
  /**
   * Signs the short-lived links to identity documents (src/identity/README.md).
   * FILE_LINK_SECRET (32+ characters) when several processes serve; unset, a
   * random key per process, so a link works only on the process that made it.
   */
  fileLinkSecret: Buffer;
  /** The monthly rent run's pg-boss job (src/rent/README.md). */
  rent: RentJobsConfig;
}

export interface RentJobsConfig {
  /** Register the monthly schedule (RENT_SCHEDULE: on unless "off"; off in tests). */
  schedule: boolean;
  /** When the month's run starts, cron in Iraq time (RENT_SCHEDULE_CRON): 06:00 on the 1st, paying the month that ended. */
  cron: string;
  /** How long a run may take before pg-boss counts its worker dead and retries it (RENT_JOB_EXPIRE_SECONDS). */
  expireSeconds: number;
}

export interface PaymentsConfig {
  /** Serve the provider sandboxes under /sandbox. Never in production. */
  sandbox: boolean;
  /** Where the adapters reach the sandboxes, server to server (a provider without a base URL uses its sandbox). */
  sandboxUrl: string;
  /** Our public base URL that providers call back (callback, IPN, webhook). */
  callbackUrl: string;
  /** Minutes a provider payment stays payable. */
  validMinutes: number;
  /** How often pending payments past their time are checked and expired; 0 = never. */
  sweepIntervalMs: number;
  /** Timeout of one call to a provider. */
  timeoutMs: number;
  /** Polling a pending payment asks the provider at most once per this many seconds. */
  recheckSeconds: number;
  /** FIB: OAuth2 client credentials. Unset baseUrl: the sandbox. */
  fib: { baseUrl?: string; clientId: string; clientSecret: string };
  /** FastPay: store credentials. The IPN URL is set in FastPay's merchant panel. */
  fastpay: { baseUrl?: string; storeId: string; storePassword: string };
  /** Hosted card page: secret API key. */
  card: { baseUrl?: string; secretKey: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    // Outside production only this machine can reach a server with the dev outbox and the sandboxes (decisions.md §13).
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    embedded: { port: embeddedPort(env.EMBEDDED_PG_PORT), launch: embeddedLaunch(env.SAHM_PG_LAUNCH) },
    trustProxy: trustProxy(env.TRUST_PROXY),
    corsOrigin: env.CORS_ORIGIN || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    rateLimits: {
      auth: Number(env.RATE_LIMIT_AUTH ?? 10),
      codes: Number(env.RATE_LIMIT_CODES ?? 10),
      windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    phoneDailyLimit: Number(env.PHONE_DAILY_LIMIT ?? 5),
    phoneResendSeconds: Number(env.PHONE_RESEND_SECONDS ?? 60),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    realtimeAdapter: env.REALTIME_ADAPTER !== 'off',
    messaging: {
      email: env.EMAIL_PROVIDER === 'http' ? 'http' : 'sandbox',
      sms: env.SMS_PROVIDER === 'http' ? 'http' : 'sandbox',
      emailUrl: env.EMAIL_HTTP_URL,
      smsUrl: env.SMS_HTTP_URL,
      apiKey: env.MESSAGING_API_KEY,
    },
    payments: paymentsConfig(env, nodeEnv, port),
    tradingFeeBps: tradingFeeBps(env.TRADING_FEE_BPS),
    cashDepositApprovalThreshold: cashDepositApprovalThreshold(env.CASH_DEPOSIT_APPROVAL_THRESHOLD),
    priceBand: priceBand(env.ORDER_PRICE_BAND),
    receiverLookupsPerHour: wholeNumber('RATE_LIMIT_RECEIVER', env.RATE_LIMIT_RECEIVER, 20, 1),
    fileLinkSecret: fileLinkSecret(env.FILE_LINK_SECRET),
    rent: rentJobs(env, nodeEnv),
  };
}

/** FILE_LINK_SECRET: at least 32 characters; unset, 32 random bytes for this process. */
function fileLinkSecret(value: string | undefined): Buffer {
  if (!value) return randomBytes(32);
  if (value.length < 32) throw new ConfigError('FILE_LINK_SECRET must be at least 32 characters long');
  return Buffer.from(value, 'utf8');
}

/** RENT_SCHEDULE, RENT_SCHEDULE_CRON, RENT_JOB_EXPIRE_SECONDS (src/rent/README.md). */
function rentJobs(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): RentJobsConfig {
  const schedule = env.RENT_SCHEDULE ? env.RENT_SCHEDULE !== 'off' : nodeEnv !== 'test';
  const cron = (env.RENT_SCHEDULE_CRON || '0 6 1 * *').trim();
  if (!/^(\S+\s+){4}\S+$/.test(cron)) throw new ConfigError(`RENT_SCHEDULE_CRON must be a five-field cron expression like "0 6 1 * *", got "${cron}"`);
  return { schedule, cron, expireSeconds: wholeNumber('RENT_JOB_EXPIRE_SECONDS', env.RENT_JOB_EXPIRE_SECONDS, 3600, 1) };
}

/** A mistake in the environment: startup stops with this one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * In production the sandboxes must not be configured (decisions.md §13): the
 * messaging sandbox only stores codes in a table, and a payment sandbox
 * credits wallets for money nobody paid. Refuses (a ConfigError, the one line
 * `npm start` prints) e-mail or SMS without a real gateway, PAYMENTS_SANDBOX
 * or PAYMENTS_SANDBOX_URL set, and a provider pointed at a /sandbox/ path.
 * The database's demo accounts are checked once it is open (startApp).
 */
export function assertProductionReady(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  if (config.nodeEnv !== 'production') return;
  const refuse = (what: string) => {
    throw new ConfigError(`NODE_ENV=production, but ${what}`);
  };
  for (const [name, channel] of [
    ['EMAIL_PROVIDER', config.messaging.email],
    ['SMS_PROVIDER', config.messaging.sms],
  ] as const) {
    if (channel !== 'http') refuse(`${name} is the sandbox, which only stores messages in a table: set ${name}=http and its gateway URL (README, Configuration).`);
  }
  if (env.PAYMENTS_SANDBOX && env.PAYMENTS_SANDBOX !== 'off') refuse(`PAYMENTS_SANDBOX=${env.PAYMENTS_SANDBOX} asks for the payment sandboxes, which credit wallets for money nobody paid: unset it.`);
  if (env.PAYMENTS_SANDBOX_URL) refuse('PAYMENTS_SANDBOX_URL is set: the payment sandboxes do not exist in production; unset it.');
  for (const name of ['FIB_BASE_URL', 'FASTPAY_BASE_URL', 'CARD_BASE_URL'] as const) {
    if (/\/sandbox(\/|$)/.test(env[name] ?? '')) refuse(`${name} points at a payment sandbox (${env[name]}): set the provider's real URL.`);
  }
}

/** EMBEDDED_PG_PORT: unset for any free port, else a TCP port. */
function embeddedPort(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) throw new ConfigError(`EMBEDDED_PG_PORT must be a port number from 1 to 65535, got "${value}"`);
  return port;
}

/** SAHM_PG_LAUNCH: how the embedded PostgreSQL is run; unset picks the first that works (src/db/embedded.ts). */
function embeddedLaunch(value: string | undefined): Config['embedded']['launch'] {
  if (!value) return undefined;
  if (value === 'direct' || value === 'userns' || value === 'setpriv') return value;
  throw new ConfigError(`SAHM_PG_LAUNCH must be direct, userns or setpriv, got "${value}"`);
}

/** TRADING_FEE_BPS: a whole number of basis points from 0 to 10,000 (default 0); anything else stops startup. */
function tradingFeeBps(value: string | undefined): number {
  const bps = Number(value || 0);
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new ConfigError(`TRADING_FEE_BPS must be a whole number from 0 to 10000, got ${value}`);
  return bps;
}

/**
 * TRUST_PROXY: unset or 0 for no proxy; a number of proxy hops in front of
 * the server (1: one load balancer, whose address the client cannot choose);
 * or a comma-separated list of proxy addresses and CIDR ranges (and the
 * proxy-addr names loopback, linklocal, uniquelocal). "true" or "*" would
 * believe whatever address a client writes, and are refused.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim();
  if (!v || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const valid = (e: string) => {
    if (named.has(e)) return true;
    const [address = '', prefix, ...rest] = e.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  if (!entries.every(valid)) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops (like 1) or a comma-separated list of proxy addresses or CIDR ranges (like 10.0.0.2,10.1.0.0/16), never everyone; got "${value}"`,
    );
  }
  return entries;
}

/**
 * ORDER_PRICE_BAND: "min-max" in whole percent of the current token price,
 * the band every sell order's and private offer's price stays in (default
 * 50-200). The current price must be inside it: min ≤ 100 ≤ max.
 */
function priceBand(value: string | undefined): Config['priceBand'] {
  if (!value) return { minPercent: 50, maxPercent: 200 };
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(value);
  const [minPercent, maxPercent] = m ? [Number(m[1]), Number(m[2])] : [Number.NaN, Number.NaN];
  if (!(minPercent >= 1 && minPercent <= 100 && maxPercent >= 100 && maxPercent <= 10_000)) {
    throw new ConfigError(`ORDER_PRICE_BAND must be two whole percentages of the current token price like 50-200 (the first 1 to 100, the second 100 to 10000), got "${value}"`);
  }
  return { minPercent, maxPercent };
}

/** A whole number of at least `min` from the environment, or the default when unset. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

/** CASH_DEPOSIT_APPROVAL_THRESHOLD: whole IQD, 0 or more (0: every cash deposit needs a second admin); default 1,000,000. */
function cashDepositApprovalThreshold(value: string | undefined): number {
  if (!value) return DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD;
  const iqd = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(iqd)) {
    throw new ConfigError(`CASH_DEPOSIT_APPROVAL_THRESHOLD must be a whole number of IQD, 0 or more, got "${value}"`);
  }
  return iqd;
}

function paymentsConfig(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv'], port: number): PaymentsConfig {
  const production = nodeEnv === 'production';
  const loopback = `http://127.0.0.1:${port}`;
  // Outside production the sandboxes accept these; in production nothing is assumed.
  const dev = (value: string) => (production ? '' : value);
  return {
    sandbox: !production && env.PAYMENTS_SANDBOX !== 'off',
    sandboxUrl: env.PAYMENTS_SANDBOX_URL || loopback,
    callbackUrl: env.PAYMENTS_CALLBACK_URL || env.PUBLIC_URL || loopback,
    validMinutes: Number(env.PAYMENT_VALID_MINUTES ?? 30),
    sweepIntervalMs: Number(env.PAYMENT_SWEEP_INTERVAL_MS ?? 60_000),
    timeoutMs: Number(env.PAYMENT_TIMEOUT_MS ?? 15_000),
    recheckSeconds: wholeNumber('PAYMENT_RECHECK_SECONDS', env.PAYMENT_RECHECK_SECONDS, 10),
    fib: {
      baseUrl: env.FIB_BASE_URL || undefined,
      clientId: env.FIB_CLIENT_ID ?? dev('sahm-sandbox'),
      clientSecret: env.FIB_CLIENT_SECRET ?? dev('sandbox-secret'),
    },
    fastpay: {
      baseUrl: env.FASTPAY_BASE_URL || undefined,
      storeId: env.FASTPAY_STORE_ID ?? dev('sahm_sandbox_store'),
      storePassword: env.FASTPAY_STORE_PASSWORD ?? dev('sandbox-password'),
    },
    card: {
      baseUrl: env.CARD_BASE_URL || undefined,
      secretKey: env.CARD_SECRET_KEY ?? dev('sk_sandbox_sahm'),
    },
  };
}
