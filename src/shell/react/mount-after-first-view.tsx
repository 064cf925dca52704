import { startTransition, useLayoutEffect } from 'react';
import type { ElementView } from '../base/define-element';
import type { HandOver, PrerenderedDrawing } from '../first-view/prerendered-view';
import { type MountedWidget, mountWidget } from './mount-widget';
import type { ViewDefinition } from './widget-root';

/**
 * The React view of an element with a prerendered first view (prerenderedView): mounted on the
 * visitor's intent, it replaces the first view in its first commit (mountAfterFirstView).
 * @example export const CONTACT_VIEW = viewAfterFirstView({ messages: { en, ar }, render: (config) => <ContactSection config={config} /> });
 */
export function viewAfterFirstView<Own extends object>(
  definition: ViewDefinition<Own>,
): ViewDefinition<Own> & ElementView<PrerenderedDrawing> {
  return {
    ...definition,
    mount: ({ host, root, drawing }) =>
      mountAfterFirstView<Own>(host, root, definition, drawing.handOver(), { yielding: drawing.replacing() }),
  };
}

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
  definition: ViewDefinition<Own>,
  onFirstCommit: HandOver,
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

// Last among its siblings, so its layout effect runs after theirs.
function FirstCommit({ onCommit }: { onCommit: HandOver }) {
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
