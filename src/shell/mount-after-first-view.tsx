import { startTransition, useLayoutEffect } from 'react';
import { type MountedWidget, mountWidget } from './mount-widget';
import type { WidgetDefinition } from './widget-root';

/**
 * mountWidget for an element that shows a first view until React has loaded, its first render
 * a transition when `yielding`: `onFirstCommit.inCommit`
 * runs in the commit that first puts the React view in the page, after every component's own
 * layout effects and before the browser paints, so the first view can leave in that same commit
 * and the visitor never sees both, nor neither.
 */
export function mountAfterFirstView<Own extends object>(
  host: HTMLElement,
  container: ShadowRoot,
  definition: Pick<WidgetDefinition<Own>, 'messages' | 'render'>,
  onFirstCommit: FirstCommitHandlers,
  { yielding }: { yielding: boolean },
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
      if (!first || !yielding) return widget.render(props, language);
      first = false;
      // With the first view on show meanwhile, the first render can yield to the page between
      // components (a transition) instead of blocking it in one long task; it still commits whole.
      // A hidden element renders at once: what it reads of the page then must not go stale.
      startTransition(() => widget.render(props, language));
    },
    unmount: () => widget.unmount(),
  };
}

/** What runs in the React view's first commit, and right after it, before the browser paints. */
export interface FirstCommitHandlers {
  inCommit: () => void;
  /**
   * React takes events (typed values) only once it has finished committing. What it returns runs
   * next, once React has rendered what those events changed (a press replayed on the new view).
   */
  afterCommit: () => (() => void) | undefined;
}

// Last among its siblings, so its layout effect runs after theirs.
function FirstCommit({ onCommit }: { onCommit: FirstCommitHandlers }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the first commit; a later render changes nothing.
  useLayoutEffect(() => {
    onCommit.inCommit();
    queueMicrotask(() => {
      const then = onCommit.afterCommit();
      // React renders what a carried value changed in a microtask of its own, queued before this one.
      if (then) queueMicrotask(then);
    });
  }, []);
  return null;
}
