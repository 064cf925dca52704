import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import type { ChatState } from './chat-state';
import { PrivacyNotice } from '@shell/ui/privacy-notice';
import { ReachUsDirectly } from '@shell/ui/reach-us-directly';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  state: ChatState;
  t: TFunction;
  /** Where the privacy notice links (the company's policy or the built-in notice). */
  privacyHref: string;
  /** The company's phone and WhatsApp, offered after an apology when the functions are out of reach. */
  reach: { phone: string; whatsapp: string };
  /** Shown under the messages (the language buttons). */
  children?: ReactNode;
}

/**
 * The conversation as a polite live log (each new message is read out once), followed by the
 * typing indicator in its own status region, so 'Layla is thinking...' is announced without
 * becoming part of the transcript.
 */
export function MessageList({ state, t, privacyHref, reach, children }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const indicator = state.pending ? t('chat.thinking') : state.typing ? t('chat.typing') : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever something is added below.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, indicator, children]);

  return (
    // Focusable so keyboard users can scroll back through the conversation.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section ref={scroller} className="panel__body" tabIndex={0} aria-label={t('chat.panel.conversation')}>
      <div className="messages" part="messages" role="log" aria-live="polite" aria-label={t('chat.panel.messages')}>
        {state.messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === state.privacyNoticeAt && (
              <PrivacyNotice
                t={t}
                copy="chat.privacy"
                href={privacyHref}
                className="bubble bubble--bot privacy-notice"
              />
            )}
            <MessageBubble
              message={message}
              speaker={message.type === 'user' ? t('chat.panel.you') : t('chat.panel.layla')}
            />
            {index === state.unsent?.after && (
              <div className="bubble bubble--bot">
                <ReachUsDirectly t={t} {...reach} message={state.unsent.question} />
              </div>
            )}
          </Fragment>
        ))}
      </div>
      {children}
      <div className="typing" part="typing" role="status" data-active={indicator ? true : undefined}>
        {indicator && (
          <>
            <span className="typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="typing__text">{indicator}</span>
          </>
        )}
      </div>
    </section>
  );
}
