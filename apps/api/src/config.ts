import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Unset: the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
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
  };
}
