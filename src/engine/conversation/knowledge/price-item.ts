import type { EventType, Language } from '../../../contracts/common';
import type { PremiumLevel } from '../../../contracts/event-generator';
import type { PricedItem } from '../../../contracts/knowledge-entry';
import { eventKind, resolveCity } from '../../planner';
import { venueDayCost } from '../../planner/market-data/venue-classes';
import { serviceCost } from '../../planner/service-cost';
import { phrase } from './phrase';

const LEVELS: readonly PremiumLevel[] = ['basic', 'standard', 'premium', 'luxury'];

/** The count an item is priced for when the visitor has not said one; the reply says it. */
export const USUAL_GUESTS: Record<PricedItem, number> = {
  kosha: 300,
  photographer: 150,
  videographer: 150,
  istiraha: 50,
  'desert-camp': 50,
};

export interface ItemPriceInput {
  item: PricedItem;
  guests: number;
  language: Language;
  eventType?: EventType;
  /** The visitor's words for an 'other' event, which the planner reads for its kind. */
  description?: string;
  location?: string;
}

/**
 * One thing priced on its own for the guest count, from the planner's own data, VAT excluded:
 * a service from Essential to Luxury ('SAR 2,700 to SAR 33,000'), a venue as its hire for the
 * night ('SAR 8,800'), at the city's cost index when the city is known.
 *
 * @example
 * priceItem({ item: 'kosha', guests: 300, language: 'en' }); // 'SAR 15,500 to SAR 180,000' (the wedding décor package)
 */
export function priceItem(input: ItemPriceInput): string {
  const say = phrase(input.language);
  const index = input.location ? resolveCity(input.location).costIndex : 1;
  const round = (amount: number) => Math.round((amount * index) / 100) * 100;
  const { item, guests } = input;
  if (item === 'istiraha' || item === 'desert-camp') {
    const venue = item === 'desert-camp' ? 'desert_camp' : guests <= 60 ? 'istiraha_small' : 'istiraha';
    return say.sar(round(venueDayCost(venue, guests)));
  }
  const kind =
    item === 'kosha'
      ? 'wedding'
      : eventKind({ eventType: input.eventType ?? 'wedding', customEventType: input.description });
  const pack = item === 'kosha' ? 'decoration' : item === 'photographer' ? 'photography' : 'videography';
  const [low, high] = [LEVELS[0], LEVELS[3]].map((level) =>
    round(serviceCost(pack, level ?? 'basic', guests, 1, kind)),
  );
  return say.ar ? `بين ${say.sar(low ?? 0)} و${say.sar(high ?? 0)}` : `${say.sar(low ?? 0)} to ${say.sar(high ?? 0)}`;
}
