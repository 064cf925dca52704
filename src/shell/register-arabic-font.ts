import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?no-inline';
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?no-inline';

export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';
// Arabic letters, presentation forms and the joiners; Latin text keeps the system face.
const UNICODE_RANGE = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+FB50-FDFF, U+FE70-FEFC';
const MARK = Symbol.for('ev.arabic-font');

/**
 * Registers the self-hosted Noto Sans Arabic (from @fontsource, shipped next to the bundle) on
 * the document, for every element (defineWidget calls it). `@font-face` inside a shadow root is
 * ignored by Chromium, and an inline `<style>` breaks a strict CSP; a FontFace needs only the
 * bundle's origin in `font-src`. Its URL is relative to this module, so the font comes from
 * wherever the bundle does (fetched in CORS mode: /dist answers every origin). The faces load
 * only when Arabic text is drawn. Safe to call twice, and from two bundles.
 */
export function registerArabicFont(): void {
  const registry = globalThis as typeof globalThis & { [MARK]?: boolean };
  if (registry[MARK] || typeof FontFace !== 'function' || !document.fonts) return;
  registry[MARK] = true;
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    const face = new FontFace(
      ARABIC_FONT_FAMILY,
      `url(${JSON.stringify(new URL(url, import.meta.url).href)}) format("woff2")`,
      {
        weight,
        display: 'swap',
        unicodeRange: UNICODE_RANGE,
      },
    );
    document.fonts.add(face);
  }
}
