import type { Profile } from '@sahm/domain';
import { api } from '../../../lib/api';

/** POST /user/user/profile-image (multipart `profileImage`): JPEG, PNG or WebP up to 5 MB, stored as WebP. */
export function uploadProfileImage(image: Blob) {
  const form = new FormData();
  form.append('profileImage', image, image instanceof File ? image.name : 'photo.jpg');
  return api<Profile>('/user/user/profile-image', { method: 'POST', body: form });
}
