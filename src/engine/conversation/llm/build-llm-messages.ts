import type { Language } from '../../../contracts/common';
import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import type { ChatTurn, LeadInfo } from '../../../contracts/natural-conversation';
import { type CompanyFacts, DEFAULT_COMPANY_FACTS, formatPhone } from '../../../saudi';
import { questionFor } from '../say/question-for';
import type { Slot } from '../types';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface BuildLlmMessagesInput {
  history: readonly ChatTurn[];
  userMessage: string;
  language: Language;
  /** What Layla knows after this message (converse's leadInfo). */
  leadInfo: LeadInfo;
  /** The one detail to ask for (converse's missing). */
  missing: Slot | null;
  /** What she decided for each question and her words for it (converse's grounding): the model words these and nothing else. */
  grounding: readonly string[];
  /** The reply the rules wrote for this turn: every figure in it is the planner's. */
  rulesReply: string;
  /** The whole knowledge base (it is small): background for the wording, never a licence to answer another topic. */
  knowledge: readonly KnowledgeEntry[];
  companyFacts?: Partial<CompanyFacts>;
  /** Tokens the prompt may use; the oldest history turns are dropped to fit. */
  tokenBudget: number;
}

/** Chat-format overhead per message (role and separators), per OpenAI's token-counting guide. */
const MESSAGE_OVERHEAD = 4;
/** Tokens that prime the assistant's reply. */
const REPLY_PRIMING = 3;

/**
 * The OpenAI chat `messages` for Layla's LLM path. The decide step stays the engine's: the system
 * prompt gives the model the company, the whole knowledge base in the chat language, the dialogue
 * state, what Layla decided for this message with her words for it (the only figures it may
 * quote), and the one question to end with; the model only words the reply. Then as much recent
 * history as fits `tokenBudget`, then the visitor's message. The system prompt and the message are
 * always kept, even over budget.
 *
 * @example
 * buildLlmMessages({ history: [], userMessage: 'Hi', language: 'en', leadInfo: {}, missing: 'eventType', grounding: [], rulesReply: '…', knowledge: DEFAULT_KNOWLEDGE, tokenBudget: 24000 });
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

function systemPrompt(input: BuildLlmMessagesInput): string {
  const { language, leadInfo, missing, grounding } = input;
  const facts = { ...DEFAULT_COMPANY_FACTS, ...input.companyFacts };
  const known = Object.entries(leadInfo).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const whatsapp = formatPhone(facts.whatsapp);
  const knowledge = input.knowledge.map(
    (entry) =>
      `- [${entry.kind}] ${entry.label.en}: ${entry.answer[language]
        .replaceAll('{phone}', facts.phone)
        .replaceAll('{whatsapp}', whatsapp)
        .replaceAll('{email}', facts.email)}`,
  );
  return [
    `You are Layla, the assistant of a Saudi event-management company operating since ${facts.since}.`,
    `Contact: phone ${facts.phone}, WhatsApp ${whatsapp}, email ${facts.email}. Give these exactly as written and never any other phone number or email. Once a visitor leaves their name and a phone or email, the team contacts them within ${facts.followUpHours} hours.`,
    `The company's knowledge base, for background only (answer only what is decided below; {price} figures come from the planner): \n${knowledge.join('\n')}`,
    `Details the visitor has given: ${known.length ? known.join('; ') : 'none'}. Never ask again for a known detail.`,
    grounding.length
      ? `For this message Layla has decided, in this order (word exactly these, add no other topic):\n${grounding.map((line) => `- ${line}`).join('\n')}`
      : 'This message asks no question: acknowledge what the visitor said.',
    `The reply the rules wrote (keep its meaning, every figure, name and date exactly; quote no other figure): ${input.rulesReply}`,
    language === 'ar'
      ? 'Reply in Arabic as a Saudi writes it (Gulf-friendly, the plural of respect for the visitor), even if the visitor writes in English.'
      : 'Reply in English, even if the visitor writes in Arabic.',
    'Write plain text only (no Markdown, no HTML), warm and concise, in short lines a phone screen shows well. Write every number in Western digits (0-9), in Arabic too.',
    missing
      ? `End with exactly this one question, and ask nothing else: ${questionFor(missing, language)}`
      : 'Ask for no detail.',
  ].join('\n');
}
