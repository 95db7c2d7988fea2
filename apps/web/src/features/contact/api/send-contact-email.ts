import { api } from '../../../lib/api';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** POST /auth/contact-email (spec.md §7): stored for the operator and e-mailed to support; answers with a message. */
export function sendContactEmail(body: ContactMessage) {
  return api<{ id: string }>('/auth/contact-email', { method: 'POST', body });
}
