import type { Language } from '../../contracts/common';
import type { ChatTurn, LeadInfo } from '../../contracts/natural-conversation';
import { type CompanyFacts, DEFAULT_COMPANY_FACTS, formatPhone } from '../../saudi';
import { VAT_RATE } from '../planner';
import type { Slot } from './types';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface BuildLlmMessagesInput {
  history: readonly ChatTurn[];
  userMessage: string;
  language: Language;
  /** What the rules engine knows after this message (converse's leadInfo). */
  leadInfo: LeadInfo;
  /** The one detail to ask for (converse's missing). */
  missing: Slot | null;
  /**
   * What the rules engine found for this question (converse's facts: the permits, the tier
   * totals, the season…), so the model's prose is grounded in the planner's numbers.
   */
  facts?: string;
  companyFacts?: Partial<CompanyFacts>;
  /** Tokens the prompt may use; the oldest history turns are dropped to fit. */
  tokenBudget: number;
}

const SLOT_WORDS: Record<Slot, string> = {
  eventType: 'the type of event (wedding, corporate, birthday, cultural or other)',
  name: 'their name',
  contact: 'a phone number or email to reach them',
  guestCount: 'the number of guests',
  location: 'the city of the event',
  eventDate: 'the date of the event',
  budget: 'their budget in Saudi riyals',
};

/** Chat-format overhead per message (role and separators), per OpenAI's token-counting guide. */
const MESSAGE_OVERHEAD = 4;
/** Tokens that prime the assistant's reply. */
const REPLY_PRIMING = 3;

/**
 * The OpenAI chat `messages` for Layla's LLM path: a system prompt with the company facts, the
 * planner's facts for the message (the only figures the model may quote), the reply language and the one detail to
 * ask for; then as much recent history as fits `tokenBudget`; then the visitor's message. The
 * system prompt and the message are always kept, even over budget.
 *
 * @example
 * buildLlmMessages({ history: [], userMessage: 'Hi', language: 'en', leadInfo: {}, missing: 'eventType', tokenBudget: 2000 });
 * // [{ role: 'system', content: 'You are Layla, …' }, { role: 'user', content: 'Hi' }]
 */
export function buildLlmMessages(input: BuildLlmMessagesInput): LlmMessage[] {
  const system: LlmMessage = { role: 'system', content: systemPrompt(input) };
  const user: LlmMessage = { role: 'user', content: input.userMessage };
  let remaining = input.tokenBudget - REPLY_PRIMING - messageTokens(system) - messageTokens(user);
  const kept: LlmMessage[] = [];
  for (let index = input.history.length - 1; index >= 0; index--) {
    const turn = input.history[index];
    if (!turn?.content.trim()) continue;
    const message: LlmMessage = { role: turn.role, content: turn.content };
    remaining -= messageTokens(message);
    if (remaining < 0) break;
    kept.unshift(message);
  }
  return [system, ...kept, user];
}

/**
 * A tokenizer-free estimate: about 4 characters per token for Latin text (OpenAI's rule of
 * thumb), and 2 for Arabic script, which BPE vocabularies trained mostly on English split into
 * more pieces; rounding up keeps the estimate on the safe side of the budget.
 *
 * @example
 * estimateTokens('Hello there!'); // 3
 */
export function estimateTokens(text: string): number {
  const arabic = (text.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g) ?? []).length;
  return Math.ceil((text.length - arabic) / 4 + arabic / 2);
}

function messageTokens(message: LlmMessage): number {
  return estimateTokens(message.content) + MESSAGE_OVERHEAD;
}

function systemPrompt({ language, leadInfo, missing, companyFacts, facts: found }: BuildLlmMessagesInput): string {
  const facts = { ...DEFAULT_COMPANY_FACTS, ...companyFacts };
  const known = Object.entries(leadInfo).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return [
    `You are Layla, the assistant of a Saudi event-management company operating since ${facts.since}.`,
    `Services (six): ${facts.services.join(', ')}.`,
    `Process (four steps): ${facts.process.join(', ')}.`,
    `Cities served: ${facts.cities.join(', ')}.`,
    `Contact: phone ${facts.phone}, WhatsApp ${formatPhone(facts.whatsapp)}, email ${facts.email}. Give these exactly as written and never any other phone number or email. Once a visitor leaves their name and a phone or email, the team contacts them within ${facts.followUpHours} hours.`,
    `Every quote includes VAT at ${Math.round(VAT_RATE * 100)}%. Quote only the prices and figures in the facts below, never others; without them, say that prices depend on the type of event, the guest count, the city and the date, and point to the AI Event Generator on this site.`,
    found
      ? `Facts for this message, from our planner and the company's knowledge base (answer with them, keep every figure, name and date exactly): ${found}`
      : 'No planner facts for this message: state no figures.',
    language === 'ar'
      ? 'Reply in Arabic (natural, Gulf-friendly Modern Standard Arabic), even if the visitor writes in English.'
      : 'Reply in English, even if the visitor writes in Arabic.',
    'Write plain text only (no Markdown, no HTML), warm, professional and concise: at most three short sentences. Write every number in Western digits (0-9), in Arabic too.',
    `Details known so far: ${known.length ? known.join('; ') : 'none'}. Never ask again for a known detail.`,
    missing
      ? `Still missing: ${SLOT_WORDS[missing]}. Ask for just that one detail, in one question.`
      : 'All details are known: do not ask for more; offer further help.',
    'If the visitor asks about something unrelated to events, answer politely in one sentence and bring the conversation back to their event.',
  ].join('\n');
}
