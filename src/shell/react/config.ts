import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '@contracts/constants';
import { type CompanyContact, DEFAULT_PHONE, DEFAULT_WHATSAPP } from '@saudi/company-facts';
import { isLanguage, type Language } from '../base/language';
import { readPageConfig } from '../base/page-config';

/** What a page can set once for all its elements, and each element can override by attribute. */
export interface WidgetConfig {
  apiUrl: string;
  anonKey: string;
  /** The company phone as displayed, e.g. '+966 11 234 5678'. */
  phone: string;
  /** WhatsApp number as the host wrote it ('966501234567', '+966 50 123 4567'); whatsappHref makes the wa.me link. */
  whatsapp: string;
  language?: Language;
  /**
   * The company's own privacy policy as the page set it, linked from the notices at collection
   * (privacyHref checks it and falls back to the functions server's built-in notice).
   */
  privacyUrl: string | undefined;
  /**
   * The company details the host itself set (attributes or page config), defaults left out: the
   * chat sends these to Layla, so her replies state what the page shows.
   */
  hostContact: Partial<CompanyContact>;
}

type Settable = Exclude<keyof WidgetConfig, 'hostContact'>;
export type ConfigOverrides = { [K in Settable]?: string | null | undefined };

declare global {
  interface Window {
    evConfig?: Partial<Record<Settable | 'email' | 'page' | 'homeUrl' | 'generatorUrl', unknown>>;
  }
}

export const DEFAULT_API_URL = '/functions/v1';
export const DEFAULT_ANON_KEY = 'ev-local-anon-key';

/**
 * Element attributes, then the page config (`window.evConfig`, then a non-executed
 * `<script type="application/json" id="ev-config">`, which a strict CSP allows), then defaults.
 * Page config keys are `apiUrl`, `anonKey`, `phone`, `whatsapp`, `email`, `language`,
 * `privacyUrl` (or the attribute spellings `api-url`, `anon-key`, `lang`, `privacy-url`);
 * `email` is page-wide only (no widget shows it, Layla states it). It is read on every render,
 * so an element whose attribute is removed falls back to it.
 */
export function resolveConfig(overrides: ConfigOverrides = {}): WidgetConfig {
  const page = readPageConfig();
  const pick = (key: Settable) => nonEmpty(overrides[key]) ?? nonEmpty(page[key]);
  const apiUrl = pick('apiUrl') ?? DEFAULT_API_URL;
  const language = pick('language');
  const phone = pick('phone');
  const whatsapp = pick('whatsapp');
  return {
    apiUrl: new URL(apiUrl, location.href).href.replace(/\/+$/, ''),
    anonKey: pick('anonKey') ?? DEFAULT_ANON_KEY,
    phone: phone ?? DEFAULT_PHONE,
    whatsapp: whatsapp ?? DEFAULT_WHATSAPP,
    ...(isLanguage(language) ? { language } : {}),
    privacyUrl: pick('privacyUrl'),
    hostContact: hostContact({ phone, whatsapp, email: nonEmpty(page.email) }),
  };
}

/**
 * What the host set that natural-conversation's contract accepts (a phone's shape, an email, the
 * contract's lengths): a value it would refuse is shown on the page but not sent, so a typo in
 * the page config cannot stop the chat. Each refused value is reported once, not on every render.
 */
function hostContact(set: { [K in keyof CompanyContact]?: string | undefined }): Partial<CompanyContact> {
  const accepted: Partial<CompanyContact> = {};
  for (const key of ['phone', 'whatsapp', 'email'] as const) {
    const value = set[key];
    if (!value) continue;
    const [limit, pattern] = key === 'email' ? [LIMITS.email, EMAIL_PATTERN] : [LIMITS.phone, PHONE_PATTERN];
    if (value.length <= limit && pattern.test(value)) accepted[key] = value;
    else if (!refused.has(`${key}:${value}`)) {
      refused.add(`${key}:${value}`);
      console.warn(`[ev] Layla cannot state the configured ${key}: ${value}`);
    }
  }
  return accepted;
}

const refused = new Set<string>();

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
