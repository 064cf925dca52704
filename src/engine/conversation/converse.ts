import type { Language } from '../../contracts/common';
import type { ChatTurn, LeadInfo } from '../../contracts/natural-conversation';
import { type CompanyFacts, DEFAULT_COMPANY_FACTS, normalizeText } from '../../saudi';
import { detectIntent, greets } from './detect-intent';
import { extractSlots } from './extract-slots';
import { isLeadComplete, nextMissing, sanitizeLead } from './lead-state';
import { REPLIES_AR } from './replies-ar';
import { REPLIES_EN } from './replies-en';
import type { Intent, Slot } from './types';

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
}

export interface ConversationTurn {
  /** Plain text in the chat language. */
  response: string;
  /** Everything known so far, valid for leadInfoSchema. */
  leadInfo: LeadInfo;
  /** True on the one turn where name, event type and a phone or email first come together. */
  leadCaptured: boolean;
  intent: Intent;
  /** The one detail the reply asks for, or null when it asks for none. */
  missing: Slot | null;
}

/**
 * One turn of Layla's rule-based conversation: reads the message (and the details given in
 * earlier turns), answers what was asked, confirms what was captured, and asks for the next
 * missing detail, one at a time.
 *
 * @example
 * converse({ userMessage: 'اسمي سارة، ملكة في جدة', language: 'ar' }).missing; // 'contact'
 */
export function converse(input: ConverseInput): ConversationTurn {
  const language: Language = input.language === 'ar' ? 'ar' : 'en';
  const kit = language === 'ar' ? REPLIES_AR : REPLIES_EN;
  const facts: CompanyFacts = { ...DEFAULT_COMPANY_FACTS, ...input.companyFacts };
  const history = input.history ?? [];
  const known = sanitizeLead({ ...fromHistory(history, input.today), ...sanitizeLead(input.userContext) });
  const askedBefore = history.at(-1)?.role === 'assistant' ? nextMissing(known) : null;
  const message = typeof input.userMessage === 'string' ? input.userMessage : '';
  const found = sanitizeLead(extractSlots(message, { expecting: askedBefore, today: input.today }));
  const lead = sanitizeLead({ ...known, ...found });
  const intent = detectIntent(normalizeText(message), found);
  // Captured on the turn the lead becomes complete: a lead already complete before this message
  // was captured on an earlier turn, even when the server cannot tell (no conversation id).
  const leadCaptured = !input.alreadyCaptured && !isLeadComplete(known) && isLeadComplete(lead);
  const missing = intent === 'goodbye' ? null : nextMissing(lead);

  const parts: (string | undefined)[] = [];
  const firstReply = !history.some((turn) => turn.role === 'assistant');
  if (intent === 'greeting' || (firstReply && greets(normalizeText(message)))) parts.push(kit.greeting);
  // The event-type answer already acknowledges the type; the note would repeat it.
  const news = intent.startsWith('event-') ? { ...changed(known, found), eventType: undefined } : changed(known, found);
  parts.push(leadCaptured ? kit.captured(lead, facts) : kit.noted(news));
  parts.push(kit.answer(intent, { lead, facts }));
  if (missing) parts.push(kit.questions[missing]);
  else if (intent !== 'goodbye') parts.push(kit.anythingElse);
  return { response: parts.filter(Boolean).join(' '), leadInfo: lead, leadCaptured, intent, missing };
}

/** Details from the visitor's earlier messages, each read with what Layla had asked just before it. */
function fromHistory(history: readonly ChatTurn[], today: string | undefined): LeadInfo {
  let known: LeadInfo = {};
  history.forEach((turn, index) => {
    if (turn.role !== 'user' || typeof turn.content !== 'string') return;
    const expecting = history[index - 1]?.role === 'assistant' ? nextMissing(known) : null;
    known = { ...known, ...sanitizeLead(extractSlots(turn.content, { expecting, today })) };
  });
  return known;
}

function changed(known: LeadInfo, found: LeadInfo): LeadInfo {
  return Object.fromEntries(
    Object.entries(found).filter(([key, value]) => known[key as keyof LeadInfo] !== value),
  ) as LeadInfo;
}
