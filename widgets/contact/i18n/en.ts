import { LEAD_COPY } from '@contracts/lead-copy';

/** English copy of <ev-contact>; ar.ts must carry every key. */
export const en = {
  contact: {
    heading: 'Get in Touch',
    intro:
      'Planning a wedding, a conference or a private celebration? Tell us your idea and we will help you turn it into an event to remember.',
    info: {
      title: 'Contact information',
      phoneLabel: 'Phone',
      locationLabel: 'Location',
      location: 'Riyadh, Saudi Arabia',
    },
    why: {
      title: 'Why choose us',
      experience: 'Planning events across the Kingdom since 2010, from family weddings to conferences for thousands',
      safety: 'Licensed crowd-management and health-and-safety teams at every event',
      protocol: 'VIP protocol handled by staff trained in Saudi and international etiquette',
      coordinator: 'One coordinator from the first call until the last guest leaves, with clear quotes in riyals',
    },
    followUp: 'Our team will contact you within {followUpHours} hours.',
    whatsapp: {
      title: 'Prefer WhatsApp?',
      label: 'Chat with us on WhatsApp',
      newTab: '(opens in a new tab)',
      message: 'Hello! I would like to ask about planning an event with your team.',
    },
    form: {
      title: 'Send us a message',
      honeypot: 'Leave this field empty',
      submit: 'Send Message',
      sending: 'Sending...',
      sent: 'Message Sent!',
      success: 'Thank you, your message has been received. Our team will contact you within {followUpHours} hours.',
    },
    /** The form's fields (src/contracts/lead-copy.ts: one line a field, read by the privacy notice too). */
    fields: LEAD_COPY.en,
    privacy: {
      notice: 'We use these details only to reply to you about your event.',
      link: 'How we handle your data',
      newTab: '(opens in a new tab)',
    },
    errors: {
      lead: 'There was an issue submitting your message. Please try again or contact us directly.',
      notification: 'Email notification failed, but your message was recorded.',
      emailInvalid: 'Please enter a valid email address, like name@example.com.',
      phoneInvalid: 'Please enter a valid phone number, like +966 50 123 4567.',
      required: 'Please fill in this field.',
      tooLong: 'Please keep this under {max} characters.',
    },
  },
};

/** The shape every language of this widget has. */
export type ContactMessages = typeof en;
