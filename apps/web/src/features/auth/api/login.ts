import type { LoginAnswer } from '@sahm/domain';
import { api } from '../../../lib/api';

/** POST /auth/login (spec.md §7): the answer tells which of the three outcomes of §4 happened. */
export interface LoginBody {
  email: string;
  password: string;
  /** The second-factor code, on the second call when 2FA is on. */
  otp?: string;
}

export type LoginOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'emailUnverified' }
  | { kind: 'twoFactor'; channel: 'email' | 'phone' };

/** Reads the answer as spec.md §4's outcomes: a token; an unverified e-mail; a 2FA code needed. */
export function loginOutcome(answer: LoginAnswer): LoginOutcome {
  if (answer.token) return { kind: 'signedIn', token: answer.token };
  if (!answer.isEmailVerified) return { kind: 'emailUnverified' };
  return { kind: 'twoFactor', channel: answer._2FA?.withPhone ? 'phone' : 'email' };
}

export function login(body: LoginBody) {
  return api<LoginAnswer>('/auth/login', { method: 'POST', body });
}
