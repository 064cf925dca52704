import type { RuleTopic } from '../../../contracts/knowledge-entry';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import type { Slot } from '../types';
import type { DialogueState } from '../understand/dialogue-state';
import { findCity } from '../../../saudi';
import { CALIBRATION } from '../understand/classifier/calibration';
import { classifyText } from '../understand/classifier/classify-text';
import { verdict as verdict_ } from '../understand/classifier/confidence';
import { contentWords, withoutDetails } from '../understand/content-words';
import { extractEventMention } from '../understand/slots/extract-occasion';
import { isQuestion } from '../understand/is-question';
import type { AskedQuestion, Understanding } from '../understand/understand';
import { asksAvailability, asksVenueRule } from './asks-availability';
import { asksOwnRecord } from '../understand/asks-own-record';
import { chooseAsk } from './choose-ask';
import type { Decision, TurnPlan } from './decision';
import { aboutTime, eventDetails, namedAsDetail } from './event-details';
import { applyDetails, changedDetails, isLeadComplete } from './lead-state';
import { pricedQuestion } from './priced-question';
import { resolvePending } from './resolve-pending';

export type { Decision, TurnPlan } from './decision';

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

/** Unsure, but with a guess at least this likely: she asks whether that is what was meant, rather than handing over. */
const AFFIRM_AT = 0.5;

/**
 * Decides the turn. Per question: answer when the classifier is confident (a topic that is not an
 * event matter answers with its polite no); ask which of two close topics; when unsure, ask about
 * the one fair guess, or hand the question to the team when there is none; a price question is
 * priced as what it names (priced-question.ts); a reply to a clarifying question picks its answer
 * (resolve-pending.ts). Then the lead (the last value wins; a month in a question about the season
 * is not the event's), whether this turn captures or updates it, and the one detail to ask for:
 * none when she asks which topic or the visitor says goodbye.
 *
 * @example
 * decide(understand('how much is the deposit?', …), state, { knowledge }).decisions;
 * // [{ kind: 'answer', topic: 'deposit', … }]
 */
export function decide(understanding: Understanding, state: DialogueState, context: DecideContext): TurnPlan {
  const { knowledge } = context;
  const decisions = resolvePending(understanding, state, knowledge) ?? decideQuestions(understanding, knowledge);
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
    ask: asking ? chooseAsk(lead, { needs, skip: skipped(state, Boolean(filled)) }) : null,
    people: { ...state.people, ...understanding.people },
  };
}

/** What not to ask now: the detail just asked and left unanswered, and any left unanswered twice. */
function skipped(state: DialogueState, filled: boolean): Slot[] {
  const twice = Object.entries(state.unanswered ?? {}).flatMap(([slot, times]) =>
    (times ?? 0) >= 2 ? [slot as Slot] : [],
  );
  return !filled && state.asked ? [state.asked, ...twice] : twice;
}

function decideQuestions(understanding: Understanding, knowledge: KnowledgeIndex): Decision[] {
  const decisions: Decision[] = [];
  // A courtesy with a stray word ('thanks a lot, you were great') asks nothing she must hand over.
  const courtesy = understanding.acts.some((act) => act !== 'deny');
  for (const question of understanding.questions) {
    // Whether a venue is free on a date, or what it lets the visitor do, is the team's to check,
    // whatever topic it is nearest.
    const decided =
      asksAvailability(question.text) || asksVenueRule(question.text) ? undefined : decideOne(question, knowledge);
    // So is their booking or payment, and a thing the company already made or sent them (a
    // design), unless the question is sure of a general topic about it (the portfolio, VAT, a complaint).
    const record = asksOwnRecord(question.text);
    const decision: Decision =
      !decided || record === 'record' || (record === 'made' && !aboutTheCompany(decided, knowledge))
        ? { asked: question.text, kind: 'handover', confidence: question.verdict.confidence }
        : decided;
    // Said, not asked: answered when sure (never with the paragraph of a city it names), otherwise only noted.
    // A follow-up on their own booking or a call still awaited is for the team, asked or not.
    if (question.statement && record !== 'record' && !sureOfStatement(question, decision, knowledge)) continue;
    // 'Date is fixed: Thursday 14 January, dinner after Isha': a date said, not a question about the calendar.
    const dated = understanding.details.eventDate || understanding.details.eventMonth;
    if (question.statement && dated && aboutTime(decision, knowledge)) continue;
    // A statement of nothing but its details ('I want a wedding in Jeddah', 'ابي عقيقة لولدي') asks
    // at most about the occasion it names: its entry answers, nothing else does.
    const onlyDetails =
      !isQuestion(question.text) &&
      namesDetails(question.text) &&
      contentWords(question.text, understanding.details.name).length === 0;
    if (onlyDetails && !aboutOccasion(decision, question.text, knowledge)) continue;
    const unsure = decision.kind === 'handover' || (decision.kind === 'clarify' && decision.topics.length === 1);
    if (unsure && courtesy && !isQuestion(question.text) && question.text.split(/\s+/).length <= 5) continue;
    decisions.push(decision);
  }
  return decisions;
}

/** Whether a statement's decision answers it: a sure answer, not the paragraph of a place it names as a detail. */
function sureOfStatement(question: AskedQuestion, decision: Decision, knowledge: KnowledgeIndex): boolean {
  if (decision.kind !== 'answer' && decision.kind !== 'decline') return false;
  const entry = knowledge.byId.get(decision.topic);
  return !(entry?.group === 'places' && namedAsDetail(entry, question.text));
}

/** Whether a decision answers with a topic about the company or its terms, which a record of the visitor's does not change. */
function aboutTheCompany(decision: Decision, knowledge: KnowledgeIndex): boolean {
  const group = decision.kind === 'answer' ? knowledge.byId.get(decision.topic)?.group : undefined;
  return group === 'company' || group === 'terms';
}

/** Whether a text names an occasion or a city: the details a statement gives. */
function namesDetails(text: string): boolean {
  return Boolean(extractEventMention(text)?.occasion || findCity(text));
}

/** Whether a decision answers with the entry of the occasion the question names. */
function aboutOccasion(decision: Decision, text: string, knowledge: KnowledgeIndex): boolean {
  const entry = decision.kind === 'answer' ? knowledge.byId.get(decision.topic) : undefined;
  return Boolean(entry && entry.group === 'occasions' && namedAsDetail(entry, text));
}

function decideOne(question: AskedQuestion, knowledge: KnowledgeIndex): Decision {
  const priced = pricedQuestion(question, knowledge);
  if (priced) return priced;
  const { verdict, text: asked } = question;
  const entry = (topic: string) => knowledge.byId.get(topic);
  if (verdict.kind === 'answer') {
    // Sure of the city's or the occasion's own topic while the question asks about something else
    // ('لازم رخصه لحفلة عيد ميلاد ولدي؟'): the question without them, when it is sure of another.
    const sure = entry(verdict.topic);
    // 'Can you do an event in NEOM?' asks whether we work there, not about the region.
    const cities = knowledge.entries.find((candidate) => candidate.rule === 'cities');
    if (
      sure?.group === 'places' &&
      namedAsDetail(sure, asked) &&
      isQuestion(asked) &&
      contentWords(asked).length === 0 &&
      cities
    ) {
      return { asked, kind: 'answer', topic: cities.id, confidence: verdict.confidence };
    }
    if (sure && namedAsDetail(sure, asked) && contentWords(asked).length > 0) {
      const { candidates, verdict: again } = readWithoutDetails(asked, knowledge);
      const topic = again.kind === 'answer' ? again.topic : undefined;
      if (topic && !namedAsDetail(entry(topic) ?? sure, asked)) {
        return decideOne({ text: asked, candidates, verdict: again }, knowledge);
      }
      // Leaning to a rule of ours once the occasion is set aside ('لازم رخصه لحفلة عيد ميلاد ولدي؟'):
      // that rule is asked about, never the occasion's paragraph.
      const rule = again.kind === 'unsure' && again.guess ? entry(again.guess) : undefined;
      if (sure.group === 'occasions' && rule?.rule && again.confidence >= AFFIRM_AT) {
        return decideOne({ text: asked, candidates, verdict: again }, knowledge);
      }
    }
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
    // A city or an occasion named beside a question is the event's, not what the question asks about.
    const detail = [first, second].find((candidate) => candidate && namedAsDetail(candidate, asked));
    const other = [first, second].find((candidate) => candidate !== detail);
    if (detail && other && !namedAsDetail(other, asked)) {
      return { asked, kind: 'answer', topic: other.id, confidence: verdict.confidence };
    }
    // Both are details it names ('too cold in abha for an outdoor engagement?'): it asks about neither.
    if (detail && other) {
      const { candidates, verdict: again } = readWithoutDetails(asked, knowledge);
      if (again.kind !== 'clarify' || !again.topics.includes(detail.id)) {
        return decideOne({ text: asked, candidates, verdict: again }, knowledge);
      }
    }
    if (first?.kind === 'decline' && second?.kind === 'decline') {
      return { asked, kind: 'decline', topic: first.id, confidence: verdict.confidence };
    }
    return { asked, ...verdict };
  }
  const guess = verdict.guess ? entry(verdict.guess) : undefined;
  // A guess at the occasion or the city it names ('is 3 weeks enough to organise a birthday?'): what the rest asks.
  if (guess && namedAsDetail(guess, asked) && contentWords(asked).length > 0) {
    const { candidates, verdict: again } = readWithoutDetails(asked, knowledge);
    const topics =
      again.kind === 'answer'
        ? [again.topic]
        : again.kind === 'clarify'
          ? again.topics
          : again.guess
            ? [again.guess]
            : [];
    if (topics.length > 0 && topics.every((topic) => !namedAsDetail(entry(topic) ?? guess, asked))) {
      return decideOne({ text: asked, candidates, verdict: again }, knowledge);
    }
  }
  if (guess && verdict.confidence >= AFFIRM_AT && guess.kind !== 'decline' && !namedAsDetail(guess, asked)) {
    return { asked, kind: 'clarify', topics: [guess.id], confidence: verdict.confidence };
  }
  return { asked, kind: 'handover', confidence: verdict.confidence };
}

/** A question read again without the city and the occasion it names: what the rest of it asks. */
function readWithoutDetails(asked: string, knowledge: KnowledgeIndex) {
  const candidates = classifyText(knowledge.classifier, withoutDetails(asked));
  return { candidates, verdict: verdict_(candidates, CALIBRATION) };
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
