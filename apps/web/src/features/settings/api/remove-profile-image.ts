import type { Profile } from '@sahm/domain';
import { api } from '../../../lib/api';

/** DELETE /user/user/profile-image: the photo is removed; the profile shows the initials again. */
export function removeProfileImage() {
  return api<Profile>('/user/user/profile-image', { method: 'DELETE' });
}
