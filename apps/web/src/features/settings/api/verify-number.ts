import { api } from '../../../lib/api';

/** POST /auth/verify-number: the code makes the number the account's verified phone. */
export function verifyNumber(body: { countryCode: string; mobileNumber: string; verifyCode: string }) {
  return api<{ countryCode: string; mobileNumber: string; isPhoneVerified: boolean }>('/auth/verify-number', { method: 'POST', body });
}
