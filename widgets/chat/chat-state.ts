import { LIMITS } from '@contracts/constants';
import type { ChatTurn, LeadInfo } from '@contracts/natural-conversation';
import type { Language } from '@shell/base/language';

/** One line of the conversation (spec §3 Chat message); `timestamp` in epoch milliseconds. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  /** Layla's replies from the server carry its signature, sent back so staff get her real words. */
  signature?: string;
}

/** Spec §3 Chat state, plus what the widget needs to run it. */
export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  /** Layla is 'typing' her introduction (the 1 s after choosing a language). */
  typing: boolean;
  /** A question is with the function; 'Layla is thinking...' shows and sending is blocked. */
  pending: boolean;
  /** The chat language; null until the visitor picks one. */
  language: Language | null;
  /** Lead info merged from every reply, sent back as userContext. */
  context: LeadInfo;
  conversationId: string;
  /** Index of Layla's introduction in `messages`: where the conversation proper starts. */
  conversationStart: number | null;
  /**
   * Index in `messages` of the reply before which the privacy notice shows: Layla's first reply
   * that asks for a contact detail (or receives one unasked). Null until then; once per conversation.
   */
  privacyNoticeAt: number | null;
  /**
   * Where the functions were out of reach (isOutOfReach): the index in `messages` of the apology
   * after which the phone and WhatsApp are offered, and the question that did not get through.
   */
  unsent: { after: number; question: string } | null;
}

/** Spec §9: chips show while 2 or fewer messages exist. */
export const MAX_MESSAGES_WITH_CHIPS = 2;

export function initialChatState(open = false): ChatState {
  return {
    open,
    messages: [],
    typing: false,
    pending: false,
    language: null,
    context: {},
    conversationId: newConversationId(),
    conversationStart: null,
    privacyNoticeAt: null,
    unsent: null,
  };
}

/**
 * Counted from Layla's introduction: the greeting and the language pick are the set-up, not the
 * conversation, so the chips show with the introduction and the visitor's first question and go
 * once Layla answers it (intro + question + answer = 3).
 */
export function conversationMessages(state: ChatState): ChatMessage[] {
  return state.conversationStart === null ? [] : state.messages.slice(state.conversationStart);
}

export function chipsVisible(state: ChatState): boolean {
  if (state.conversationStart === null) return false;
  return conversationMessages(state).length <= MAX_MESSAGES_WITH_CHIPS;
}

/** The turns before the new question, as the function reads them: the last 50, within its bounds. */
export function historyOf(state: ChatState): ChatTurn[] {
  return conversationMessages(state)
    .slice(-LIMITS.chatHistoryTurns)
    .map((message) => ({
      role: message.type === 'user' ? 'user' : 'assistant',
      content: message.content.slice(0, LIMITS.chatHistoryContent),
      ...(message.signature ? { signature: message.signature } : {}),
    }));
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 'chat-' and 16 random characters of [A-Za-z0-9_-]: within the contract's 8 to 64. */
export function newConversationId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http host pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chat-${Array.from(bytes, (byte) => ID_ALPHABET[byte & 63]).join('')}`;
}
