import { api } from '../../../lib/api';

/** POST /auth/remove-number {password}: the number goes; mobile two-step sign-in falls back to none. */
export function removeNumber(password: string) {
  return api<unknown>('/auth/remove-number', { method: 'POST', body: { password } });
}
