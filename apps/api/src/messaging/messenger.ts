import type { DB } from '../db/database';

export interface Messenger {
  /** `body` is the plain text; `html`, when given, the HTML part of the same e-mail (messaging/email.ts). */
  sendEmail(to: string, subject: string, body: string, html?: string): Promise<void>;
  sendSms(to: string, body: string): Promise<void>;
}

/**
 * Development and test sandbox: keeps every message in the outbox table so
 * a tester (GET /api/dev/outbox) or a test can read the codes.
 */
export function sandboxMessenger(db: DB): Messenger {
  return {
    async sendEmail(to, subject, body, html) {
      await db.insertInto('outbox_messages').values({ channel: 'email', recipient: to, subject, body, html: html ?? null }).execute();
    },
    async sendSms(to, body) {
      await db.insertInto('outbox_messages').values({ channel: 'sms', recipient: to, subject: null, body }).execute();
    },
  };
}

/**
 * Production adapter: posts JSON to the configured e-mail/SMS gateway
 * (`EMAIL_HTTP_URL`, `SMS_HTTP_URL`, bearer `MESSAGING_API_KEY`).
 */
export function httpMessenger(options: { emailUrl?: string; smsUrl?: string; apiKey?: string }): Messenger {
  async function post(url: string | undefined, payload: unknown) {
    if (!url) throw new Error('Messaging gateway URL is not configured');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Messaging gateway answered ${res.status}`);
  }
  return {
    sendEmail: (to, subject, body, html) => post(options.emailUrl, { to, subject, text: body, ...(html ? { html } : {}) }),
    sendSms: (to, body) => post(options.smsUrl, { to, text: body }),
  };
}
