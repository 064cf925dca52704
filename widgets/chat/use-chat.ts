import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CompanyContact } from '@saudi/company-facts';
import { emit } from '@shell/base/emit';
import type { FunctionsClient } from '@shell/functions/functions-client';
import type { Language } from '@shell/base/language';
import { isOutOfReach } from '@shell/functions/out-of-reach';
import { type AskOutcome, askLayla } from './ask-layla';
import { type ChatMessage, type ChatState, historyOf, initialChatState } from './chat-state';

/** Spec §4, §9 timings in milliseconds. */
export const CHAT_TIMINGS = { greeting: 500, typingDelay: 500, typing: 1000, reset: 300, thanks: 2000 } as const;

export type Translate = (language: Language, key: string, values?: Record<string, unknown>) => string;

/**
 * The chat's state machine (spec §4 Chat): open/close with the delayed greeting and reset, the
 * language pick with its typed introduction, and questions to natural-conversation with the
 * §8 answers when they fail. Emits ev-chat-open, ev-chat-close and ev-lead-captured from `host`.
 * `hostContact` (the page's own phone, WhatsApp, email) goes with every question, so Layla's
 * replies name what the page shows.
 */
export function useChat(
  client: FunctionsClient,
  translate: Translate,
  host: HTMLElement,
  hostContact: Partial<CompanyContact> = {},
) {
  const [state, setState] = useState<ChatState>(() => initialChatState());
  const current = useRef(state);
  current.current = state;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asking = useRef(false);

  const later = useCallback((ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  }, []);

  const clearTimers = useCallback(() => {
    for (const id of timers.current) clearTimeout(id);
    timers.current.clear();
    clearTimeout(resetTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const say = useCallback(
    (type: ChatMessage['type'], content: string, extra: Partial<ChatState> = {}, signature?: string) => {
      setState((s) => ({ ...s, ...extra, messages: [...s.messages, message(s, type, content, signature)] }));
    },
    [],
  );

  /** `since`: the launcher showed the panel opening then, and announced it, while this code loaded. */
  const open = useCallback(
    (since?: number) => {
      if (current.current.open) return;
      clearTimeout(resetTimer.current);
      setState((s) => ({ ...s, open: true }));
      if (since === undefined) emit(host, 'ev-chat-open', {});
      const { messages } = current.current;
      if (messages.length > 0 || timers.current.size > 0) return;
      // The greeting keeps its 0.5 s from the visitor's click, however long the code took.
      const waited = since === undefined ? 0 : Date.now() - since;
      later(Math.max(0, CHAT_TIMINGS.greeting - waited), () =>
        say('bot', `${translate('en', 'chat.greeting')}\n${translate('ar', 'chat.greeting')}`),
      );
    },
    [host, later, say, translate],
  );

  const close = useCallback(() => {
    if (!current.current.open) return;
    setState((s) => ({ ...s, open: false }));
    emit(host, 'ev-chat-close', {});
    resetTimer.current = setTimeout(() => {
      clearTimers();
      asking.current = false;
      setState(initialChatState());
    }, CHAT_TIMINGS.reset);
  }, [host, clearTimers]);

  const chooseLanguage = useCallback(
    (language: Language) => {
      if (current.current.language) return;
      say('user', translate(language, `chat.language.${language}`), { language });
      later(CHAT_TIMINGS.typingDelay, () => setState((s) => ({ ...s, typing: true })));
      later(CHAT_TIMINGS.typingDelay + CHAT_TIMINGS.typing, () =>
        setState((s) => ({
          ...s,
          typing: false,
          conversationStart: s.messages.length,
          messages: [...s.messages, message(s, 'bot', translate(language, 'chat.intro'))],
        })),
      );
    },
    [later, say, translate],
  );

  const answer = useCallback(
    (outcome: AskOutcome, language: Language, question: string) => {
      const t = (key: string, values?: Record<string, unknown>) => translate(language, key, values);
      if (outcome.kind === 'function-error' || outcome.kind === 'thrown') {
        // One apology per failure, the phone and WhatsApp after it. What the visitor has told
        // Layla stays (the context goes with the next question): she asks for it again only
        // when she has nothing yet.
        const unsent = isOutOfReach(outcome.error)
          ? { unsent: { after: current.current.messages.length, question } }
          : {};
        const known = Object.keys(current.current.context).length > 0;
        const key = outcome.kind === 'function-error' ? 'function' : 'thrown';
        return say('bot', t(`chat.errors.${key}${known ? 'Kept' : ''}`), { pending: false, ...unsent });
      }
      const { reply } = outcome;
      const context = { ...current.current.context, ...reply.leadInfo };
      // The notice at collection (PDPL) goes before the reply that first asks for a contact
      // detail, or that first receives one the visitor gave unasked.
      const { privacyNoticeAt, messages } = current.current;
      const collects = reply.asks === 'contact' || context.email || context.phone;
      const empty = outcome.kind === 'empty';
      say(
        'bot',
        empty ? t('chat.errors.empty') : reply.response,
        { pending: false, context, privacyNoticeAt: privacyNoticeAt ?? (collects ? messages.length : null) },
        empty ? undefined : reply.signature,
      );
      if (!reply.leadCaptured) return;
      emit(host, 'ev-lead-captured', { leadInfo: context, conversationId: current.current.conversationId });
      later(CHAT_TIMINGS.thanks, () =>
        say('bot', context.name ? t('chat.thanksNamed', { name: context.name }) : t('chat.thanks')),
      );
    },
    [host, later, say, translate],
  );

  /** Sends `text` unless it is blank, Layla has not introduced herself yet, or a reply is pending; says whether it went. */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      const snapshot = current.current;
      const { language, conversationId } = snapshot;
      if (!question || !language || snapshot.conversationStart === null || snapshot.pending || asking.current) {
        return false;
      }
      asking.current = true;
      say('user', question, { pending: true });
      askLayla(client, {
        userMessage: question,
        conversationHistory: historyOf(snapshot),
        language,
        userContext: snapshot.context,
        conversationId,
        ...(Object.keys(hostContact).length > 0 ? { companyFacts: hostContact } : {}),
      }).then((outcome) => {
        // A reply to a conversation that was closed and reset meanwhile has nowhere to go.
        if (current.current.conversationId !== conversationId) return;
        asking.current = false;
        answer(outcome, language, question);
      });
      return true;
    },
    [client, say, answer, hostContact],
  );

  const toggle = useCallback(() => (current.current.open ? close() : open()), [open, close]);
  return useMemo(
    () => ({ state, open, close, toggle, chooseLanguage, send }),
    [state, open, close, toggle, chooseLanguage, send],
  );
}

export type Chat = ReturnType<typeof useChat>;

let sequence = 0;
function message(state: ChatState, type: ChatMessage['type'], content: string, signature?: string): ChatMessage {
  sequence += 1;
  const line = { id: `${state.conversationId}-${sequence}`, type, content, timestamp: Date.now() };
  return signature ? { ...line, signature } : line;
}
