import type { ChatTurn, LeadInfo, NaturalConversationResponse } from '../../src/contracts/natural-conversation';
import type { CompanyContact } from '../../src/saudi/company-facts';
import { FunctionError } from '../../src/shell/function-error';
import type { FunctionsClient } from '../../src/shell/functions-client';
import type { Language } from '../../src/shell/language';

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
