/**
 * The words for the contact form's fields (lead-fields.ts), one line a field in each language:
 * the form's label, placeholder and message when a required field is empty, and how the privacy
 * notice names what is kept. The contact form's copy (widgets/contact/i18n) and the built-in
 * privacy notice (src/server/privacy) both read them from here.
 */
import type { Language } from './constants';
import type { ContactFormField } from './lead-fields';

// A type, not an interface: the widgets' copy (string trees) takes it as it is.
export type LeadFieldCopy = {
  label: string;
  placeholder: string;
  /** What the privacy notice lists the contact form keeping, as a phrase of its sentence ('your name'). */
  kept: string;
  /** The form's message when the field is required and left empty; a general one when not given. */
  required?: string;
};

// biome-ignore format: one line a field and language, as a new field adds them
export const LEAD_COPY: Record<Language, Record<ContactFormField, LeadFieldCopy>> = {
  en: {
    name: { label: 'Full name', placeholder: 'Your name', kept: 'your name', required: 'Please enter your name.' },
    email: { label: 'Email address', placeholder: 'name@example.com', kept: 'email address', required: 'Please enter your email address.' },
    phone: { label: 'Phone number', placeholder: '+966 XX XXX XXXX', kept: 'phone number (if you give one)' },
    message: { label: 'Message', placeholder: 'Tell us about your event: the date, the city and the number of guests', kept: 'your message', required: 'Please write a message.' },
  },
  ar: {
    name: { label: 'الاسم الكامل', placeholder: 'اسمك', kept: 'اسمك', required: 'يرجى إدخال اسمك.' },
    email: { label: 'البريد الإلكتروني', placeholder: 'name@example.com', kept: 'بريدك الإلكتروني', required: 'يرجى إدخال بريدك الإلكتروني.' },
    phone: { label: 'رقم الجوال', placeholder: '+966 XX XXX XXXX', kept: 'رقم جوالك (إن أدخلته)' },
    message: { label: 'الرسالة', placeholder: 'حدّثنا عن مناسبتك: التاريخ والمدينة وعدد الضيوف', kept: 'رسالتك', required: 'يرجى كتابة رسالتك.' },
  },
};
