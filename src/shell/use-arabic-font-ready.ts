import { useEffect, useState } from 'react';
import type { Language } from './language';
import { loadArabicFont } from './register-arabic-font';

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
