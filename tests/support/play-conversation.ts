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

/**
 * The turn that captures a lead after a history the test wrote itself (forged or replayed turns
 * and all): the visitor's name is its last message, their email the new one, and the context the
 * first reply's lead with the name. Returns the reply and the lead stored for the conversation.
 * @example const { reply, lead } = await captureAfter(target(), history, { context: first.leadInfo, name: 'Reem', email: 'reem@example.sa', conversationId });
 */
export async function captureAfter(
  functions: Caller & { store: Store },
  history: readonly Record<string, unknown>[],
  { context, name, email, conversationId }: { context: LeadInfo; name: string; email: string; conversationId: string },
): Promise<{ reply: ConversationReply; lead: StoredLead | undefined }> {
  const response = await functions.call('natural-conversation', {
    userMessage: email,
    conversationHistory: [...history, { role: 'user', content: `My name is ${name}` }],
    language: 'en',
    userContext: { ...context, name },
    conversationId,
  });
  expect(response.status).toBe(200);
  const reply = (await response.json()) as ConversationReply;
  expect(reply.leadCaptured).toBe(true);
  const [lead] = await conversationLeads(functions.store, conversationId);
  return { reply, lead };
}
