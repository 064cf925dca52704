import type { EventType } from '../../../contracts/common';
import type { PremiumLevel } from '../../../contracts/event-generator';
import { EVENT_TYPE_NAMES, quoteEvent, type Tiers } from '../../planner';
import { TOPIC_WORDS } from '../topic-words';
import { eventName } from './event-name';
import { DEFAULT_CITY, type LeadEvent, leadEvent } from './lead-event';
import { monthName } from '../../../saudi';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

const LEVELS: readonly PremiumLevel[] = ['basic', 'standard', 'premium', 'luxury'];
/** The two kinds of event a price question without a type is answered with. */
const EXAMPLES: readonly EventType[] = ['wedding', 'corporate'];

/**
 * A price that means something: with the event type and guest count, the four tier totals of the
 * planner's quote for that event (quoteEvent, the generator's own figures, VAT included), in the
 * visitor's city and on their date, or on stated assumptions; without the count, what a guest
 * costs from Essential to Luxury at a usual size, never wider than those tiers, and the question.
 */
export function answerPrice(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, today, description } = input;
  const say = phrase(language);
  if (!lead.eventType) {
    const examples = EXAMPLES.flatMap((eventType) => {
      const event = leadEvent({ location: lead.location }, { language, today, eventType });
      return event ? [perGuest(event, quoteEvent(event.request), input)] : [];
    });
    if (examples.length === 0) return { text: '', needs: ['eventType'] };
    const city = say.city(lead.location ?? DEFAULT_CITY);
    return {
      text: say.ar
        ? `كدليل تقريبي بأسعار ${city} شاملة الضريبة: ${say.list(examples)}.`
        : `As a guide, at ${city} prices with VAT included: ${say.list(examples)}.`,
      needs: ['eventType', 'guestCount'],
    };
  }
  const event = leadEvent(lead, { language, today, description, month: input.month });
  if (!event) return { text: '', needs: ['guestCount'] };
  const tiers = quoteEvent(event.request);
  if (event.assumed.guests) {
    const range = perGuest(event, tiers, input);
    const city = say.city(event.request.location);
    const where = event.assumed.city
      ? say.ar
        ? ` بأسعار ${city}`
        : ` at ${city} prices`
      : say.ar
        ? ` في ${city}`
        : ` in ${city}`;
    const fit = lead.budget ? ` ${budgetFit(lead.budget, tiers, say, event.request.guestCount)}` : '';
    return {
      text: say.ar
        ? `تكلفة ${range}${where}، شاملة الضريبة، وتقل تكلفة الضيف كلما زاد العدد.${fit}`
        : `${range.charAt(0).toUpperCase()}${range.slice(1)}${where}, VAT included; per guest, it falls as the count rises.${fit}`,
      needs: ['guestCount'],
    };
  }
  // The assumptions are said in the reply; the visitor corrects them if they want. The ask goes on with the lead.
  return { text: totals(event, tiers, input) };
}

/** 'Essential SAR 68,000, … and Luxury SAR 264,000', with the assumptions and the budget's fit. */
function totals(event: LeadEvent, tiers: Tiers, input: KnowledgeInput): string {
  const { language, lead, text } = input;
  const say = phrase(language);
  const listed = say.list(LEVELS.map((level) => `${tiers[level].name} ${say.sar(tiers[level].total)}`));
  const when = event.month
    ? say.ar
      ? ` في ${monthName(Number(event.month.slice(5, 7)), 'ar')} ${event.month.slice(0, 4)}`
      : ` in ${monthName(Number(event.month.slice(5, 7)), 'en')} ${event.month.slice(0, 4)}`
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
  const parts = [
    say.ar
      ? `ل${eventName(event, language)}${when}${where}، تبلغ باقاتنا الأربع: ${listed}، شاملة ضريبة القيمة المضافة، للمكان والضيافة.`
      : `For ${eventName(event, language)}${when}${where}, our four tiers come to ${listed}, VAT included, for the venue and catering.`,
  ];
  if (TOPIC_WORDS.cheapest(text)) {
    parts.unshift(
      say.ar
        ? `أقل خياراتنا ${tiers.basic.name} بـ${say.sar(tiers.basic.total)}.`
        : `Our most affordable option is the ${tiers.basic.name} tier at ${say.sar(tiers.basic.total)}.`,
    );
  }
  if (lead.budget) parts.push(budgetFit(lead.budget, tiers, say));
  parts.push(
    say.ar
      ? 'وتُضاف خدمات مثل التصوير والديكور حسب اختيارك، ويعرض لك مولّد الفعاليات الذكي في هذه الصفحة التفاصيل كاملة.'
      : 'Photography, décor and other services are added as you choose them; the AI Event Generator on this page gives the full breakdown.',
  );
  return parts.join(' ');
}

/** 'a wedding runs about SAR 230 (Essential) to SAR 1,000 (Luxury) a guest for about 300 guests'. */
function perGuest(event: LeadEvent, tiers: Tiers, input: KnowledgeInput): string {
  const say = phrase(input.language);
  const type = EVENT_TYPE_NAMES[event.request.eventType][input.language];
  const guests = say.number(event.request.guestCount);
  const low = `${say.sar(tiers.basic.perGuest)} (${tiers.basic.name})`;
  const high = `${say.sar(tiers.luxury.perGuest)} (${tiers.luxury.name})`;
  return say.ar
    ? `${type} لنحو ${guests} ضيف من ${low} إلى ${high} للضيف`
    : `a ${type} for about ${guests} guests runs ${low} to ${high} a guest`;
}

/** The visitor's budget against the four tiers: which it covers, or how far below Essential it is (for an assumed count, said). */
function budgetFit(budget: number, tiers: Tiers, say: ReturnType<typeof phrase>, assumedGuests?: number): string {
  const forCount = assumedGuests
    ? say.ar
      ? ` (لـ${say.number(assumedGuests)} ضيف)`
      : ` (for ${say.number(assumedGuests)} guests)`
    : '';
  const fits = LEVELS.filter((level) => tiers[level].total <= budget).map((level) => tiers[level].name);
  if (fits.length === 0) {
    return say.ar
      ? `ميزانيتك ${say.sar(budget)} أقل من ${tiers.basic.name} (${say.sar(tiers.basic.total)})${forCount}، ويمكننا تقليل العدد أو اختيار مكان أبسط.`
      : `Your budget of ${say.sar(budget)} is below our ${tiers.basic.name} tier (${say.sar(tiers.basic.total)})${forCount}; fewer guests or a simpler venue would bring it within reach.`;
  }
  return say.ar
    ? `ميزانيتك ${say.sar(budget)} تغطي${forCount}: ${say.list(fits)}.`
    : `Your budget of ${say.sar(budget)} covers${forCount} ${say.list(fits)}.`;
}
