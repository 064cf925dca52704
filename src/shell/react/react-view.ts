import type { ElementView } from '../base/define-element';
import { mountWidget } from './mount-widget';
import type { ViewDefinition } from './widget-root';

/**
 * An element's React view (defineElement's `view`): its copy and what it renders, mounted into
 * the element's shadow root with the root every view shares (config, host, error boundary,
 * language). The definition stays readable, so the build can render the same view as markup.
 * @example export const HOME_VIEW = reactView({ messages: { en, ar }, render: (config) => <HomePage config={config} /> });
 */
export function reactView<Own extends object>(definition: ViewDefinition<Own>): ViewDefinition<Own> & ElementView {
  return { ...definition, mount: ({ host, root }) => mountWidget<Own>(host, root, definition) };
}
