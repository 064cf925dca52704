import { isLanguage, type Language } from './language';

/** What a page can set once for all its elements, and each element can override by attribute. */
export interface WidgetConfig {
  apiUrl: string;
  anonKey: string;
  /** The company phone as displayed, e.g. '+966 11 234 5678'. */
  phone: string;
  /** WhatsApp number as digits for wa.me, e.g. '966501234567'. */
  whatsapp: string;
  language?: Language;
}

export type ConfigOverrides = { [K in keyof WidgetConfig]?: string | null | undefined };

declare global {
  interface Window {
    evConfig?: Partial<Record<keyof WidgetConfig, unknown>>;
  }
}

export const DEFAULT_API_URL = '/functions/v1';
export const DEFAULT_ANON_KEY = 'ev-local-anon-key';
export const DEFAULT_PHONE = '+966 11 234 5678';
export const DEFAULT_WHATSAPP = '966501234567';

/**
 * Element attributes, then the page config (`window.evConfig`, then a non-executed
 * `<script type="application/json" id="ev-config">`, which a strict CSP allows), then defaults.
 * Page config keys are `apiUrl`, `anonKey`, `phone`, `whatsapp`, `language` (or the attribute
 * spellings `api-url`, `anon-key`, `lang`). It is read on every render, so an element whose
 * attribute is removed falls back to it.
 */
export function resolveConfig(overrides: ConfigOverrides = {}): WidgetConfig {
  const page = readPageConfig();
  const pick = (key: keyof WidgetConfig) => nonEmpty(overrides[key]) ?? nonEmpty(page[key]);
  const apiUrl = pick('apiUrl') ?? DEFAULT_API_URL;
  const language = pick('language');
  return {
    apiUrl: new URL(apiUrl, location.href).href.replace(/\/+$/, ''),
    anonKey: pick('anonKey') ?? DEFAULT_ANON_KEY,
    phone: pick('phone') ?? DEFAULT_PHONE,
    whatsapp: (pick('whatsapp') ?? DEFAULT_WHATSAPP).replace(/\D/g, '') || DEFAULT_WHATSAPP,
    ...(isLanguage(language) ? { language } : {}),
  };
}

function readPageConfig(): Record<string, unknown> {
  let fromScript: Record<string, unknown> = {};
  const script = document.getElementById('ev-config');
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (parsed && typeof parsed === 'object') fromScript = parsed as Record<string, unknown>;
    } catch {
      console.warn('[ev] #ev-config is not valid JSON; using defaults');
    }
  }
  const fromWindow = typeof window.evConfig === 'object' && window.evConfig ? window.evConfig : {};
  return { ...normalizeKeys(fromScript), ...normalizeKeys(fromWindow) };
}

// Site owners copy attribute names into the config: accept `api-url`, `anon-key` and `lang` too.
const ATTRIBUTE_KEYS: Record<string, keyof WidgetConfig> = {
  'api-url': 'apiUrl',
  'anon-key': 'anonKey',
  lang: 'language',
};

function normalizeKeys(config: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    const name = ATTRIBUTE_KEYS[key] ?? key;
    if (!(name in normalized) || key === name) normalized[name] = value;
  }
  return normalized;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
