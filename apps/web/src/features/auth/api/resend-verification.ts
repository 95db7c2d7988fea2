import { api } from '../../../lib/api';

/** POST /auth/resend-verification: a new e-mail verification code. */
export function resendVerification(body: { email: string }) {
  return api<{ email: string }>('/auth/resend-verification', { method: 'POST', body });
}
