import { useEffect, useState } from 'react';
import type { Language } from './language';
// Its own module, not register-arabic-font's: the chat's facade registers the font without React and
// never waits for it, so it does not carry this.
import { ARABIC_FONT_FAMILY } from './register-arabic-font';

/** How long a first Arabic render waits for the font at most, like a browser's font block period. */
export const ARABIC_FONT_WAIT_MS = 3000;

/**
 * False while `language` is Arabic and the bundled Arabic font is still on its way (at most
 * ARABIC_FONT_WAIT_MS), then true for good. A widget that draws its first screen only once this
 * is true shows the final layout at once, instead of a system face that the font then reflows.
 */
export function useArabicFontReady(language: Language): boolean {
  const [ready, setReady] = useState(language !== 'ar');
  useEffect(() => {
    if (ready || language !== 'ar') return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    const timer = setTimeout(done, ARABIC_FONT_WAIT_MS);
    loadArabicFont().then(done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language, ready]);
  return ready || language !== 'ar';
}

let loaded: Promise<void> | undefined;

/**
 * Fetches both weights now rather than when Arabic text is first drawn; resolves once they are
 * usable (or have failed: the text then keeps the system's Arabic face). Drawing Arabic only
 * after this keeps the layout from moving when the face swaps in.
 */
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
