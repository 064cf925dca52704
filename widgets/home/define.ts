/**
 * `<ev-home>`: the company's whole Home view — fixed header with section navigation, language
 * switch and a small-screen menu; hero; about; six services; the four-step process; the AI
 * generator promo; the contact block of `<ev-contact>`; footer — in English or Arabic (RTL).
 *
 * @attr api-url        Base URL of the functions (default: page config, else `${origin}/functions/v1`).
 * @attr anon-key       Public anon key for the contact form (default: page config).
 * @attr lang           `en` | `ar`, used until the visitor picks a language (the saved choice wins).
 * @attr phone          Company phone as displayed (default '+966 11 234 5678').
 * @attr whatsapp       WhatsApp number for wa.me, digits (default '966501234567').
 * @attr generator-url  Where the promo button goes when no `<ev-generator>` is on the page.
 * @attr privacy-url    The company's privacy policy, linked where the element asks for contact details
 *                      (default: page config, else the functions server's built-in notice).
 *
 * @event ev-view-change    {view: 'generator'} — the promo button opened the generator (bus, on document).
 * @event ev-language-change {language} — the header switch changed the page language (bus, on document).
 * @event ev-lead-submitted {id, receivedAt, source: 'contact-form'} — from the contact section.
 *
 * @part home, header, logo, nav, nav-link, menu-button, language-toggle, hero, hero-title,
 *       hero-cta, scroll-cue, about, since, card, services, service, process, step, excellence,
 *       promo, promo-launch, footer, footer-link — plus the contact section's parts (see ev-contact)
 *
 * @cssproperty --ev-home-header-height  Height of the fixed header (default 4rem).
 * @cssproperty --ev-color-primary, --ev-color-primary-contrast, --ev-color-accent,
 *   --ev-color-accent-strong, --ev-color-accent-contrast, --ev-color-surface, --ev-color-surface-alt,
 *   --ev-color-text, --ev-color-text-muted, --ev-color-border, --ev-color-focus, --ev-font-family,
 *   --ev-font-family-arabic, --ev-font-family-heading, --ev-radius, --ev-radius-small,
 *   --ev-space-1 … --ev-space-8, --ev-shadow, --ev-transition
 */
import { createElement, useMemo } from 'react';
import { resolveConfig } from '../../src/shell/config';
import { defineWidget } from '../../src/shell/define-widget';
import contactStyles from '../contact/contact.css?inline';
import { HomePage } from './home-page';
import { registerArabicFont } from './register-arabic-font';
import { HOME_STYLES } from './home-styles';

export interface HomeElementProps {
  apiUrl?: string;
  anonKey?: string;
  lang?: string;
  phone?: string;
  whatsapp?: string;
  generatorUrl?: string;
  privacyUrl?: string;
}

function HomeElement({ apiUrl, anonKey, lang, phone, whatsapp, generatorUrl, privacyUrl }: HomeElementProps) {
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, privacyUrl, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, privacyUrl, lang],
  );
  return createElement(HomePage, { config, generatorUrl });
}

registerArabicFont();

export const EvHome = defineWidget('ev-home', HomeElement, {
  props: {
    apiUrl: 'string',
    anonKey: 'string',
    lang: 'string',
    phone: 'string',
    whatsapp: 'string',
    generatorUrl: 'string',
    privacyUrl: 'string',
  },
  styles: [contactStyles, ...HOME_STYLES],
});

declare global {
  interface HTMLElementTagNameMap {
    'ev-home': HTMLElement & HomeElementProps;
  }
}
