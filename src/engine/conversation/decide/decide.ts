import type { RuleTopic } from '../../../contracts/knowledge-entry';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import type { Slot } from '../types';
import { classifyText } from '../understand/classifier/classify-text';
import { isQuestion } from '../understand/is-question';
import type { DialogueState } from '../understand/dialogue-state';
import type { People } from '../understand/person';
import type { AskedQuestion, Understanding } from '../understand/understand';
import { chooseAsk } from './choose-ask';
import { applyDetails, changedDetails, isLeadComplete } from './lead-state';

/** What Layla does about one question of a message. */
export type Decision = DecisionKind & {
  /** The question's own words (normalised), which a rule reads for details. */
  asked: string;
};

type DecisionKind =
  /** Answer it from the topic's entry (its text, or the rule that computes it). */
  | { kind: 'answer'; topic: string; confidence: number }
  /** Two topics are close: ask which one, naming both. */
  | { kind: 'clarify'; topics: readonly [string, string]; confidence: number }
  /** Unsure: say what she understood (the nearest topic, when there is one) and hand it to the team. */
  | { kind: 'handover'; guess?: string; confidence: number }
  /** Not an event matter: a polite no and a way back (the topic's own words when it is a known one). */
  | { kind: 'decline'; topic?: string; confidence: number };

/** Everything a reply is made of, decided before a word is written. */
export interface TurnPlan {
  decisions: readonly Decision[];
  /** The lead after this message (the last value of each detail). */
  lead: LeadInfo;
  /** The details this message changed or added. */
  changed: readonly (keyof LeadInfo)[];
  /** The lead became complete on this turn: the server captures it. */
  captured: boolean;
  /** The lead was captured before and this message changed it: the server updates it. */
  updated: boolean;
  /** The one detail the reply asks for, if any. */
  ask: Slot | null;
  /** Who the event is for and who comes, as far as the conversation said. */
  people: People;
}

export interface DecideContext {
  knowledge: KnowledgeIndex;
  /** The server has already captured this conversation's lead. */
  alreadyCaptured?: boolean;
}

/** The details a rule's answer is sharper with: asked next when missing. */
const NEEDS: Partial<Record<RuleTopic, readonly Slot[]>> = {
  pricing: ['eventType', 'guestCount'],
  'price-item': ['guestCount'],
  budget: ['eventType', 'guestCount'],
  venues: ['guestCount', 'location'],
  'lead-time': ['eventDate'],
  inclusions: ['eventType'],
  permits: ['eventType'],
  catering: ['guestCount'],
};

/** Below this confidence the nearest topic is no fair guess at what was asked: she says so without naming one. */
const GUESS_AT = 0.3;
/** Choosing between the two topics of a clarifying question: the one picked must be this near and this far ahead. */
const PICK = { score: 0.2, lead: 0.1 };

/**
 * Decides the turn: per question, answer when the classifier is confident, ask which of two close
 * topics, hand an event question she is unsure of to the team, and decline what is not an event
 * matter; a reply to 'Do you mean A or B?' picks one of the two. Then the lead (the last value
 * wins), whether this turn captures or updates it, and the one detail to ask for next: none when
 * she asks which topic or the visitor says goodbye.
 *
 * @example
 * decide(understand('how much is the deposit?', …), state, { knowledge }).decisions;
 * // [{ kind: 'answer', topic: 'deposit', confidence: 0.97 }]
 */
export function decide(understanding: Understanding, state: DialogueState, context: DecideContext): TurnPlan {
  const { knowledge } = context;
  const decisions = resolvePending(understanding, state, knowledge) ?? decideQuestions(understanding, state, knowledge);
  const lead = applyDetails(state.lead, eventDetails(understanding.details, decisions, knowledge));
  const changed = changedDetails(state.lead, lead);
  const before = context.alreadyCaptured || state.captured || isLeadComplete(state.lead);
  const captured = !before && isLeadComplete(lead);
  const needs = decisions.flatMap((decision) => (decision.kind === 'answer' ? needsOf(decision.topic, knowledge) : []));
  const filled = state.asked && changed.some((key) => slotOf(key) === state.asked);
  const asking = !decisions.some((decision) => decision.kind === 'clarify') && !understanding.acts.includes('bye');
  return {
    decisions,
    lead,
    changed,
    captured,
    updated: before && changed.length > 0,
    ask: asking ? chooseAsk(lead, { needs, skip: filled ? null : state.asked }) : null,
    people: { ...state.people, ...understanding.people },
  };
}

function decideQuestions(understanding: Understanding, state: DialogueState, knowledge: KnowledgeIndex): Decision[] {
  const decisions: Decision[] = [];
  const aboutEvents = understanding.aboutEvents || Boolean(state.lead.eventType);
  for (const question of understanding.questions) {
    const decision = decideOne(question, aboutEvents, knowledge);
    // A courtesy with a stray word ('thanks a lot, you were great') asks nothing she must decline or hand over.
    const courtesy = understanding.acts.some((act) => act !== 'deny');
    const generic = decision.kind === 'handover' || (decision.kind === 'decline' && !decision.topic);
    if (generic && courtesy && !isQuestion(question.text) && question.text.split(/\s+/).length <= 5) continue;
    decisions.push(decision);
  }
  return decisions;
}

function decideOne(question: AskedQuestion, aboutEvents: boolean, knowledge: KnowledgeIndex): Decision {
  const { verdict } = question;
  const asked = question.text;
  const entry = (topic: string) => knowledge.byId.get(topic);
  if (verdict.kind === 'answer') {
    return entry(verdict.topic)?.kind === 'decline'
      ? { asked, kind: 'decline', topic: verdict.topic, confidence: verdict.confidence }
      : { asked, kind: 'answer', topic: verdict.topic, confidence: verdict.confidence };
  }
  if (verdict.kind === 'clarify') {
    const [first, second] = verdict.topics.map((topic) => entry(topic));
    // An item and 'the price of one item' are one question: the item's entry prices it.
    const item = [first, second].find((candidate) => candidate?.item);
    if (item && [first, second].some((candidate) => candidate?.rule === 'price-item')) {
      return { asked, kind: 'answer', topic: item.id, confidence: verdict.confidence };
    }
    if (first?.kind === 'decline' && second?.kind === 'decline') {
      return { asked, kind: 'decline', topic: first.id, confidence: verdict.confidence };
    }
    return { asked, ...verdict };
  }
  if (!aboutEvents) return { asked, kind: 'decline', confidence: verdict.confidence };
  const guess = verdict.guess && verdict.confidence >= GUESS_AT && entry(verdict.guess)?.kind !== 'decline';
  return { asked, kind: 'handover', ...(guess ? { guess: verdict.guess } : {}), confidence: verdict.confidence };
}

/**
 * The answer to 'Do you mean A or B?': 'yes' or 'the first' is A, 'no' or 'the second' is B, or
 * the topic of the two the message is nearer. A message that asks something else confidently is
 * a new question (undefined: decided as usual).
 */
function resolvePending(understanding: Understanding, state: DialogueState, knowledge: KnowledgeIndex) {
  const pending = state.pending;
  if (!pending) return undefined;
  if (understanding.questions.some((question) => question.verdict.kind === 'answer')) return undefined;
  const { acts } = understanding;
  let topic: string | undefined;
  if (acts.includes('affirm') && !acts.includes('deny')) topic = pending[0];
  else if (acts.includes('deny') && !acts.includes('affirm')) topic = pending[1];
  else {
    const [first, second] = classifyText(knowledge.classifier, understanding.text, { among: new Set(pending), top: 2 });
    if (first && first.score >= PICK.score && first.score - (second?.score ?? 0) >= PICK.lead) topic = first.topic;
  }
  return topic ? [{ asked: understanding.text, kind: 'answer', topic, confidence: 1 } as const] : undefined;
}

/** Topics whose questions name a month or a day that is not the event's ('is Taif cool in August?', 'when is Eid?'). */
const ABOUT_TIME: ReadonlySet<string> = new Set([
  'weather-heat',
  'rain-dust',
  'school-holidays',
  'weather-forecast',
  'riyadh',
  'jeddah',
  'eastern-province',
  'abha-asir',
  'taif',
  'alula',
  'madinah',
  'makkah',
  'neom-tabuk',
]);

/** The message's details, less a month or a date that belongs to a question about seasons, the calendar or a region. */
function eventDetails(details: LeadInfo, decisions: readonly Decision[], knowledge: KnowledgeIndex): LeadInfo {
  if (!details.eventMonth && !details.eventDate) return details;
  const aboutTime = decisions.some((decision) => {
    if (decision.kind !== 'answer') return false;
    const rule = knowledge.byId.get(decision.topic)?.rule;
    return rule === 'season' || rule === 'calendar' || ABOUT_TIME.has(decision.topic);
  });
  if (!aboutTime) return details;
  const { eventMonth: _month, eventDate: _date, ...rest } = details;
  return rest;
}

function needsOf(topic: string, knowledge: KnowledgeIndex): readonly Slot[] {
  const entry = knowledge.byId.get(topic);
  if (entry?.rule) return NEEDS[entry.rule] ?? [];
  return entry?.item ? ['guestCount'] : [];
}

/** The slot a lead field fills. */
function slotOf(key: keyof LeadInfo): Slot | undefined {
  if (key === 'phone' || key === 'email') return 'contact';
  if (key === 'eventMonth') return 'eventDate';
  if (key === 'occasion') return 'eventType';
  return key as Slot;
}
