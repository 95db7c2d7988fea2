import { api } from '../../../lib/api';

export interface PhoneCodeSent {
  countryCode: string;
  mobileNumber: string;
  remainingAttempts: number;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** POST /auth/send-verify-number: an SMS code; replacing a verified number needs the password. */
export function sendVerifyNumber(body: { countryCode: string; mobileNumber: string; password?: string }) {
  return api<PhoneCodeSent>('/auth/send-verify-number', { method: 'POST', body });
}
