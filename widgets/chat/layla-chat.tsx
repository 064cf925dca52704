import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '@shell/react/config';
import { createFunctionsClient } from '@shell/functions/functions-client';
import { useHost } from '@shell/react/host-context';
import { useLanguage } from '@shell/react/use-language';
import { ChatPanel } from './chat-panel';
import type { Launcher } from './launcher';
import { type Chat, type Translate, useChat } from './use-chat';

/** Filled in by LaylaChat, so the launcher's button and `open()` reach the chat. */
export interface ChatControls {
  open?: Chat['open'];
  toggle?: Chat['toggle'];
}

export interface LaylaChatProps {
  config: WidgetConfig;
  launcher: Launcher;
  controls: ChatControls;
}

/** The chat behind the launcher's button: its state, the panel when open, and the button kept in step (spec §2 Chat panel). */
export function LaylaChat({ config, launcher, controls }: LaylaChatProps) {
  const { language } = useLanguage();
  const { i18n } = useTranslation();
  const host = useHost();
  const client = useMemo(
    () => createFunctionsClient({ apiUrl: config.apiUrl, anonKey: config.anonKey }),
    [config.apiUrl, config.anonKey],
  );
  // Layla speaks the language chosen in the chat, the greeting both: the language goes with each call.
  const translate = useCallback<Translate>((lng, key, values) => i18n.t(key, { ...values, lng }), [i18n]);
  const chat = useChat(client, translate, host, config.hostContact);
  const { open } = chat.state;
  const wasOpen = useRef(open);
  const panelId = useId();

  useLayoutEffect(() => {
    controls.open = chat.open;
    controls.toggle = chat.toggle;
  }, [controls, chat]);
  useLayoutEffect(() => launcher.setOpen(open, panelId), [launcher, open, panelId]);
  // Closing by Escape or the panel's close button unmounts what had focus: give it back to the button.
  useEffect(() => {
    if (wasOpen.current && !open) launcher.button.focus();
    wasOpen.current = open;
  }, [launcher, open]);

  return open ? <ChatPanel id={panelId} chat={chat} pageLanguage={language} config={config} /> : null;
}
