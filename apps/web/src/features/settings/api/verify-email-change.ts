import { api } from '../../../lib/api';

/** POST /user/user/verify-email-change {verifyCode}: the new address becomes the account's. */
export function verifyEmailChange(verifyCode: string) {
  return api<unknown>('/user/user/verify-email-change', { method: 'POST', body: { verifyCode } });
}
