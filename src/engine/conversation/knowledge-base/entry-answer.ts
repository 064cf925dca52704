import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { phrase } from '../knowledge/phrase';
import { priceItem, USUAL_GUESTS } from '../knowledge/price-item';
import type { KnowledgeAnswer, KnowledgeInput } from '../knowledge/types';

/**
 * An entry's answer in the chat language, its {price} computed by the planner for the item and
 * the visitor's guest count (or a usual count, which the reply states, and then asks for theirs).
 *
 * @example
 * entryAnswer(kosha, { language: 'en', lead: { guestCount: 200 }, … }).text;
 * // 'A kosha (…) for 200 guests runs SAR … to SAR … before VAT, …'
 */
export function entryAnswer(entry: KnowledgeEntry, input: KnowledgeInput): KnowledgeAnswer {
  const template = entry.answer[input.language === 'ar' ? 'ar' : 'en'];
  if (!entry.item) return { text: template };
  const guests = input.lead.guestCount ?? USUAL_GUESTS[entry.item];
  const price = priceItem({
    item: entry.item,
    guests,
    language: input.language,
    eventType: input.lead.eventType,
    description: input.description,
    location: input.lead.location,
  });
  const text = template.replaceAll('{price}', price).replaceAll('{guests}', phrase(input.language).number(guests));
  return input.lead.guestCount ? { text } : { text, needs: ['guestCount'] };
}
