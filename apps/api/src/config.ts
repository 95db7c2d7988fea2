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
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    embedded: { port: embeddedPort(env.EMBEDDED_PG_PORT), launch: embeddedLaunch(env.SAHM_PG_LAUNCH) },
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
  };
}

/** A mistake in the environment: startup stops with this one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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
