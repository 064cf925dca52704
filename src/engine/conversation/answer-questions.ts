import type { KnowledgeEntry } from '../../contracts/knowledge-entry';
import type { LeadInfo } from '../../contracts/natural-conversation';
import { detectIntent } from './detect-intent';
import { isQuestion } from './is-question';
import { answerAdvice, asksAdvice } from './knowledge-base/answer-advice';
import { entryAnswer } from './knowledge-base/entry-answer';
import { findKnowledge } from './knowledge-base/find-knowledge';
import type { KnowledgeIndex } from './knowledge-base/knowledge-index';
import { splitQuestions } from './knowledge-base/split-questions';
import { knowledgeAnswer } from './knowledge/knowledge-answer';
import type { KnowledgeInput } from './knowledge/types';
import type { ReplyKit } from './reply-kit';
import { TOPIC_WORDS } from './topic-words';
import type { Intent, Slot } from './types';

export interface AnsweredQuestions {
  /** One answer per question, in the order asked, at most three. */
  answers: string[];
  /** The details the first answer that needs any would be sharper with. */
  needs?: readonly Slot[];
  /** What the answers drew from the planner and the knowledge base, for an LLM to word. */
  facts: string[];
  /** The knowledge entries answered with, for an LLM's grounding. */
  entries: KnowledgeEntry[];
}

export interface QuestionsInput extends KnowledgeInput {
  /** The whole message's intent (after follow-ups): a message of one question is answered for it. */
  intent: Intent;
  /** Details found in this message, which some intents turn on. */
  found: LeadInfo;
  kit: ReplyKit;
  index: KnowledgeIndex;
  month?: string;
}

/** Rule topics that a request for advice outranks: 'what do you suggest?' after a dinner or a venue. */
const ADVISED: readonly Intent[] = ['venues', 'catering', 'customs', 'off-topic', 'services'];

/** Rule topics whose questions a strong entry match adds to: the entries were written beside them. */
const NEAR: readonly Intent[] = ['pricing', 'catering', 'customs', 'venues'];

/** A question of a message asks at most this many: more, and the reply is no longer a chat reply. */
const MOST = 3;

/**
 * Intents that say only what a message is not (nothing Layla could place) or what it states (an
 * event type, details): a knowledge entry that matches answers better than they do.
 */
const WEAK = (intent: Intent) =>
  intent.startsWith('event-') ||
  [
    'team-confirms',
    'lead-details',
    'availability',
    'service-entertainment',
    'service-corporate',
    'service-consultation',
    'service-protocol',
  ].includes(intent);

/**
 * Answers every question in a message, in order: each from the rules (the planner's facts) or
 * from the knowledge entry it is about, or both when a rule answers and an entry is clearly what
 * was asked; a single item asked for is priced as that item, not as a whole event.
 *
 * @example
 * answerQuestions({ text: 'price for a graduation for 150? also do you take a deposit?', … }).answers.length; // 2
 */
export function answerQuestions(input: QuestionsInput): AnsweredQuestions {
  const result: AnsweredQuestions = { answers: [], facts: [], entries: [] };
  const seen = new Set<string>();
  const parts = splitQuestions(input.text);
  if (parts.length > 1) {
    for (const part of parts) {
      if (result.answers.length >= MOST) break;
      answerOne({ ...input, text: part, intent: detectIntent(part, input.found) }, result, seen, false);
    }
  }
  // One question, or parts that asked nothing on their own: the message is answered as a whole.
  if (result.answers.length === 0) answerOne(input, result, seen, true);
  return result;
}

/** In a message of several parts, what a part without a question or an entry says is only its details. */
const PASSING = (intent: Intent) =>
  WEAK(intent) || ['off-topic', 'greeting', 'thanks', 'acknowledgement', 'goodbye'].includes(intent);

/** Adds one question's answer; returns what it answered (an intent or an entry id), if anything. */
function answerOne(
  input: QuestionsInput,
  result: AnsweredQuestions,
  seen: Set<string>,
  whole: boolean,
): string | undefined {
  const { intent, kit, lead } = input;
  const add = (key: string, text: string | undefined, needs?: readonly Slot[], fact?: string) => {
    if (!text || seen.has(key)) return undefined;
    seen.add(key);
    result.answers.push(text);
    if (fact) result.facts.push(fact);
    if (needs?.length && !result.needs) result.needs = needs;
    return key;
  };
  const match = findKnowledge(input.index, input.text);
  if (asksAdvice(input.text) && lead.eventType && (WEAK(intent) || ADVISED.includes(intent))) {
    // 'Ideas for a graduation?': the graduation entry first, then ideas beside it.
    const occasion = match?.entry.adviceFor ? match.entry : undefined;
    if (occasion) result.entries.push(occasion);
    const advice = answerAdvice(input.index.entries, { ...input, first: occasion });
    return add('advice', advice.text, advice.needs, advice.text);
  }
  if (!whole && !match && (PASSING(intent) || !isQuestion(input.text))) return undefined;
  if (!whole && match && !match.decisive && !isQuestion(input.text)) return undefined;
  // The rule's answer is worked out only when it is used: a price quote is the costly part of a turn.
  const ruleAnswer = () => {
    const knowledge = knowledgeAnswer(intent, input);
    const prose =
      intent.startsWith('service-') || !knowledge?.text ? kit.answer(intent, { lead, facts: input.facts }) : undefined;
    return { knowledge, text: [prose, knowledge?.text].filter(Boolean).join(' ') };
  };
  const addRule = (rule: ReturnType<typeof ruleAnswer>) =>
    add(intent, rule.text, rule.knowledge?.needs, rule.knowledge?.text);
  // 'I'm planning a wedding' is the event's type, answered as such: an entry only when clearly asked about.
  const statedEvent = intent.startsWith('event-') && !isQuestion(input.text) && !match?.strong;
  if (!match || statedEvent) return addRule(ruleAnswer());
  // A detail given, not a question ('العدد تقريبا ١٢٠'): an entry only when the words are clearly its own.
  if (!isQuestion(input.text) && !match.strong && hasDetails(input)) return addRule(ruleAnswer());
  const answerWithEntry = () => {
    const entry = entryAnswer(match.entry, input);
    result.entries.push(match.entry);
    return add(`entry:${match.entry.id}`, entry.text, entry.needs, entry.text);
  };
  // Off the events world by the rules, a message is answered from an entry only when it clearly is one.
  if (intent === 'off-topic' && !match.decisive && !match.strong) return addRule(ruleAnswer());
  // A price asked for one thing (a kosha, an istiraha) is that thing's price, not a whole event's.
  const pricedItem = match.entry.item !== undefined && (intent === 'pricing' || intent === 'venues');
  if (WEAK(intent) || intent === 'off-topic' || pricedItem) return answerWithEntry();
  const rule = ruleAnswer();
  if (match.decisive && intent === 'pricing' && !rule.knowledge?.text) return answerWithEntry();
  const ruleKey = addRule(rule);
  // A question near an entry's topic ('vegan meals' for catering, 'will the quote change?' for
  // prices, the dress code for customs) gets the entry too.
  // An occasion named without asking when it is ('we want to host Eid') is also the entry's.
  const near = NEAR.includes(intent) || (intent === 'calendar' && !TOPIC_WORDS.when(input.text));
  if (match.decisive || (near && match.strong)) answerWithEntry();
  return ruleKey;
}

/** Whether the message gave a detail of the event (a count, a city, a date, a budget). */
function hasDetails(input: QuestionsInput): boolean {
  const { guestCount, location, eventDate, budget } = input.found;
  return [guestCount, location, eventDate, budget].some((value) => value !== undefined);
}
