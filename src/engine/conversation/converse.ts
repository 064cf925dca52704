import type { Language } from '../../contracts/common';
import type { ChatTurn, LeadInfo } from '../../contracts/natural-conversation';
import { type CompanyFacts, DEFAULT_COMPANY_FACTS } from '../../saudi';
import { type Decision, decide } from './decide/decide';
import { isLeadComplete, mergeLeads, sanitizeLead } from './decide/lead-state';
import { defaultKnowledgeIndex } from './knowledge-base/default-knowledge-index';
import type { KnowledgeIndex } from './knowledge-base/knowledge-index';
import { say } from './say/say';
import type { Slot } from './types';
import { replayHistory } from './understand/dialogue-state';
import { understand } from './understand/understand';

export interface ConverseInput {
  /** The visitor's message, in either language or both. */
  userMessage: string;
  history?: readonly ChatTurn[];
  /** The chat language: Layla always replies in it. */
  language: Language;
  /** Lead details the widget already holds. */
  userContext?: LeadInfo;
  /** The server has already captured this conversation's lead (history and context are also checked). */
  alreadyCaptured?: boolean;
  /** YYYY-MM-DD, to resolve 'next Friday' or '15 March'; without it only full dates are read. */
  today?: string;
  companyFacts?: Partial<CompanyFacts>;
  /** The knowledge base (buildKnowledgeIndex over the deployment's entries); the default entries without it. */
  knowledge?: KnowledgeIndex;
}

export interface ConversationTurn {
  /** Plain text in the chat language, one part a line. */
  response: string;
  /** Everything known so far, valid for leadInfoSchema: the last value of each detail. */
  leadInfo: LeadInfo;
  /** True on the one turn where name, event type and a phone or email first come together. */
  leadCaptured: boolean;
  /** The details this message changed after the lead was captured: the team's copy must follow. */
  leadUpdated: readonly (keyof LeadInfo)[];
  /** What Layla decided for each question of the message, in order. */
  decisions: readonly Decision[];
  /** The one detail the reply asks for, or null when it asks for none. */
  missing: Slot | null;
  /** Per decision, what she chose to do and the words for it: an LLM's brief. */
  grounding: readonly string[];
}

/**
 * One turn of Layla, in three stages: understand the message (understand/: its questions with
 * their topics and calibrated confidence, its details and corrections, its dialogue acts), with
 * the dialogue state rebuilt from the history; decide (decide/: per question answer, ask which,
 * hand over or decline; the lead, its capture or update; the one detail to ask next); say
 * (say/: the reply in the chat language). Pure: the same input gives the same turn.
 *
 * @example
 * converse({ userMessage: 'كم العربون؟', language: 'ar' }).decisions[0]; // { kind: 'answer', topic: 'deposit', … }
 * converse({ userMessage: "we're 250 in Jeddah, do we need a permit?", language: 'en' }).leadInfo; // { guestCount: 250, location: 'Jeddah' }
 */
export function converse(input: ConverseInput): ConversationTurn {
  const language: Language = input.language === 'ar' ? 'ar' : 'en';
  const knowledge = input.knowledge ?? defaultKnowledgeIndex();
  const facts: CompanyFacts = { ...DEFAULT_COMPANY_FACTS, ...input.companyFacts };
  const replayed = replayHistory(input.history ?? [], { knowledge, today: input.today });
  const lead = mergeLeads(replayed.lead, sanitizeLead(input.userContext));
  const state = { ...replayed, lead, captured: replayed.captured || isLeadComplete(lead) };
  const message = typeof input.userMessage === 'string' ? input.userMessage : '';
  const understanding = understand(message, {
    knowledge,
    known: lead,
    expecting: state.asked,
    today: input.today,
    groups: state.groups,
  });
  const plan = decide(understanding, state, { knowledge, alreadyCaptured: input.alreadyCaptured });
  const said = say(plan, understanding, state, { language, knowledge, facts, today: input.today });
  return {
    response: said.response,
    leadInfo: plan.lead,
    leadCaptured: plan.captured,
    leadUpdated: plan.updated ? plan.changed : [],
    decisions: plan.decisions,
    missing: plan.ask,
    grounding: said.grounding,
  };
}
