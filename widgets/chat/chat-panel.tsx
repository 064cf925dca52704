import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shell/base/language';
import { directionOf } from '@shell/base/language';
import type { WidgetConfig } from '@shell/react/config';
import { privacyHref } from '@shell/ui/privacy-href';
import { useMessages } from '@shell/react/use-messages';
import { useStyles } from '@shell/react/use-styles';
import controlStyles from './chat-controls.css?inline';
import { ChatInput } from './chat-input';
import panelStyles from './chat-panel.css?inline';
import { PRIVACY_MESSAGES } from './i18n/privacy';
import { chipsVisible } from './chat-state';
import { LanguageChoice } from './language-choice';
import { MessageList } from './message-list';
import { PanelHeader } from './panel-header';
import { SuggestionChips } from './suggestion-chips';
import type { Chat } from './use-chat';
import { useVisualViewport } from './use-visual-viewport';

export interface ChatPanelProps {
  id: string;
  chat: Chat;
  /** The page language: the panel speaks it until the visitor picks the chat language. */
  pageLanguage: Language;
  /** The company's phone and WhatsApp for the header, and where the privacy notice links. */
  config: Pick<WidgetConfig, 'phone' | 'whatsapp' | 'apiUrl' | 'privacyUrl'>;
}

/**
 * The chat dialog. Non-modal (no aria-modal): on wide screens the page beside it stays usable, so
 * focus is not trapped; focus moves in on open, Escape closes it, and the launcher gets focus back.
 */
export function ChatPanel({ id, chat, pageLanguage, config }: ChatPanelProps) {
  // Loaded with the panel on the first open, so the button alone costs none of it.
  useStyles(panelStyles);
  useStyles(controlStyles);
  useMessages(PRIVACY_MESSAGES);
  const { state } = chat;
  const language = state.language ?? pageLanguage;
  // The panel speaks the chat's language, which may differ from the page's.
  const { t } = useTranslation(undefined, { lng: language });
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useVisualViewport(dialog);

  useEffect(() => {
    const element = dialog.current;
    const root = element?.getRootNode() as ShadowRoot | Document | undefined;
    // The input focuses itself when it is there (a reopened conversation); else the dialog.
    if (element && !element.contains(root?.activeElement ?? null)) element.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    chat.close();
  };
  const busy = state.pending || state.typing;

  return (
    <div
      id={id}
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="panel"
      part="panel"
      lang={language}
      dir={directionOf(language)}
      onKeyDown={onKeyDown}
    >
      <PanelHeader titleId={titleId} t={t} phone={config.phone} whatsapp={config.whatsapp} onClose={chat.close} />
      <MessageList
        state={state}
        t={t}
        privacyHref={privacyHref(config, language)}
        reach={{ phone: config.phone, whatsapp: config.whatsapp }}
      >
        {state.messages.length > 0 && !state.language && <LanguageChoice t={t} onChoose={chat.chooseLanguage} />}
      </MessageList>
      {chipsVisible(state) && <SuggestionChips t={t} disabled={busy} onPick={chat.send} />}
      {state.language && <ChatInput t={t} busy={busy} onSend={chat.send} />}
    </div>
  );
}
