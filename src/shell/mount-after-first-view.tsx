import { startTransition, useLayoutEffect } from 'react';
import { type MountedWidget, mountWidget } from './mount-widget';
import type { WidgetDefinition } from './widget-root';

/**
 * mountWidget for an element that shows a first view until React has loaded, its first render
 * a transition: `onFirstCommit`
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
  const widget = mountWidget<Own>(host, container, {
    messages: definition.messages,
    render: (config, own) => (
      <>
        {definition.render(config, own)}
        <FirstCommit onCommit={onFirstCommit} />
      </>
    ),
  });
  let first = true;
  return {
    render(props, language) {
      if (!first) return widget.render(props, language);
      first = false;
      // The first view is on show meanwhile, so the first render can yield to the page between
      // components (a transition) instead of blocking it in one long task; it still commits whole.
      startTransition(() => widget.render(props, language));
    },
    unmount: () => widget.unmount(),
  };
}

// Last among its siblings, so its layout effect runs after theirs.
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the first commit; a later render changes nothing.
  useLayoutEffect(() => onCommit(), []);
  return null;
}
