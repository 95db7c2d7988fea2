import type { Profile, UpdateProfileBody } from '@sahm/domain';
import { api } from '../../../lib/api';

/** POST /user/user/update: profile details, preferences, language, the two-step method (with the password). */
export function updateProfile(body: UpdateProfileBody) {
  return api<Profile>('/user/user/update', { method: 'POST', body });
}
