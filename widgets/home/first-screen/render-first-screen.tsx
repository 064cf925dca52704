import { renderToStaticMarkup } from 'react-dom/server';
import { FONT_FACES } from '../../../src/shell/font-faces';
import { FONT_FILES } from '../../../src/shell/font-files';
import { createI18n } from '../../../src/shell/create-i18n';
import { withCommonMessages } from '../../../src/shell/widget-root';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_SHADOW_ROOT } from '../../../src/shell/first-screen';
import hostReset from '../../../src/shell/host-reset.css?inline';
import type { Language } from '../../../src/shell/language';
import { LanguageContext, languageState } from '../../../src/shell/language-context';
import tokens from '../../../src/shell/tokens.css?inline';
import { HomeLayout } from '../home-layout';
import { HOME_STYLES } from '../home-styles';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { FONTS_PENDING_CLASS, languageSnippet } from './language-snippet';
import { scopeStyles } from './scope-styles';

// The particles are placed by style attributes, which a strict CSP refuses in markup (React sets
// them through the DOM): decoration only, so the first screen goes without them.
const PARTICLES = /<div class="particles" aria-hidden="true">(?:<span [^>]*><\/span>)*<\/div>/g;

/**
 * `<ev-home>`'s first screen (header and hero) in `language`, as the element renders it, for a
 * page to carry inside the element until its module has loaded: marked and inert, since nothing
 * in it works before then (src/shell/first-screen.ts).
 */
export function renderFirstScreen(language: Language): string {
  return `${FIRST_SCREEN_SHADOW_ROOT}${copyIn(language)}`;
}

/** Both languages, English first: the page's stylesheet shows the one the visitor reads (see firstScreenStyles). */
export function renderFirstScreens(): string {
  return `${FIRST_SCREEN_SHADOW_ROOT}${copyIn('en')}${copyIn('ar')}`;
}

function copyIn(language: Language): string {
  const state = languageState(createI18n(withCommonMessages({ en, ar }), language), language, () => {});
  const markup = renderToStaticMarkup(
    <LanguageContext.Provider value={state}>
      <HomeLayout onNavigate={() => {}} />
    </LanguageContext.Provider>,
  ).replace(PARTICLES, '');
  if (/\sstyle="/.test(markup)) throw new Error('the first screen has a style attribute, which a strict CSP refuses');
  return `<div ${FIRST_SCREEN_ATTRIBUTE}="${language}" inert>${markup}</div>`;
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
export function firstScreenFiles(fonts: Record<string, string> = {}): Record<string, string> {
  return {
    'ev-home.first-screen.css': firstScreenStyles(fonts),
    'ev-home.first-screen.en.html': renderFirstScreen('en'),
    'ev-home.first-screen.ar.html': renderFirstScreen('ar'),
    'ev-home.first-screen.html': renderFirstScreens(),
    'ev-home.first-screen.snippet.html': `<script>${languageSnippet()}</script>`,
  };
}
