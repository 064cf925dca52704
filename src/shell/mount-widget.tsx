import { createRoot } from 'react-dom/client';
import type { ConfigProps, PrivacyProps } from './config-props';
import type { Language } from './language';
import { type WidgetDefinition, WidgetRoot, withCommonMessages } from './widget-root';

/** A widget rendered by mountWidget: re-render with new attributes, or take it down. */
export interface MountedWidget<Own extends object> {
  /** Renders with the element's attributes, in the language the element speaks (EvElement.language). */
  render(props: ConfigProps & PrivacyProps & Own, language: Language): void;
  unmount(): void;
}

/**
 * Renders a widget's React tree into `container` (the element's shadow root, or a slot in it)
 * with the root every widget shares: config, host, error boundary and language. defineWidget's
 * elements mount through it, and so does `<ev-chat-layla>`'s chat once its launcher, drawn
 * without React, loads it on intent.
 * @example const chat = mountWidget(host, slot, { messages: { en, ar }, render: (config) => <Chat config={config} /> });
 */
export function mountWidget<Own extends object>(
  host: HTMLElement,
  container: Element | ShadowRoot,
  definition: Pick<WidgetDefinition<Own>, 'messages' | 'render'>,
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
