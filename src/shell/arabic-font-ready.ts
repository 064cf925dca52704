import { ARABIC_FONT_FAMILY } from './register-arabic-font';

/** How long a first Arabic view waits for the font at most, like a browser's font block period. */
export const ARABIC_FONT_WAIT_MS = 3000;

/**
 * Resolves once the bundled Arabic font is usable (both weights, fetched now rather than when
 * Arabic text is first drawn), has failed (the system's Arabic face then stands in), or after
 * ARABIC_FONT_WAIT_MS. Drawn only after this, Arabic text shows its final layout at once instead
 * of a system face the font then re-wraps. No React: the first views wait for it too.
 * @example arabicFontReady().then(() => drawArabicView())
 */
export function arabicFontReady(): Promise<void> {
  return Promise.race([loadArabicFont(), new Promise<void>((done) => setTimeout(done, ARABIC_FONT_WAIT_MS))]);
}

let loaded: Promise<void> | undefined;

function loadArabicFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  loaded ??= Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${ARABIC_FONT_FAMILY}"`, '\u0639')),
  ).then(
    () => undefined,
    () => undefined,
  );
  return loaded;
}
