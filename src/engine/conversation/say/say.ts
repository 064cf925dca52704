import type { Language } from '../../../contracts/common';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import { type CompanyFacts, cityName } from '../../../saudi';
import type { Decision, TurnPlan } from '../decide/decide';
import { entryAnswer } from '../knowledge-base/entry-answer';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import type { KnowledgeInput } from '../knowledge/types';
import type { DialogueState } from '../understand/dialogue-state';
import type { Understanding } from '../understand/understand';
import { answerText } from './answer-text';
import { layout } from './layout';
import { congratulation, OCCASION_NAMES, occasionName } from './occasion-words';
import { REPLIES_AR } from './replies-ar';
import { REPLIES_EN } from './replies-en';

export interface SayContext {
  language: Language;
  knowledge: KnowledgeIndex;
  facts: CompanyFacts;
  today?: string;
}

/** A reply, and what it said for each decision (an LLM words the same, and may add nothing). */
export interface Said {
  response: string;
  /** Per decision, in order: what Layla decided and the words she would say for it. */
  grounding: string[];
}

/**
 * Says what was decided, in the chat language, one part a line: a greeting on the first reply,
 * the lead (captured, updated, or the details just noted, with a word for the occasion when it is
 * first named), the answer to each question (the topic's entry or rule; which of two topics; what
 * she understood and the team's numbers; a polite no), a courtesy, then the one question of the
 * form, or an offer of more help.
 *
 * @example
 * say(plan, understanding, state, { language: 'en', knowledge, facts }).response;
 * // 'Noted: a wedding, 200 guests.\nHow much … \nMay I have your name?'
 */
export function say(plan: TurnPlan, understanding: Understanding, state: DialogueState, context: SayContext): Said {
  const { language, facts } = context;
  const kit = language === 'ar' ? REPLIES_AR : REPLIES_EN;
  const { lead, people } = plan;
  const parts: (string | undefined)[] = [];
  if (understanding.acts.includes('greet') && !state.replied) parts.push(kit.greeting);
  if (plan.captured) parts.push(kit.captured(lead, facts, people));
  else if (plan.updated) parts.push(kit.updated(only(lead, plan.changed), people));
  else {
    if (plan.changed.includes('occasion') && lead.occasion) parts.push(congratulation(lead.occasion, language, people));
    parts.push(kit.noted(only(lead, plan.changed), people));
  }
  const input: KnowledgeInput = {
    language,
    lead,
    text: understanding.text,
    today: context.today,
    facts,
    ...(lead.occasion ? { description: OCCASION_NAMES[lead.occasion].en.replace(/^an? /, '') } : {}),
    ...(lead.eventMonth ? { month: lead.eventMonth } : {}),
    people,
  };
  const grounding: string[] = [];
  // Two or three questions she would rather not guess at are handed over once, where the first was.
  const handovers = plan.decisions.filter((decision) => decision.kind === 'handover').length;
  let handedOver = false;
  for (const decision of plan.decisions) {
    const many = decision.kind === 'handover' && handovers > 1;
    const text = many ? kit.handovers(handovers, facts) : decisionText(decision, input, context);
    if (!many || !handedOver) parts.push(text);
    handedOver ||= many;
    grounding.push(`${describe(decision, context)}: ${text}`);
  }
  const { acts } = understanding;
  if (acts.includes('thank') && plan.decisions.length === 0) parts.push(kit.thanks);
  if (acts.includes('bye')) parts.push(kit.goodbye(facts));
  else if (plan.ask) parts.push(kit.questions[plan.ask]);
  else if (!plan.decisions.some((decision) => decision.kind === 'clarify')) parts.push(kit.anythingElse);
  return { response: layout(parts), grounding };
}

function decisionText(decision: Decision, input: KnowledgeInput, context: SayContext): string {
  const kit = context.language === 'ar' ? REPLIES_AR : REPLIES_EN;
  const entry = (topic: string | undefined) => (topic ? context.knowledge.byId.get(topic) : undefined);
  const label = (topic: string) => entry(topic)?.label[context.language] ?? topic;
  const asked = { ...input, text: decision.asked };
  switch (decision.kind) {
    case 'answer': {
      const found = entry(decision.topic);
      return found ? answerText(found, asked).text : kit.handover(undefined, context.facts);
    }
    case 'clarify':
      return kit.clarify(decision.topics.map(label));
    case 'handover':
      return kit.handover(eventOf(input, context.language), context.facts);
    case 'decline': {
      const found = entry(decision.topic);
      return found ? entryAnswer(found, asked).text : kit.handover(undefined, context.facts);
    }
  }
}

/** The decision in a line an LLM reads: what Layla chose to do. */
function describe(decision: Decision, context: SayContext): string {
  const label = (topic: string) => context.knowledge.byId.get(topic)?.label.en ?? topic;
  switch (decision.kind) {
    case 'answer':
      return `Answer the question about ${label(decision.topic)}`;
    case 'clarify':
      return `Ask whether they mean ${decision.topics.map(label).join(' or ')}`;
    case 'handover':
      return 'Say the team will answer this one rather than a guess, and give their phone and WhatsApp';
    case 'decline':
      return 'Decline politely (not something an event company does) and offer help with their event';
  }
}

/** A detail of the visitor's event Layla heard ('a detail of your wedding in Jeddah'), for a handover to say what she understood. */
function eventOf({ lead, people }: KnowledgeInput, language: Language): string | undefined {
  if (!lead.occasion && !lead.eventType) return undefined;
  const kind = lead.occasion
    ? occasionName(lead.occasion, language, people)
    : language === 'ar'
      ? 'مناسبتكم'
      : 'your event';
  const city = lead.location
    ? language === 'ar'
      ? ` في ${cityName(lead.location, 'ar')}`
      : ` in ${lead.location}`
    : '';
  return language === 'ar' ? `تفصيل في ${kind}${city}` : `a detail of ${kind.replace(/^an? /, 'your ')}${city}`;
}

/** The lead's values for the given keys only. */
function only(lead: LeadInfo, keys: readonly (keyof LeadInfo)[]): LeadInfo {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (lead[key] !== undefined) picked[key] = lead[key];
  return picked as LeadInfo;
}
