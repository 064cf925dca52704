import type { WidgetConfig } from '../react/config';
import type { Language } from '../base/language';
import { safeUrl } from '../first-view/safe-url';

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
  return safeUrl(config.privacyUrl, 'privacy-url') ?? `${config.apiUrl}/privacy?lang=${language}`;
}
