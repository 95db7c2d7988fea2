import { api } from '../../../lib/api';

/** POST /auth/signup (spec.md §7): the user name is sent as `name`; an e-mail code follows. */
export interface SignupRequest {
  email: string;
  password: string;
  name: string;
}

export function signup(body: SignupRequest) {
  return api<{ email: string; isEmailVerified: boolean }>('/auth/signup', { method: 'POST', body });
}
