import type { PremiumLevel } from '../../../contracts/event-generator';
import { quoteEvent } from '../../planner';
import { eventName } from './event-name';
import { leadEvent } from './lead-event';
import { phrase } from './phrase';
import { whenAndWhere } from './price-fit';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

const LEVELS: readonly PremiumLevel[] = ['basic', 'standard', 'premium', 'luxury'];

/**
 * A budget held up against the planner's quote for the visitor's event: the dearest tier it
 * covers and that tier's total, or how far below Essential it is and about how many guests it
 * covers there. Without a budget, the question back; without the count, a usual size, said.
 *
 * @example
 * answerBudget({ language: 'en', lead: { eventType: 'wedding', guestCount: 200, budget: 25_000 }, … }).text;
 * // 'Your budget of SAR 25,000 is below our Essential tier for a wedding of 200 guests (SAR …); at Essential it covers about … guests.'
 */
export function answerBudget(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead } = input;
  const say = phrase(language);
  const budget = lead.budget;
  const event = leadEvent(lead, {
    language,
    today: input.today,
    description: input.description,
    month: input.month,
    eventType: lead.eventType ?? 'other',
  });
  if (!budget || !event) return { text: '', needs: ['budget'] };
  const tiers = quoteEvent(event.request);
  const what = eventName(event, language, input.people);
  const where = whenAndWhere(event, language);
  const guests = event.assumed.guests
    ? say.ar
      ? ` (لنحو ${say.number(event.request.guestCount)} ضيف)`
      : ` (for about ${say.number(event.request.guestCount)} guests)`
    : '';
  const covered = LEVELS.findLast((level) => tiers[level].total <= budget);
  if (!covered) {
    const fits = Math.floor(budget / tiers.basic.perGuest);
    return {
      text: say.ar
        ? `ميزانيتكم ${say.sar(budget)} أقل من ${tiers.basic.name} ل${what}${where}${guests} (${say.sar(tiers.basic.total)}).\nوفي ${tiers.basic.name} تكفي لنحو ${say.number(fits)} ضيف، أو نختار مكان أبسط.`
        : `Your budget of ${say.sar(budget)} is below our ${tiers.basic.name} tier for ${what}${where}${guests} (${say.sar(tiers.basic.total)}).\nAt ${tiers.basic.name} it covers about ${say.number(fits)} guests, or a simpler venue brings it closer.`,
      needs: event.assumed.guests ? ['guestCount'] : undefined,
    };
  }
  const tier = tiers[covered];
  return {
    text: say.ar
      ? `ميزانيتكم ${say.sar(budget)} تكفي ل${what}${where}${guests}: تغطي حتى ${tier.name} (${say.sar(tier.total)} شاملة الضريبة).`
      : `Your budget of ${say.sar(budget)} works for ${what}${where}${guests}: it covers up to our ${tier.name} tier (${say.sar(tier.total)}, VAT included).`,
    needs: event.assumed.guests ? ['guestCount'] : undefined,
  };
}
