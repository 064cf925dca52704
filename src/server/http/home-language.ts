import type { Context } from 'hono';
import type { Language } from '../../contracts/common';

/** The home page's address in each language: the Arabic one is what Arabic searches find. */
export const HOME_PATHS: Readonly<Record<Language, string>> = { en: '/', ar: '/ar/' };

/** Where the demo home asks for its canonical and alternate links. */
export const ALTERNATES_MARKER = '<!-- ev-home alternates -->';

export interface PageVariant {
  /** The file served, relative to the demo folder. */
  path: string;
  /** What tells this variant apart in the cache. */
  key: string;
  rewrite: (html: string) => string;
}

/**
 * The demo home in the language its address names (`/` English, `/ar/` Arabic), for a reader or
 * a search engine with no script: `<html lang dir>`, the title, the description, the page's own
 * words (their `data-en`/`data-ar`), the body's direction class, the canonical address and the
 * `hreflang` alternates of both. The first screens themselves are carried in both languages and
 * the page's stylesheet shows the one of `<html lang>` (widgets/home/first-screen). Null for any
 * other path. The links name the site's configured origin (SITE_ORIGIN, the first one), never a
 * host a request wrote; without one (a laptop's `npm start`), the address the page was asked at.
 * @example homeVariant(c, '/ar/', ['https://events.example'])?.rewrite(html) // '<html lang="ar" dir="rtl">…'
 */
export function homeVariant(c: Context, path: string, siteOrigins: readonly string[]): PageVariant | null {
  const language = path === '/' || path === '/index.html' ? 'en' : path === '/ar/' || path === '/ar' ? 'ar' : null;
  if (!language) return null;
  const origin = siteOrigins[0] ?? new URL(c.req.url).origin;
  return {
    path: '/index.html',
    key: `${language} ${origin}`,
    rewrite: (html) => {
      const links = [
        `<link rel="canonical" href="${origin}${HOME_PATHS[language]}" />`,
        `<link rel="alternate" hreflang="en" href="${origin}${HOME_PATHS.en}" />`,
        `<link rel="alternate" hreflang="ar" href="${origin}${HOME_PATHS.ar}" />`,
        `<link rel="alternate" hreflang="x-default" href="${origin}${HOME_PATHS.en}" />`,
      ].join('\n    ');
      const page = html.replace(ALTERNATES_MARKER, links);
      return language === 'ar' ? inArabic(page) : page;
    },
  };
}

function inArabic(html: string): string {
  return html
    .replace(/<html lang="en" dir="ltr">/, '<html lang="ar" dir="rtl">')
    .replace(/<body class="ltr /, '<body class="rtl ')
    .replace(/(<meta\b[^>]*?\scontent=")[^"]*("[^>]*\sdata-ar-content="([^"]*)")/g, '$1$3$2')
    .replace(/(<(\w+)\b[^>]*\bdata-ar="([^"]*)"[^>]*>)[^<]*(<\/\2>)/g, '$1$3$4');
}
