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
  // The visitor's own words for an 'other' event read well in English ('a family dinner'); in
  // Arabic they come back folded (عزيمه), so the reply says 'فعالية'.
  const own = request.eventType === 'other' && language === 'en' && !request.customEventType?.startsWith('private');
  const arabic =
    request.eventType === 'other' && say.ar
      ? ARABIC_OCCASIONS.find(([word]) => request.customEventType?.includes(word))?.[1]
      : undefined;
  const type =
    arabic ??
    (own && request.customEventType ? request.customEventType : EVENT_TYPE_NAMES[request.eventType][language]);
  const guests = assumed.guests
    ? ''
    : say.ar
      ? ` لـ${say.number(request.guestCount)} ضيف`
      : ` of ${say.number(request.guestCount)} guests`;
  const city = assumed.city ? '' : say.ar ? ` في ${say.city(request.location)}` : ` in ${say.city(request.location)}`;
  if (say.ar) return `${type}${guests}${city}`;
  return `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}${guests}${city}`;
}

/**
 * An 'other' event by the visitor's own words, as a reply names it: the words in English
 * ('graduation'), a known occasion in Arabic ('حفلة تخرج'); undefined when there is no good name.
 *
 * @example
 * occasionName('تخرج', 'ar'); // 'حفلة تخرج'
 */
export function occasionName(words: string | undefined, language: Language): string | undefined {
  if (!words) return undefined;
  if (language === 'ar') return ARABIC_OCCASIONS.find(([word]) => words.includes(word))?.[1];
  return /^[a-z][a-z' -]*$/i.test(words) && !words.startsWith('private') ? words : undefined;
}

/** The occasions visitors name in Arabic, by the folded word extractEventType reads, as a reply writes them. */
const ARABIC_OCCASIONS: readonly (readonly [string, string])[] = [
  ['تخرج', 'حفلة تخرج'],
  ['مولود', 'استقبال مولود'],
  ['عقيقه', 'عقيقة'],
  ['تقاعد', 'حفلة تقاعد'],
  ['افطار', 'إفطار'],
  ['سحور', 'سحور'],
  ['غبقه', 'غبقة'],
  ['عزيمه', 'عزيمة'],
  ['عزومه', 'عزومة'],
];
