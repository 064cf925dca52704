import type { PremiumLevel } from '../../contracts/event-generator';
import type { EventKind } from './event-kind';
import { type ExtraKey, INCLUDED_EXTRAS } from './market-data/premium-levels';

/**
 * Who the extras are for [EST]: a VIP protocol reception greets dignitaries and senior guests, who
 * come to weddings, business and cultural events of 100 guests or more, never to a child's birthday
 * or a family dinner; an on-site coordinator earns its day from 50 guests, below which the
 * planner's consultation covers the evening.
 */
export const EXTRA_THRESHOLDS = {
  vipProtocol: { kinds: ['wedding', 'corporate', 'cultural'] as readonly EventKind[], minGuests: 100 },
  coordinatorDay: { minGuests: 50 },
} as const;

/**
 * The extras a tier includes at no charge for this kind and size of event, in the order shown.
 *
 * @example
 * includedExtras('luxury', 'birthday', 25); // ['consultation', 'coffeeStation']
 * includedExtras('luxury', 'corporate', 800); // ['consultation', 'coffeeStation', 'coordinatorDay', 'vipProtocol']
 */
export function includedExtras(level: PremiumLevel, kind: EventKind, guests: number): ExtraKey[] {
  return (Object.keys(INCLUDED_EXTRAS[level]) as ExtraKey[]).filter((extra) => {
    if (extra === 'vipProtocol')
      return EXTRA_THRESHOLDS.vipProtocol.kinds.includes(kind) && guests >= EXTRA_THRESHOLDS.vipProtocol.minGuests;
    if (extra === 'coordinatorDay') return guests >= EXTRA_THRESHOLDS.coordinatorDay.minGuests;
    return true;
  });
}

/**
 * SAR value of the extras a tier includes for the kind, guests and days (the tier's addedValue).
 *
 * @example
 * addedValue('standard', 'wedding', 100, 1); // 1,000 consultation + 100 × SR8 coffee station = 1,800
 */
export function addedValue(level: PremiumLevel, kind: EventKind, guests: number, days: number): number {
  let value = 0;
  for (const key of includedExtras(level, kind, guests)) {
    const extra = INCLUDED_EXTRAS[level][key];
    value += (extra?.fixed ?? 0) + (extra?.perGuestDay ?? 0) * guests * days + (extra?.perDay ?? 0) * days;
  }
  return Math.round(value);
}
