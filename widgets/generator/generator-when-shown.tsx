import { useLayoutEffect, useState } from 'react';
import { getView, onViewChange } from '@shell/first-view/view-bus';
import type { WidgetConfig } from '@shell/react/config';
import { useHost } from '@shell/react/host-context';
import { GeneratorView } from './generator-view';
import { hiddenByView } from './hidden-by-view';

/**
 * The generator, drawn the first time the page shows it. Behind `<ev-home>`'s home view the
 * element stays hidden and empty, so the home page does not lay out a wizard nobody has opened
 * yet (it was the longest task of the home page's load). Once drawn it stays drawn: hiding it
 * again keeps the visitor's answers.
 */
export function GeneratorWhenShown({ config, homeUrl }: { config: WidgetConfig; homeUrl?: string | undefined }) {
  const host = useHost();
  const [hiddenAtStart] = useState(() => hiddenByView(getView()));
  const [shown, setShown] = useState(!hiddenAtStart);
  useLayoutEffect(() => {
    if (shown) return;
    host.hidden = true;
    return onViewChange((view) => {
      if (!hiddenByView(view)) setShown(true);
    });
  }, [host, shown]);
  return shown ? <GeneratorView config={config} homeUrl={homeUrl} revealOnMount={hiddenAtStart} /> : null;
}
