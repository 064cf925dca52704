import { type RefObject, useEffect } from 'react';
import { getView, onViewChange } from '@shell/first-view/view-bus';
import type { View } from '@shell/base/emit';
import { hiddenByView } from './hidden-by-view';

/**
 * Follows the page view on the bus. With an `<ev-home>` on the page, the element is hidden while
 * the view is 'home'; alone on a page it is always shown. Switching to 'generator' shows it,
 * scrolls it into view and moves focus to `focusTarget`; so does mounting with `revealNow`
 * (the generator drawn only when the view first showed it, see GeneratorWhenShown).
 */
export function useViewVisibility(host: HTMLElement, focusTarget: RefObject<HTMLElement | null>, revealNow = false) {
  useEffect(() => {
    const apply = (view: View, reveal: boolean) => {
      const hide = hiddenByView(view);
      host.hidden = hide;
      if (hide || !reveal || view !== 'generator') return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      host.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      focusTarget.current?.focus({ preventScroll: true });
    };
    apply(getView(), revealNow);
    return onViewChange((view) => apply(view, true));
  }, [host, focusTarget, revealNow]);
}
