import { api } from '../../../lib/api';

/** POST /auth/forgot-password: e-mails a reset code (the answer is the same whether or not the account exists). */
export function forgotPassword(body: { email: string }) {
  return api<{ email: string }>('/auth/forgot-password', { method: 'POST', body });
}
