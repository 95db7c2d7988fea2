import { api } from '../../../lib/api';

/** POST /user/user/change-email {email, password}: a code to the new address; nothing changes yet. */
export function changeEmail(body: { email: string; password: string }) {
  return api<unknown>('/user/user/change-email', { method: 'POST', body });
}
