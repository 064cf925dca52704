/**
 * `<ev-contact>`: the company's contact block — phone, location, why choose us, the contact form
 * that records a lead, and a WhatsApp link with prefilled text — in English or Arabic.
 *
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-lead-submitted {id, receivedAt, source: 'contact-form'} — the lead was recorded.
 *                          Bubbles and is composed.
 *
 * @part section, heading, info, phone, location, reasons, promise, whatsapp, form, field,
 *       field-error, submit, spinner, status, error, privacy
 */
import { createElement } from 'react';
import { PRIVACY_PROP, type PrivacyProps } from '../../src/shell/config-props';
import { defineWidget } from '../../src/shell/define-widget';
import buttons from '../../src/shell/buttons.css?inline';
import container from '../../src/shell/inline-size-container.css?inline';
import { ContactSection } from './contact-section';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

export const EvContact = defineWidget<PrivacyProps>({
  tag: 'ev-contact',
  messages: { en, ar },
  props: PRIVACY_PROP,
  styles: [container, buttons],
  render: (config) => createElement(ContactSection, { config }),
});
