import { createRoot } from 'react-dom/client';
import type { ConfigProps, PrivacyProps } from '../base/config-props';
import type { Language } from '../base/language';
import { type ViewDefinition, WidgetRoot, withCommonMessages } from './widget-root';

/** A widget rendered by mountWidget: re-render with new attributes, or take it down. */
export interface MountedWidget<Own extends object> {
  /** Renders with the element's attributes, in the language the element speaks (EvElement.language). */
  render(props: ConfigProps & PrivacyProps & Own, language: Language): void;
  unmount(): void;
}

/**
 * Renders an element's React view into `container` (the element's shadow root, or a slot in it)
 * with the root every view shares: config, host, error boundary and language. Every view mounts
 * through it (reactView, viewAfterFirstView, and the chat's inside its launcher).
 * @example const chat = mountWidget(host, slot, { messages: { en, ar }, render: (config) => <Chat config={config} /> });
 */
export function mountWidget<Own extends object>(
  host: HTMLElement,
  container: Element | ShadowRoot,
  definition: ViewDefinition<Own>,
): MountedWidget<Own> {
  const messages = withCommonMessages(definition.messages);
  const root = createRoot(container);
  return {
    render: (props, language) =>
      root.render(
        <WidgetRoot<Own> {...props} host={host} language={language} messages={messages} render={definition.render} />,
      ),
    unmount: () => root.unmount(),
  };
}
