import type { Language } from '../../../contracts/common';
import type { PremiumLevel } from '../../../contracts/event-generator';
import { monthName } from '../../../saudi';
import type { Tiers } from '../../planner';
import type { LeadEvent } from './lead-event';
import { phrase } from './phrase';
import { USUAL_LEVEL, styleLevel } from './price-style';

const LEVELS: readonly PremiumLevel[] = ['basic', 'standard', 'premium', 'luxury'];

/**
 * The tier to lead a price with: the dearest the visitor's budget covers (Essential when it
 * covers none, said beside it), else the one their words point to ('simple', 'فخم'), else the
 * tier most events choose.
 *
 * @example
 * fittingLevel(tiers, 90_000, 'how much?'); // 'standard' when Professional costs 90,000 or less and Premium more
 */
export function fittingLevel(tiers: Tiers, budget: number | undefined, text: string): PremiumLevel {
  if (budget !== undefined) return LEVELS.findLast((level) => tiers[level].total <= budget) ?? 'basic';
  return styleLevel(text) ?? USUAL_LEVEL;
}

/**
 * When and where a quote is for, as the reply says it: the month the visitor gave, or the
 * assumed date ('for a date around 14 March 2027'), and the city's prices when the city was
 * assumed. Empty when both are the visitor's own.
 *
 * @example
 * whenAndWhere(event, 'en'); // ' in June 2027 at Riyadh prices'
 */
export function whenAndWhere(event: LeadEvent, language: Language): string {
  const say = phrase(language);
  const month = event.month;
  const when = month
    ? say.ar
      ? ` في ${monthName(Number(month.slice(5, 7)), 'ar')} ${month.slice(0, 4)}`
      : ` in ${monthName(Number(month.slice(5, 7)), 'en')} ${month.slice(0, 4)}`
    : event.assumed.date
      ? say.ar
        ? ` لتاريخ نحو ${say.day(event.request.eventDate)}`
        : ` for a date around ${say.day(event.request.eventDate)}`
      : say.ar
        ? ` بتاريخ ${say.day(event.request.eventDate)}`
        : ` on ${say.day(event.request.eventDate)}`;
  const where = event.assumed.city
    ? say.ar
      ? ` بأسعار ${say.city(event.request.location)}`
      : ` at ${say.city(event.request.location)} prices`
    : '';
  return `${when}${where}`;
}
