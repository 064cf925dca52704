import { ARABIC_FONT_FAMILY, LATIN_FONT_FAMILY } from '../base/font-faces';
import type { Language } from '../base/language';

/** How long a first view waits for its fonts at most, like a browser's font block period. */
export const FONT_WAIT_MS = 3000;

/**
 * Resolves once the bundled faces a view in `language` draws with are usable (fetched now
 * rather than when the text is first drawn), have failed (the system's face then stands in), or
 * after FONT_WAIT_MS. Drawn only after this, the text shows its final layout at once instead of
 * a system face the font then re-wraps. No React: the first views wait for it too.
 * @example fontsReady('ar').then(() => drawArabicView())
 */
export function fontsReady(language: Language, switcher = false): Promise<void> {
  return Promise.race([loadFonts(language, switcher), new Promise<void>((done) => setTimeout(done, FONT_WAIT_MS))]);
}

const loaded = new Map<string, Promise<void>>();

function loadFonts(language: Language, switcher: boolean): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  const key = `${language}${switcher ? '+switcher' : ''}`;
  let fonts = loaded.get(key);
  if (!fonts) {
    fonts = Promise.all(fontsOf(language, switcher).map(([font, sample]) => document.fonts.load(font, sample))).then(
      () => undefined,
      () => undefined,
    );
    loaded.set(key, fonts);
  }
  return fonts;
}

/**
 * What a view in `language` draws with, as `document.fonts.load` descriptors and a sample
 * character: English is Inter; Arabic is Noto Sans Arabic, with Inter for its digits and Latin
 * words (phone numbers, e-mail addresses). With `switcher`, an English view also shows its
 * language switch in Arabic (the home's header: العربية, bold).
 * @example fontsOf('en') // [['400 1em "Inter"', 'a'], ['700 1em "Inter"', 'a']]
 */
export function fontsOf(language: Language, switcher = false): [string, string][] {
  const latin = [face(LATIN_FONT_FAMILY, '400'), face(LATIN_FONT_FAMILY, '700')];
  const arabic = [face(ARABIC_FONT_FAMILY, '400'), face(ARABIC_FONT_FAMILY, '700')];
  return language === 'ar' ? [...arabic, ...latin] : switcher ? [...latin, face(ARABIC_FONT_FAMILY, '700')] : latin;
}

const face = (family: string, weight: string): [string, string] => [
  `${weight} 1em "${family}"`,
  family === ARABIC_FONT_FAMILY ? '\u0639' : 'a',
];

/** Whether the faces `language` draws with are already loaded (the page's first screen fetched them). */
export function fontsLoaded(language: Language, switcher = false): boolean {
  if (typeof document === 'undefined' || !document.fonts?.load) return true;
  if (!document.fonts.check) return false;
  return fontsOf(language, switcher).every(([font, sample]) => document.fonts.check(font, sample));
}
