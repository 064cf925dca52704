import type { WidgetConfig } from './config';
import type { Language } from './language';

/**
 * Where a notice at collection links: the company's `privacy-url`, else the functions server's
 * built-in notice in the visitor's language (`GET {api-url}/privacy?lang=en|ar`).
 * @example privacyHref({ apiUrl: 'https://events.example/functions/v1' } as WidgetConfig, 'ar')
 *   // 'https://events.example/functions/v1/privacy?lang=ar'
 */
export function privacyHref(config: Pick<WidgetConfig, 'apiUrl' | 'privacyUrl'>, language: Language): string {
  return config.privacyUrl ?? `${config.apiUrl}/privacy?lang=${language}`;
}
