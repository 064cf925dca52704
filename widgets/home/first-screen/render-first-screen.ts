import { FONT_FACES } from '@shell/base/font-faces';
import { FONT_FILES } from '@shell/base/font-files';
import hostReset from '@shell/base/host-reset.css?inline';
import type { Language } from '@shell/base/language';
import tokens from '@shell/base/tokens.css?inline';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_SHADOW_ROOT } from '@shell/first-view/first-screen';
import type { FirstViews } from '@shell/first-view/prerendered-view';
import { HOME_STYLES } from '../home-styles';
import { FONTS_PENDING_CLASS, languageSnippet } from './language-snippet';
import { scopeStyles } from './scope-styles';

/**
 * `<ev-home>`'s first screen (its first view: header and hero) in `language`, for a page to carry
 * inside the element until its module has loaded: marked and inert, since nothing in it works
 * before then (src/shell/first-view/first-screen.ts).
 */
export function renderFirstScreen(views: FirstViews, language: Language): string {
  return `${FIRST_SCREEN_SHADOW_ROOT}${copyIn(views, language)}`;
}

/** Both languages, English first: the page's stylesheet shows the one the visitor reads (see firstScreenStyles). */
export function renderFirstScreens(views: FirstViews): string {
  return `${FIRST_SCREEN_SHADOW_ROOT}${copyIn(views, 'en')}${copyIn(views, 'ar')}`;
}

function copyIn(views: FirstViews, language: Language): string {
  return `<div ${FIRST_SCREEN_ATTRIBUTE}="${language}" inert>${views.html[language]}</div>`;
}

/**
 * The stylesheet that draws the first screen in the page: the element's own, scoped to it, the
 * bundled faces (`fonts`: each file's URL relative to the stylesheet), and, where the page
 * carries both languages, the rules that show the visitor's: the saved choice (the bus's
 * `data-ev-language` on `<html>`, set by the snippet), else the page's `<html lang>`.
 */
export function firstScreenStyles(fonts: Record<string, string> = {}): string {
  const root = `[${FIRST_SCREEN_ATTRIBUTE}]`;
  // It is a picture: nothing in it is hovered or toggled, and a transition would only show it being styled.
  const still = `${root} *, ${root} *::before, ${root} *::after { transition: none !important; }`;
  const faces = FONT_FACES.flatMap(({ family, weight, range }, index) => {
    const url = fonts[FONT_FILES[index] as string];
    return url
      ? [
          `@font-face { font-family: ${JSON.stringify(family)}; src: url(${JSON.stringify(url)}) format("woff2"); font-weight: ${weight}; font-display: swap; unicode-range: ${range}; }`,
        ]
      : [];
  });
  const en = `ev-home > [${FIRST_SCREEN_ATTRIBUTE}="en"]`;
  const ar = `[${FIRST_SCREEN_ATTRIBUTE}="ar"]`;
  const choice = [
    `:root[data-ev-language="ar"] ${en}:has(~ ${ar}),`,
    `:root:not([data-ev-language]):lang(ar) ${en}:has(~ ${ar}),`,
    `:root[data-ev-language="en"] ${en} ~ ${ar},`,
    `:root:not([data-ev-language]):not(:lang(ar)) ${en} ~ ${ar} { display: none; }`,
    // Until its fonts are there (the snippet says so, 3 s at most) the words wait; the colours do not.
    `:root.${FONTS_PENDING_CLASS} ev-home > ${root} :is(.header__bar, .hero__content, .scroll-cue) { visibility: hidden; }`,
  ];
  const scoped = scopeStyles([hostReset, tokens, ...HOME_STYLES, still].join('\n'), `ev-home:has(> ${root})`, root);
  return [...faces, ...choice, scoped].join('\n');
}

/**
 * What the build writes to dist/, by file name: the stylesheet, the first screen in each
 * language and in both (English first), and the inline head script that picks the visitor's.
 */
export function firstScreenFiles(views: FirstViews, fonts: Record<string, string> = {}): Record<string, string> {
  return {
    'ev-home.first-screen.css': firstScreenStyles(fonts),
    'ev-home.first-screen.en.html': renderFirstScreen(views, 'en'),
    'ev-home.first-screen.ar.html': renderFirstScreen(views, 'ar'),
    'ev-home.first-screen.html': renderFirstScreens(views),
    'ev-home.first-screen.snippet.html': `<script>${languageSnippet()}</script>`,
  };
}
