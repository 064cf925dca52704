import type { EventType, Language } from '../../../contracts/common';
import type { PremiumLevel, ServicePackage } from '../../../contracts/event-generator';
import type { PricedItem } from '../../../contracts/knowledge-entry';
import { eventKind, resolveCity, serviceCost, venueDayCost } from '../../planner';
import { phrase } from './phrase';
import { spanFor, styleLevel } from './price-style';
import type { KnowledgeInput } from './types';

/** A single thing a visitor prices: an entry's item, or one of the planner's service packages. */
export type ItemToPrice = PricedItem | Exclude<ServicePackage, 'coordination' | 'photography' | 'videography'>;

/** The count an item is priced for when the visitor has not said one; the reply says it. */
export const USUAL_GUESTS: Record<ItemToPrice, number> = {
  kosha: 300,
  photographer: 150,
  videographer: 150,
  istiraha: 50,
  'desert-camp': 50,
  entertainment: 150,
  decoration: 150,
  security: 300,
  technology: 200,
  transportation: 100,
};

export interface ItemPriceInput {
  item: ItemToPrice;
  guests: number;
  language: Language;
  eventType?: EventType;
  /** The visitor's words for an 'other' event, which the planner reads for its kind. */
  description?: string;
  location?: string;
  /** The tier the visitor's words point to: the price is quoted at that end. */
  level?: PremiumLevel;
}

/**
 * One thing priced on its own for the guest count, from the planner's own data, VAT excluded:
 * a service between two neighbouring tiers (the usual ones, or those the visitor's style points
 * to: 'SAR 24,000 to SAR 52,000'), a venue as its hire for the night ('SAR 8,800'), at the
 * city's cost index when the city is known.
 *
 * @example
 * priceItem({ item: 'kosha', guests: 300, language: 'en' }); // 'SAR 31,100 to SAR 62,200' (the wedding décor package)
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
  const pack: Exclude<ServicePackage, 'coordination'> =
    item === 'kosha'
      ? 'decoration'
      : item === 'photographer'
        ? 'photography'
        : item === 'videographer'
          ? 'videography'
          : item;
  const [low, high] = spanFor(input.level).map((level) => round(serviceCost(pack, level, guests, 1, kind)));
  return say.ar ? `بين ${say.sar(low ?? 0)} و${say.sar(high ?? 0)}` : `${say.sar(low ?? 0)} to ${say.sar(high ?? 0)}`;
}

/**
 * An item priced for what the visitor has said: their guest count, or the item's usual one (the
 * reply then states it), their kind of event, their city and the tier their words point to.
 *
 * @example
 * priceItemFor('kosha', { language: 'en', lead: {}, text: 'how much is a kosha', … }); // { guests: 300, price: 'SAR 31,100 to SAR 62,200' }
 */
export function priceItemFor(item: ItemToPrice, input: KnowledgeInput): { guests: number; price: string } {
  const { language, lead, description, text } = input;
  const guests = lead.guestCount ?? USUAL_GUESTS[item];
  const { eventType, location } = lead;
  return {
    guests,
    price: priceItem({ item, guests, language, eventType, description, location, level: styleLevel(text) }),
  };
}
