import { createElement } from 'react';
import { flushSync } from 'react-dom';
import type { ElementView, MountedView } from '@shell/base/define-element';
import { mountWidget } from '@shell/react/mount-widget';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { type ChatControls, LaylaChat } from './layla-chat';
import type { ChatLauncher } from './launcher';

/** The chat once mounted into its launcher; the launcher drives it. */
export interface MountedChat extends MountedView {
  /** Opens the panel; `since`: the launcher showed it opening then (and said so) while this code loaded. */
  open(since?: number): void;
  toggle(): void;
}

/**
 * `<ev-chat-layla>`'s view, loaded on intent by its launcher (launcher.ts): React, the
 * chat's state and its panel, rendered into the launcher's slot with the root every view shares.
 * Each call commits before it returns, so the launcher hands over in one task, before a paint.
 */
export const CHAT_APP: ElementView<ChatLauncher, MountedChat> = {
  mount({ host, drawing: launcher }) {
    const controls: ChatControls = {};
    const widget = mountWidget(host, launcher.slot, {
      messages: { en, ar },
      render: (config) => createElement(LaylaChat, { config, launcher, controls }),
    });
    return {
      render: (props, language) => flushSync(() => widget.render(props, language)),
      open: (since) => flushSync(() => controls.open?.(since)),
      toggle: () => controls.toggle?.(),
      unmount: widget.unmount,
    };
  },
};
