import type { Language } from '../../../src/contracts/common';
import type { ChatTurn, LeadInfo } from '../../../src/contracts/natural-conversation';
import { type ConversationTurn, converse } from '../../../src/engine/conversation';

/** The day conversations in the engine's tests are held on. */
export const TODAY = '2026-11-27';

/**
 * Plays a conversation the way the widget and the server do: each message with the history so
 * far, the lead the last reply gave as context, and the server remembering the capture.
 */
export function play(language: Language, messages: readonly string[], today = TODAY): ConversationTurn[] {
  const history: ChatTurn[] = [];
  let userContext: LeadInfo = {};
  let alreadyCaptured = false;
  return messages.map((userMessage) => {
    const turn = converse({ userMessage, history, language, userContext, alreadyCaptured, today });
    history.push({ role: 'user', content: userMessage }, { role: 'assistant', content: turn.response });
    userContext = turn.leadInfo;
    alreadyCaptured ||= turn.leadCaptured;
    return turn;
  });
}

/** One message on its own (with what the widget holds). */
export const ask = (userMessage: string, language: Language, userContext: LeadInfo = {}) =>
  converse({ userMessage, language, userContext, today: TODAY });

/** The topics a turn answered, in order. */
export const answered = (turn: ConversationTurn | undefined) =>
  (turn?.decisions ?? []).flatMap((decision) => (decision.kind === 'answer' ? [decision.topic] : []));
