import { expect } from 'vitest';
import type { Language } from '../../src/contracts/common';
import type { ChatTurn, LeadInfo } from '../../src/contracts/natural-conversation';
import type { Store } from '../../src/server/store/create-store';
import type { StoredLead } from '../../src/server/store/leads';

export type ConversationReply = { response: string; leadInfo: LeadInfo; leadCaptured: boolean; signature?: string };

/** Anything that calls the functions: a test server or a contract's target. */
type Caller = { call(name: string, body: unknown): Promise<Response> };

/**
 * Plays the visitor's messages to natural-conversation as the chat widget sends them: the signed
 * history so far and the last reply's lead as context. Every answer must be a 200.
 * @example const [, , last] = await playConversation(server, ['A wedding', 'Sara', '0551234567'], { language: 'en', conversationId });
 */
export async function playConversation(
  functions: Caller,
  messages: readonly string[],
  { language, conversationId }: { language: Language; conversationId: string },
): Promise<ConversationReply[]> {
  const history: ChatTurn[] = [];
  let userContext: LeadInfo = {};
  const replies: ConversationReply[] = [];
  for (const userMessage of messages) {
    const response = await functions.call('natural-conversation', {
      userMessage,
      conversationHistory: history,
      language,
      userContext,
      conversationId,
    });
    expect(response.status, userMessage).toBe(200);
    const reply = (await response.json()) as ConversationReply;
    history.push(
      { role: 'user', content: userMessage },
      { role: 'assistant', content: reply.response, signature: reply.signature },
    );
    userContext = reply.leadInfo;
    replies.push(reply);
  }
  return replies;
}

/** The leads stored for one conversation (natural-conversation stores one at the capture). */
export async function conversationLeads(store: Store, conversationId: string): Promise<StoredLead[]> {
  return (await store.leads.list({ limit: 1000 })).filter((lead) => lead.conversationId === conversationId);
}
