import type { Context } from 'hono';
import type { Language } from '../../contracts/common';
import type { Deps } from '../functions/types';
import { FULL_REQUEST_META_HOURS } from '../store/retention';
import { PRIVACY_PAGE_CSP, privacyPage } from './privacy-page';

/**
 * GET {functions}/privacy[?lang=en|ar]: the built-in notice the widgets link to when the page
 * sets no `privacy-url`. Without `lang`, the browser's preferred language picks.
 */
export function servePrivacyPage(c: Context, deps: Pick<Deps, 'config'>) {
  const { config } = deps;
  const html = privacyPage(
    pageLanguage(c),
    {
      retentionDays: config.leadRetentionDays,
      fullRequestMetaHours: FULL_REQUEST_META_HOURS,
      llm: Boolean(config.llm),
    },
    config.company,
  );
  c.header('Content-Security-Policy', PRIVACY_PAGE_CSP);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'Accept-Language');
  return c.html(html);
}

function pageLanguage(c: Context): Language {
  const asked = c.req.query('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  return /^\s*ar\b/i.test(c.req.header('accept-language') ?? '') ? 'ar' : 'en';
}
