import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { keywordMatcher } from '../keyword-matcher';
import { buildKnowledgeIndex } from './knowledge-index';
import { searchKnowledge } from './search-knowledge';
import { answerVenues } from '../knowledge/answer-venues';
import { entryAnswer } from './entry-answer';
import { eventName } from '../knowledge/event-name';
import { leadEvent } from '../knowledge/lead-event';
import { phrase } from '../knowledge/phrase';
import type { KnowledgeAnswer, KnowledgeInput } from '../knowledge/types';

/** 'What do you suggest?', 'any ideas?', 'وش تنصحوني': the visitor asks for ideas, not a fact. */
export const asksAdvice = keywordMatcher(
  [
    'what do you suggest',
    'what would you suggest',
    'what do you advise',
    'any ideas',
    'ideas for',
    'ideas',
    'any suggestions',
    'suggestions',
    'what do you recommend',
    'your advice',
    'advise me',
    'help me decide',
  ],
  [
    'تنصحوني',
    'تنصحني',
    'تنصحونا',
    'تقترحون',
    'تقترح',
    'اقتراحات',
    'اقتراح',
    'افكار',
    'فكره',
    'نصيحه',
    'نصيحتكم',
    'وش رايكم',
  ],
);

/** Outdoor ideas, out of season from June to September (the heat). */
const OUTDOOR = new Set(['desert-camp', 'farm-evening']);

/**
 * Two or three concrete ideas for the visitor's kind of event, its size and season: ideas the
 * knowledge base offers for that kind, then the planner's venue for that many guests in their city.
 *
 * @example
 * answerAdvice(entries, { language: 'en', lead: { eventType: 'other', guestCount: 60 }, description: 'graduation', … }).text;
 * // 'For a graduation party of about 60 guests, two ideas: … The planner's venue: …'
 */
export function answerAdvice(
  entries: readonly KnowledgeEntry[],
  input: KnowledgeInput & { month?: string; first?: KnowledgeEntry },
): KnowledgeAnswer {
  const { language, lead } = input;
  const say = phrase(language);
  if (!lead.eventType) return { text: '', needs: ['eventType'] };
  const month = Number((input.month ?? lead.eventDate ?? '').slice(5, 7)) || undefined;
  const hot = month !== undefined && month >= 6 && month <= 9;
  const fitting = entries.filter(
    (entry) =>
      entry !== input.first &&
      entry.idea &&
      entry.adviceFor?.includes(lead.eventType ?? 'other') &&
      !(hot && OUTDOOR.has(entry.id)),
  );
  // The entries nearest the visitor's words come first: a graduation's own ideas before a birthday's.
  const relevance = new Map(
    searchKnowledge(buildKnowledgeIndex(fitting), `${input.description ?? ''} ${input.text}`).map((hit) => [
      hit.entry.id,
      hit.score,
    ]),
  );
  const ranked = [...fitting].sort((a, b) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0));
  const ideas = ranked.slice(0, 2).map((entry) => entry.idea?.[language === 'ar' ? 'ar' : 'en'] ?? '');
  const event = leadEvent(lead, { language, today: input.today, description: input.description });
  const what = event ? eventName(event, language) : say.ar ? 'مناسبتك' : 'your event';
  const parts = [
    input.first ? entryAnswer(input.first, input).text : '',
    ideas.length > 0
      ? say.ar
        ? `ل${what}، عندي لك أفكار: ${say.list(ideas)}.`
        : `For ${what}, a few ideas: ${say.list(ideas)}.`
      : '',
    firstSentence(answerVenues({ ...input, text: '' }).text),
  ];
  return { text: parts.filter(Boolean).join(' '), needs: ['guestCount', 'location', 'eventDate'] };
}

function firstSentence(text: string): string {
  return /^.+?[.!؟?](?=\s|$)/u.exec(text)?.[0] ?? text;
}
