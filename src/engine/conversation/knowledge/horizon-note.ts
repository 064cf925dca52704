import { eventDateProblem, planningHorizon } from '../../../contracts/event-generator';
import { phrase } from './phrase';
import type { KnowledgeInput } from './types';

/**
 * What Layla says when the visitor's date is past the planning horizon (three years): the date,
 * the last day the company plans and prices, and that the answer is for a nearer date. Undefined
 * for any other date.
 *
 * @example
 * horizonNote({ language: 'en', lead: { eventDate: '2035-01-01' }, today: '2026-05-01', … });
 * // '1 January 2035 is more than three years away: we plan and price events up to 1 May 2029, so this answer is for a nearer date.'
 */
export function horizonNote({ language, lead, today }: KnowledgeInput): string | undefined {
  if (!lead.eventDate || !today || eventDateProblem(lead.eventDate, today) !== 'too_far') return undefined;
  const say = phrase(language);
  const date = say.day(lead.eventDate);
  const latest = say.day(planningHorizon(today));
  return say.ar
    ? `تاريخ ${date} بعد أكثر من ثلاث سنوات، ونحن نخطط للفعاليات ونسعّرها حتى ${latest}، لذا فهذه الإجابة لتاريخ أقرب.`
    : `${date} is more than three years away: we plan and price events up to ${latest}, so this answer is for a nearer date.`;
}
