import { api } from '../../../lib/api';

/** POST /auth/reset-password: the e-mailed code and the new password. */
export function resetPassword(body: { email: string; verifyCode: string; password: string }) {
  return api<{ email: string }>('/auth/reset-password', { method: 'POST', body });
}
