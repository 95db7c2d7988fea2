import { api } from '../../../lib/api';

/** POST /auth/verify-email (spec.md §7): the 6-digit code from the e-mail. */
export function verifyEmail(body: { email: string; verifyCode: string }) {
  return api<{ email: string; isEmailVerified: boolean }>('/auth/verify-email', { method: 'POST', body });
}
