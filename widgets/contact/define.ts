/**
 * `<ev-contact>`: the company's contact block — phone, location, why choose us, the contact form
 * that records a lead, and a WhatsApp link with prefilled text — in English or Arabic.
 *
 * @attr api-url   Base URL of the functions (default: page config, else `${origin}/functions/v1`).
 * @attr anon-key  Public anon key sent as `apikey` and `Authorization: Bearer` (default: page config).
 * @attr lang      `en` | `ar`, used until the visitor picks a language (the saved choice wins);
 *                 changing it later switches the whole page through the bus.
 * @attr phone     Company phone as displayed (default '+966 11 234 5678').
 * @attr whatsapp  WhatsApp number for wa.me, digits (default '966501234567').
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-lead-submitted {id, receivedAt, source: 'contact-form'} — the lead was recorded.
 *                          Bubbles and is composed.
 *
 * @part section, heading, info, phone, location, reasons, promise, whatsapp, form, field,
 *       field-error, submit, spinner, status, error, privacy
 *
 * @cssproperty --ev-color-primary, --ev-color-primary-contrast, --ev-color-accent,
 *   --ev-color-accent-strong, --ev-color-accent-contrast, --ev-color-surface, --ev-color-surface-alt,
 *   --ev-color-text, --ev-color-text-muted, --ev-color-border, --ev-color-success,
 *   --ev-color-danger, --ev-color-warning, --ev-color-focus, --ev-font-family,
 *   --ev-font-family-arabic, --ev-font-family-heading, --ev-radius, --ev-radius-small,
 *   --ev-space-1 … --ev-space-8, --ev-shadow, --ev-transition
 */
import { createElement, useMemo } from 'react';
import { resolveConfig } from '../../src/shell/config';
import { defineWidget } from '../../src/shell/define-widget';
import { ContactSection } from './contact-section';
import styles from './contact.css?inline';

export interface ContactElementProps {
  apiUrl?: string;
  anonKey?: string;
  lang?: string;
  phone?: string;
  whatsapp?: string;
  privacyUrl?: string;
}

function ContactElement({ apiUrl, anonKey, lang, phone, whatsapp, privacyUrl }: ContactElementProps) {
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, privacyUrl, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, privacyUrl, lang],
  );
  return createElement(ContactSection, { config });
}

export const EvContact = defineWidget('ev-contact', ContactElement, {
  props: {
    apiUrl: 'string',
    anonKey: 'string',
    lang: 'string',
    phone: 'string',
    whatsapp: 'string',
    privacyUrl: 'string',
  },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'ev-contact': HTMLElement & ContactElementProps;
  }
}
