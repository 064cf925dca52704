import { useEffect, useState } from 'react';
import { fontsLoaded, fontsReady } from '../first-view/fonts-ready';
import type { Language } from '../base/language';

/**
 * False while the bundled faces the first screen in `language` draws with are still on their
 * way (at most FONT_WAIT_MS, see fonts-ready.ts), then true for good. A widget that draws its
 * first screen only once this is true shows the final layout at once, instead of a system face
 * that the font then reflows (`switcher`: and its language switch, fontsOf). A later switch of language never hides the screen again: it
 * follows the visitor's own press, which a reflow may follow.
 */
export function useFontsReady(language: Language, switcher = false): boolean {
  const [ready, setReady] = useState(() => fontsLoaded(language, switcher));
  useEffect(() => {
    if (ready) return;
    let live = true;
    fontsReady(language, switcher).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language, ready, switcher]);
  return ready;
}
