import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { FIRST_SCREEN_ATTRIBUTE, firstScreenOf } from '../first-view/first-screen';
import type { Language } from '../base/language';

/**
 * Hands a carried first screen over to the element's own: true while the carried one is still
 * on show, and the element should draw nothing beside it. The element's render replaces it once
 * it is `ready` and the browser has shown the carried screen for a frame, removing it and its
 * slot in the same commit, before the next paint: the two are never both on screen. (Replaced in
 * the frame it is first shown, the browser would count the replacement as the page's first
 * meaningful paint, though the visitor already saw the same words.) One in another language than
 * the element renders goes at once: the visitor chose the other language earlier, and words about
 * to change would read as a glitch.
 */
export function useFirstScreenHandover(host: HTMLElement, ready: boolean, language: Language): boolean {
  const [carried, setCarried] = useState(() => firstScreenOf(host, language));
  // A page may carry one per language: the others were never on show (the page's stylesheet
  // shows the visitor's), and go before this one is taken over.
  useLayoutEffect(() => {
    for (const copy of host.querySelectorAll(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`))
      if (copy !== carried) copy.remove();
  }, [host, carried]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!carried || shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: the element's whole first render yields to the page between components
      // instead of blocking it in one long task, and still commits whole, with the hand-over.
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [carried, shown]);

  const otherLanguage = carried !== null && carried.getAttribute(FIRST_SCREEN_ATTRIBUTE) !== language;
  const handOver = carried !== null && (otherLanguage || (ready && shown));
  useLayoutEffect(() => {
    if (!handOver || !carried) return;
    host.shadowRoot?.querySelector(`slot[${FIRST_SCREEN_ATTRIBUTE}]`)?.remove();
    carried.remove();
    setCarried(null);
  }, [host, carried, handOver]);
  return carried !== null && !handOver;
}
