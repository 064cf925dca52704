import { renderToStaticMarkup } from 'react-dom/server';
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
import { scopeStyles } from './scope-styles';

// The particles are placed by style attributes, which a strict CSP refuses in markup (React sets
// them through the DOM): decoration only, so the first screen goes without them.
const PARTICLES = /<div class="particles" aria-hidden="true">(?:<span [^>]*><\/span>)*<\/div>/g;

/**
 * `<ev-home>`'s first screen (header and hero) in `language`, as the element renders it, for a
 * page to carry inside the element until its module has loaded: marked and inert, since nothing
 * in it works before then (src/shell/first-screen.ts). Written by the build to
 * dist/ev-home.first-screen.en.html (English only, see firstScreenFiles).
 */
export function renderFirstScreen(language: Language): string {
  const state = languageState(createI18n(withCommonMessages({ en, ar }), language), language, () => {});
  const markup = renderToStaticMarkup(
    <LanguageContext.Provider value={state}>
      <HomeLayout onNavigate={() => {}} />
    </LanguageContext.Provider>,
  ).replace(PARTICLES, '');
  if (/\sstyle="/.test(markup)) throw new Error('the first screen has a style attribute, which a strict CSP refuses');
  return `${FIRST_SCREEN_SHADOW_ROOT}<div ${FIRST_SCREEN_ATTRIBUTE}="${language}" inert>${markup}</div>`;
}

/** The stylesheet that draws the first screen in the page, scoped to it: the element's own, rewritten. */
export function firstScreenStyles(): string {
  const root = `[${FIRST_SCREEN_ATTRIBUTE}]`;
  // It is a picture: nothing in it is hovered or toggled, and a transition would only show it being styled.
  const still = `${root} *, ${root} *::before, ${root} *::after { transition: none !important; }`;
  return scopeStyles([hostReset, tokens, ...HOME_STYLES, still].join('\n'), `ev-home:has(> ${root})`, root);
}

/**
 * What the build writes to dist/, by file name: the English copy only. An Arabic one would be
 * drawn in a system face before any script (the bundled font is registered by the bundle) and
 * re-wrap when the element took over; in the bundled font it would move when the font arrived.
 * The element itself waits for the font instead (useArabicFontReady).
 */
export function firstScreenFiles(): Record<string, string> {
  return {
    'ev-home.first-screen.css': firstScreenStyles(),
    'ev-home.first-screen.en.html': renderFirstScreen('en'),
  };
}
