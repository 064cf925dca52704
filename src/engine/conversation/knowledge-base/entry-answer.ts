import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { formatPhone } from '../../../saudi';
import { phrase } from '../knowledge/phrase';
import { priceItem, USUAL_GUESTS } from '../knowledge/price-item';
import { styleLevel } from '../knowledge/price-style';
import type { KnowledgeAnswer, KnowledgeInput } from '../knowledge/types';

/**
 * An entry's answer in the chat language, with its placeholders filled: the company's {phone},
 * {whatsapp} and {email}; an item's {price} and {guests}, computed by the planner for the
 * visitor's guest count (or a usual count, which the reply states, and then asks for theirs); and
 * each {masculine|feminine} or {masculine|feminine|either} choice by whom the event is for
 * ({للخريج|للخريجة|للخريج أو الخريجة}): the third, or the masculine, when the visitor has not said.
 *
 * @example
 * entryAnswer(kosha, { language: 'en', lead: { guestCount: 200 }, … }).text;
 * // 'A kosha (…) for 200 guests runs SAR … to SAR … before VAT, …'
 */
export function entryAnswer(entry: KnowledgeEntry, input: KnowledgeInput): KnowledgeAnswer {
  const gender = input.people?.honoree?.gender;
  let text = entry.answer[input.language === 'ar' ? 'ar' : 'en']
    .replaceAll('{phone}', input.facts.phone)
    .replaceAll('{whatsapp}', formatPhone(input.facts.whatsapp))
    .replaceAll('{email}', input.facts.email)
    .replace(/\{([^{}|]+)\|([^{}|]+)(?:\|([^{}|]+))?\}/g, (_, masculine: string, feminine: string, either?: string) =>
      gender === 'f' ? feminine : gender === 'm' ? masculine : (either ?? masculine),
    );
  if (!entry.item) return { text };
  const guests = input.lead.guestCount ?? USUAL_GUESTS[entry.item];
  const price = priceItem({
    item: entry.item,
    guests,
    language: input.language,
    eventType: input.lead.eventType,
    description: input.description,
    location: input.lead.location,
    level: styleLevel(input.text),
  });
  text = text.replaceAll('{price}', price).replaceAll('{guests}', phrase(input.language).number(guests));
  return input.lead.guestCount ? { text } : { text, needs: ['guestCount'] };
}
