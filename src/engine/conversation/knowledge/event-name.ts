import type { Language } from '../../../contracts/common';
import { EVENT_TYPE_NAMES } from '../../planner';
import { occasionName } from '../say/occasion-words';
import type { People } from '../understand/person';
import type { LeadEvent } from './lead-event';
import { phrase } from './phrase';

/**
 * The visitor's event as a phrase, with only what they said (not what was assumed): the occasion
 * as they named it when they did ('a graduation of 80 guests', 'حفلة تخرج ابنك لـ80 ضيف in Arabic'),
 * else the planner's kind ('a wedding of 250 guests in Jeddah').
 *
 * @example
 * eventName(leadEvent({ eventType: 'wedding', location: 'Jeddah' }, …), 'en'); // 'a wedding in Jeddah'
 */
export function eventName({ request, assumed, occasion }: LeadEvent, language: Language, people?: People): string {
  const say = phrase(language);
  const kind = EVENT_TYPE_NAMES[request.eventType][language];
  const named = occasion
    ? occasionName(occasion, language, people)
    : say.ar
      ? kind
      : `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
  const guests = assumed.guests
    ? ''
    : say.ar
      ? ` لـ${say.number(request.guestCount)} ضيف`
      : ` of ${say.number(request.guestCount)} guests`;
  const city = assumed.city ? '' : say.ar ? ` في ${say.city(request.location)}` : ` in ${say.city(request.location)}`;
  return `${named}${guests}${city}`;
}
