import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ConfigProps, PrivacyProps } from './config-props';
import { withCommonMessages, type WidgetDefinition, WidgetRoot } from './define-widget';

/** A widget rendered by mountWidget: re-render with new attributes, or take it down. */
export interface MountedWidget<Own extends object> {
  render(props: ConfigProps & PrivacyProps & Own): void;
  unmount(): void;
}

/**
 * Renders a widget into `slot`, inside an element that exists already without React (a facade
 * such as `<ev-chat-layla>`'s launcher, which loads React on intent), with the same root as
 * defineWidget gives its elements: config, host, error boundary and language. Each render
 * commits synchronously, so the facade can hand over in one task, before the next paint.
 * @example const chat = mountWidget(host, slot, { messages: { en, ar }, render: (config) => <Chat config={config} /> });
 */
export function mountWidget<Own extends object>(
  host: HTMLElement,
  slot: Element,
  definition: Pick<WidgetDefinition<Own>, 'messages' | 'render'>,
): MountedWidget<Own> {
  const messages = withCommonMessages(definition.messages);
  const root = createRoot(slot);
  const container = host.shadowRoot ?? undefined;
  return {
    render: (props) =>
      flushSync(() =>
        root.render(
          <WidgetRoot<Own> {...props} container={container} messages={messages} render={definition.render} />,
        ),
      ),
    unmount: () => root.unmount(),
  };
}
