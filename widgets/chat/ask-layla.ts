import type { ChatTurn, LeadInfo, NaturalConversationResponse } from '@contracts/natural-conversation';
import type { CompanyContact } from '@saudi/company-facts';
import { FunctionError } from '@shell/functions/function-error';
import type { FunctionsClient } from '@shell/functions/functions-client';
import type { Language } from '@shell/base/language';

export interface AskLaylaInput {
  userMessage: string;
  conversationHistory: ChatTurn[];
  language: Language;
  userContext: LeadInfo;
  conversationId: string;
  /** The contact details the page configured, so Layla states those and no others. */
  companyFacts?: Partial<CompanyContact>;
}

/**
 * What became of one question, in the §8 terms the panel answers with: a reply (maybe empty),
 * a function error (the function answered, but not with a reply), or a thrown failure (no answer).
 */
export type AskOutcome =
  | { kind: 'reply'; reply: NaturalConversationResponse }
  | { kind: 'empty'; reply: NaturalConversationResponse }
  | { kind: 'function-error'; error: FunctionError }
  | { kind: 'thrown'; error: unknown };

/** Calls natural-conversation and sorts the result into an AskOutcome; never throws. */
export async function askLayla(client: FunctionsClient, input: AskLaylaInput): Promise<AskOutcome> {
  try {
    const reply = await client.call('natural-conversation', input);
    return reply.response.trim() ? { kind: 'reply', reply } : { kind: 'empty', reply };
  } catch (error) {
    // Status 0 means no answer came at all (network down, timeout); anything else is the
    // function's own error envelope or an answer outside the contract.
    if (error instanceof FunctionError && error.status > 0) return { kind: 'function-error', error };
    return { kind: 'thrown', error };
  }
}
