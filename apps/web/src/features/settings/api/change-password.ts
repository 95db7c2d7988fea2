import { api } from '../../../lib/api';

/** POST /auth/change-password: old and new password; the other sessions are signed out. */
export function changePassword(body: { oldPassword: string; newPassword: string; confirmPassword: string }) {
  return api<null>('/auth/change-password', { method: 'POST', body });
}
