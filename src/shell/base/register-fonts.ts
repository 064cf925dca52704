import { FONT_FACES } from './font-faces';
import inter from './fonts/inter-latin-wght.woff2?no-inline';
import arabicRegular from './fonts/noto-sans-arabic-400.woff2?no-inline';
import arabicBold from './fonts/noto-sans-arabic-700.woff2?no-inline';

// In the order of FONT_FACES.
const URLS = [inter, arabicRegular, arabicBold];
const MARK = Symbol.for('ev.fonts');

/**
 * Registers the self-hosted faces (font-faces.ts: Inter for Latin, Noto Sans Arabic; subsets
 * shipped next to the bundle) on the document, for every element and its shadow root:
 * `@font-face` inside a shadow root is ignored by Chromium, and an inline `<style>` breaks a
 * strict CSP; a FontFace needs only the bundle's origin in `font-src`. The URLs are relative to
 * this module, so the fonts come from wherever the bundle does (fetched in CORS mode: /dist
 * answers every origin). `font-display: swap`; a face loads only when text in its range is
 * drawn. Safe to call twice, and from two bundles.
 */
export function registerFonts(): void {
  const registry = globalThis as typeof globalThis & { [MARK]?: boolean };
  if (registry[MARK] || typeof FontFace !== 'function' || !document.fonts) return;
  registry[MARK] = true;
  FONT_FACES.forEach(({ family, weight, range }, index) => {
    const url = JSON.stringify(new URL(URLS[index] as string, import.meta.url).href);
    document.fonts.add(new FontFace(family, `url(${url})`, { weight, display: 'swap', unicodeRange: range }));
  });
}
