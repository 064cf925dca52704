import { useEffect, useState } from 'react';
import { arabicFontReady } from './arabic-font-ready';
import type { Language } from './language';

/**
 * False while `language` is Arabic and the bundled Arabic font is still on its way (at most
 * ARABIC_FONT_WAIT_MS, see arabic-font-ready.ts), then true for good. A widget that draws its
 * first screen only once this is true shows the final layout at once, instead of a system face
 * that the font then reflows.
 */
export function useArabicFontReady(language: Language): boolean {
  const [ready, setReady] = useState(language !== 'ar');
  useEffect(() => {
    if (ready || language !== 'ar') return;
    let live = true;
    arabicFontReady().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language, ready]);
  return ready || language !== 'ar';
}
