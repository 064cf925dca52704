import { useEffect } from 'react';
import { getView, onViewChange } from '@shell/first-view/view-bus';
import type { View } from '@shell/base/emit';

/**
 * Hides the element while the page shows the generator, and shows it again on the way back.
 * Only when an `<ev-generator>` is on the page: without one, hiding would leave a blank page.
 */
export function useHomeView(host: HTMLElement): void {
  useEffect(() => {
    const apply = (view: View) => {
      host.hidden = view === 'generator' && document.querySelector('ev-generator') !== null;
    };
    apply(getView());
    return onViewChange(apply);
  }, [host]);
}
