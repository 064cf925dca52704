import type { Language } from '../../contracts/common';
import type { ChatTurn, LeadInfo } from '../../contracts/natural-conversation';
import { type CompanyFacts, DEFAULT_COMPANY_FACTS, normalizeText } from '../../saudi';
import { askedIn, askFor, chooseAsk } from './ask-for';
import { detectIntent, greets } from './detect-intent';
import { extractEventMention } from './extract-event-type';
import { extractSlots } from './extract-slots';
import { fixTypos } from './fix-typos';
import { extractMonth } from './extract-month';
import { occasionName } from './knowledge/event-name';
import { defaultKnowledgeIndex } from './knowledge-base/default-knowledge-index';
import type { KnowledgeIndex } from './knowledge-base/knowledge-index';
import { answerQuestions } from './answer-questions';
import { isQuestion } from './is-question';
import { isLeadComplete, mergeLeads, nextMissing, sanitizeLead } from './lead-state';
import { REPLIES_AR } from './replies-ar';
import { REPLIES_EN } from './replies-en';
import { TOPIC_WORDS } from './topic-words';
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
  /** The knowledge base (buildKnowledgeIndex over the deployment's entries); the default entries without it. */
  knowledge?: KnowledgeIndex;
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
  /** What the answer drew from the planner (permits, tiers, season…) and the knowledge base, for an LLM to word; undefined for courtesies. */
  facts?: string;
  /** The month the visitor gave for the event without a day ('in June'), YYYY-MM, until a date replaces it. */
  eventMonth?: string;
}

const KITS = [REPLIES_EN, REPLIES_AR];

/**
 * One turn of Layla's rule-based conversation: reads the message (and the details given in
 * earlier turns), answers what was asked (from the planner's knowledge of the visitor's event
 * when it is a question about it), confirms what was captured, and asks for one missing detail.
 *
 * @example
 * converse({ userMessage: 'اسمي سارة، ملكة في جدة', language: 'ar' }).missing; // 'contact'
 * converse({ userMessage: "we're 250 in Jeddah, do we need a permit?", language: 'en' }).leadInfo; // { guestCount: 250, location: 'Jeddah' }
 */
export function converse(input: ConverseInput): ConversationTurn {
  const language: Language = input.language === 'ar' ? 'ar' : 'en';
  const kit = language === 'ar' ? REPLIES_AR : REPLIES_EN;
  const facts: CompanyFacts = { ...DEFAULT_COMPANY_FACTS, ...input.companyFacts };
  const history = input.history ?? [];
  const known = mergeLeads(fromHistory(history, input.today), sanitizeLead(input.userContext));
  const last = history.at(-1);
  const askedBefore = last?.role === 'assistant' ? (askedIn(last.content, KITS) ?? nextMissing(known)) : null;
  const message = typeof input.userMessage === 'string' ? input.userMessage : '';
  const text = fixTypos(normalizeText(message));
  const found = sanitizeLead(extractSlots(message, { expecting: askedBefore, today: input.today, normalized: text }));
  const intent = followUp(detectIntent(text, found), found, askedBefore, history);
  // 'When is Ramadan next year?' names a date that is not the event's.
  if (intent === 'calendar' && TOPIC_WORDS.when(text)) delete found.eventDate;
  const lead = mergeLeads(known, found);
  // Captured on the turn the lead becomes complete: a lead already complete before this message
  // was captured on an earlier turn, even when the server cannot tell (no conversation id).
  const leadCaptured = !input.alreadyCaptured && !isLeadComplete(known) && isLeadComplete(lead);

  // Only an 'other' event needs the visitor's own words for it, read back through the history.
  const other = lead.eventType === 'other' ? otherEventWords(message, history) : undefined;
  const month = lead.eventDate ? undefined : monthFrom(message, history, input.today);
  // The turn that captures the lead confirms it; it answers again only what this message asks.
  const asked = !leadCaptured || isQuestion(text);
  const answered = asked
    ? answerQuestions({
        intent,
        found,
        kit,
        index: input.knowledge ?? defaultKnowledgeIndex(),
        language,
        lead,
        text,
        today: input.today,
        facts,
        description: other,
        month,
      })
    : { answers: [], facts: [], entries: [] };
  const missing = skipKnownMonth(chooseAsk(intent, lead, answered.needs), lead, month);

  const parts: (string | undefined)[] = [];
  const firstReply = !history.some((turn) => turn.role === 'assistant');
  if (intent === 'greeting' || (firstReply && greets(text))) parts.push(kit.greeting);
  // The event-type answer already acknowledges the type; the note would repeat it.
  const news = intent.startsWith('event-') ? { ...changed(known, found), eventType: undefined } : changed(known, found);
  const newMonth = month && month !== monthFrom('', history, input.today) ? month : undefined;
  const occasion = occasionName(other, language);
  parts.push(
    leadCaptured ? kit.captured(lead, facts, { month, occasion }) : kit.noted(news, { month: newMonth, occasion }),
  );
  parts.push(...answered.answers);
  if (missing) parts.push(askFor(missing, kit));
  else if (intent !== 'goodbye') parts.push(kit.anythingElse);
  const factText = answered.facts.join(' ');
  return {
    response: parts.filter(Boolean).join(' '),
    leadInfo: lead,
    leadCaptured,
    intent,
    missing,
    ...(factText ? { facts: factText } : {}),
    ...(month ? { eventMonth: month } : {}),
  };
}

/**
 * A bare answer to the detail a question needed ('250' after 'How much?' and 'How many guests?')
 * gets that question answered again, now with the detail: the visitor asked for a price, not for
 * a note that 250 guests were recorded.
 */
function followUp(intent: Intent, found: LeadInfo, asked: Slot | null, history: readonly ChatTurn[]): Intent {
  if (intent !== 'lead-details' || !asked || !filled(found, asked)) return intent;
  const question = history.findLast((turn) => turn.role === 'user');
  if (typeof question?.content !== 'string') return intent;
  const before = detectIntent(fixTypos(normalizeText(question.content)), {});
  return FOLLOWED_UP.includes(before) ? before : intent;
}

/** The answers that change with a detail asked for just after them. */
const FOLLOWED_UP: readonly Intent[] = ['pricing', 'venues', 'permits', 'lead-time', 'inclusions'];

function filled(found: LeadInfo, slot: Slot): boolean {
  return slot === 'contact' ? Boolean(found.phone || found.email) : found[slot] !== undefined;
}

/** Details from the visitor's earlier messages, each read with what Layla had asked just before it. */
function fromHistory(history: readonly ChatTurn[], today: string | undefined): LeadInfo {
  let known: LeadInfo = {};
  history.forEach((turn, index) => {
    if (turn.role !== 'user' || typeof turn.content !== 'string') return;
    const before = history[index - 1];
    const expecting = before?.role === 'assistant' ? (askedIn(before.content, KITS) ?? nextMissing(known)) : null;
    known = { ...known, ...sanitizeLead(extractSlots(turn.content, { expecting, today })) };
  });
  return known;
}

/** The visitor's own words for an 'other' event ('graduation'), newest first, for the planner to read. */
function otherEventWords(message: string, history: readonly ChatTurn[]): string | undefined {
  const messages = visitorWordsNewestFirst(message, history);
  for (const content of messages) {
    const mention = typeof content === 'string' ? extractEventMention(normalizeText(content)) : undefined;
    if (mention?.type === 'other') return mention.words.trim();
  }
  return undefined;
}

/** The event's month from the newest message that names one (a later one replaces it). */
function monthFrom(message: string, history: readonly ChatTurn[], today: string | undefined): string | undefined {
  const messages = visitorWordsNewestFirst(message, history);
  for (const content of messages) {
    const month = typeof content === 'string' && content ? extractMonth(normalizeText(content), today) : undefined;
    if (month) return month;
  }
  return undefined;
}

/** A month answers 'what date?' well enough for now: the next detail is asked instead. */
function skipKnownMonth(missing: Slot | null, lead: LeadInfo, month: string | undefined): Slot | null {
  if (missing !== 'eventDate' || !month) return missing;
  return lead.budget === undefined ? 'budget' : null;
}

function changed(known: LeadInfo, found: LeadInfo): LeadInfo {
  const news: Record<string, unknown> = {};
  for (const key of Object.keys(found) as (keyof LeadInfo)[]) if (known[key] !== found[key]) news[key] = found[key];
  return news as LeadInfo;
}

/** The visitor's messages, this one first, then the earlier ones newest first (a later word replaces an earlier one). */
function visitorWordsNewestFirst(message: string, history: readonly ChatTurn[]): unknown[] {
  return [
    message,
    ...history
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.content)
      .reverse(),
  ];
}
