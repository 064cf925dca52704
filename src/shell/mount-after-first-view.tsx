import { useLayoutEffect } from 'react';
import { type MountedWidget, mountWidget } from './mount-widget';
import type { WidgetDefinition } from './widget-root';

/**
 * mountWidget for an element that shows a first view until React has loaded: `onFirstCommit`
 * runs in the commit that first puts the React view in the page, after every component's own
 * layout effects and before the browser paints, so the first view can leave in that same commit
 * and the visitor never sees both, nor neither.
 */
export function mountAfterFirstView<Own extends object>(
  host: HTMLElement,
  container: ShadowRoot,
  definition: Pick<WidgetDefinition<Own>, 'messages' | 'render'>,
  onFirstCommit: () => void,
): MountedWidget<Own> {
  return mountWidget<Own>(host, container, {
    messages: definition.messages,
    render: (config, own) => (
      <>
        {definition.render(config, own)}
        <FirstCommit onCommit={onFirstCommit} />
      </>
    ),
  });
}

// Last among its siblings, so its layout effect runs after theirs.
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the first commit; a later render changes nothing.
  useLayoutEffect(() => onCommit(), []);
  return null;
}
