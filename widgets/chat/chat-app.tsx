import { createElement } from 'react';
import { flushSync } from 'react-dom';
import type { ConfigProps, PrivacyProps } from '../../src/shell/config-props';
import type { Language } from '../../src/shell/language';
import { mountWidget } from '../../src/shell/mount-widget';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { type ChatControls, LaylaChat } from './layla-chat';
import type { Launcher } from './launcher-view';

export type ChatAttributes = ConfigProps & PrivacyProps & Record<string, string | undefined>;

/** The chat once mounted into its launcher; the launcher element drives it. */
export interface MountedChat {
  render(attributes: ChatAttributes, language: Language): void;
  /** Opens the panel; `since`: the launcher showed it opening then (and said so) while this code loaded. */
  open(since?: number): void;
  toggle(): void;
  unmount(): void;
}

/**
 * The chat's React part, loaded on intent by `<ev-chat-layla>`'s launcher (launcher-element.ts):
 * React, the chat's state and its panel, rendered into the launcher's slot with everything
 * defineWidget gives its elements.
 */
export function mountChat(
  host: HTMLElement,
  launcher: Launcher,
  attributes: ChatAttributes,
  language: Language,
): MountedChat {
  const controls: ChatControls = {};
  const widget = mountWidget(host, launcher.slot, {
    messages: { en, ar },
    render: (config) => createElement(LaylaChat, { config, launcher, controls }),
  });
  // Each call commits before it returns, so the launcher hands over in one task, before a paint.
  const render = (next: ChatAttributes, speaking: Language) => flushSync(() => widget.render(next, speaking));
  render(attributes, language);
  return {
    render,
    open: (since) => flushSync(() => controls.open?.(since)),
    toggle: () => controls.toggle?.(),
    unmount: widget.unmount,
  };
}
