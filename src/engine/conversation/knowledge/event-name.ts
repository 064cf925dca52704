import type { Language } from '../../../contracts/common';
import { EVENT_TYPE_NAMES } from '../../planner';
import type { LeadEvent } from './lead-event';
import { phrase } from './phrase';

/**
 * The visitor's event as a phrase, with only what they said (not what was assumed): 'a wedding
 * of 250 guests in Jeddah', 'حفل زفاف لـ250 ضيف في جدة'.
 *
 * @example
 * eventName(leadEvent({ eventType: 'wedding', location: 'Jeddah' }, …), 'en'); // 'a wedding in Jeddah'
 */
export function eventName({ request, assumed }: LeadEvent, language: Language): string {
  const say = phrase(language);
  const type =
    request.eventType === 'other' && request.customEventType && !request.customEventType.startsWith('private')
      ? request.customEventType
      : EVENT_TYPE_NAMES[request.eventType][language];
  const guests = assumed.guests
    ? ''
    : say.ar
      ? ` لـ${say.number(request.guestCount)} ضيف`
      : ` of ${say.number(request.guestCount)} guests`;
  const city = assumed.city ? '' : say.ar ? ` في ${say.city(request.location)}` : ` in ${say.city(request.location)}`;
  if (say.ar) return `${type}${guests}${city}`;
  return `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}${guests}${city}`;
}
