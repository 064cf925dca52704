/** What the visitor types into the contact form; `website` is the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', phone: '', message: '', website: '' };
