import type { EventGeneratorForm } from '../../contracts/event-generator';
import { normalizeText } from '../../saudi/normalize-text';
import type { PricingContext } from './pricing-context';

// Occasions held on their own day, in English and Arabic: a graduation follows its ceremony, an aqiqah
// the seventh day after a birth, an iftar or a ghabga Ramadan, an Eid gathering the Eid.
const WORDS =
  'graduation eid iftar suhoor ghabga ramadan aqiqah anniversary national founding hajj condolence ' +
  'تخرج عيد افطار سحور غبقه رمضان عقيقه ذكري الوطني التاسيس حج حاج عزاء';
const PATTERN = new RegExp(
  WORDS.split(' ')
    .map((word) => normalizeText(word))
    .map((word) => (/^[a-z]/.test(word) ? `\\b${word}` : word))
    .join('|'),
);

/**
 * Whether the event is tied to its day, so no saving may move it: a birthday, and any occasion the
 * visitor names that has its own day (graduation, Eid, Ramadan's iftar and ghabga, an aqiqah, the
 * national days, a pilgrim's return, condolences), and a family gathering or a cultural event held
 * on an Eid or a national day, which is what it celebrates.
 *
 * @example
 * dateBound({ eventType: 'other', customEventType: 'Graduation party' }, context); // true
 * dateBound({ eventType: 'wedding' }, context); // false
 */
export function dateBound(
  form: Pick<EventGeneratorForm, 'eventType' | 'customEventType'>,
  context: Pick<PricingContext, 'kind' | 'date'>,
): boolean {
  if (context.kind === 'birthday') return true;
  if (form.eventType === 'other' && PATTERN.test(normalizeText(form.customEventType ?? ''))) return true;
  const onTheDay = context.date.occasions.some(
    (near) => near.days === 0 && ['eidAlFitr', 'eidAlAdha', 'nationalDay', 'foundingDay'].includes(near.occasion),
  );
  return onTheDay && (context.kind === 'family' || context.kind === 'cultural');
}
