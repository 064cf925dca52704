import type { WidgetConfig } from './config';
import type { Language } from './language';

/**
 * Where a notice at collection links: the company's `privacy-url` (an http(s) URL or a path),
 * else the functions server's built-in notice in the visitor's language
 * (`GET {api-url}/privacy?lang=en|ar`). Another scheme (a `javascript:` URL, a typo such as
 * `htps:`) is reported once and falls back to the built-in notice. Kept out of the runtime chunk
 * (vite.config.ts): only the contact form and the chat panel need it, not the chat's first load.
 * @example privacyHref({ apiUrl: 'https://events.example/functions/v1' }, 'ar')
 *   // 'https://events.example/functions/v1/privacy?lang=ar'
 */
export function privacyHref(config: Pick<WidgetConfig, 'apiUrl' | 'privacyUrl'>, language: Language): string {
  const own = config.privacyUrl;
  const scheme = own?.match(/^([a-z][a-z\d+.-]*):/i)?.[1];
  if (own && (!scheme || /^https?$/i.test(scheme))) return own;
  if (own && !refused.has(own)) {
    refused.add(own);
    console.warn(`[ev] privacy-url is not an http(s) URL: ${own}`);
  }
  return `${config.apiUrl}/privacy?lang=${language}`;
}

const refused = new Set<string>();
