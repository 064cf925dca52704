import type { EventType } from '../../../contracts/common';
import type { PremiumLevel } from '../../../contracts/event-generator';
import { EVENT_TYPE_NAMES, quoteEvent, type Tiers } from '../../planner';
import { eventName } from './event-name';
import { type LeadEvent, leadEvent } from './lead-event';
import { phrase } from './phrase';
import { fittingLevel, whenAndWhere } from './price-fit';
import { spanFor, styleLevel } from './price-style';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/** The kind of event a price question without a type is answered with, as a guide. */
const EXAMPLE: EventType = 'wedding';

/**
 * A price that helps: the tier that fits what the visitor said (their budget, their style words
 * such as 'simple' or 'فخم', else the tier most events choose), its total from the planner's quote
 * for their event (quoteEvent, the generator's own figures, VAT included), and the range most such
 * events fall in (two neighbouring tiers), never all four tiers. Without the guest count, the same
 * per guest at a usual size, and the count is asked; without the kind, a wedding as a guide.
 *
 * @example
 * answerPrice({ language: 'en', lead: { eventType: 'wedding', guestCount: 250 }, text: 'how much?', … }).text;
 * // 'For a wedding of 250 guests …: our Professional tier comes to SAR …, VAT included. Most weddings this size fall between …'
 */
export function answerPrice(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, today } = input;
  const say = phrase(language);
  const eventType = lead.eventType ?? EXAMPLE;
  const event = leadEvent(lead, { language, today, description: input.description, month: input.month, eventType });
  if (!event) return { text: '', needs: ['eventType', 'guestCount'] };
  const tiers = quoteEvent(event.request);
  const level = fittingLevel(tiers, lead.budget, input.text);
  const [low, high] = spanFor(styleLevel(input.text));
  const kind = EVENT_TYPE_NAMES[eventType][language];
  if (event.assumed.guests || !lead.eventType) {
    const guests = say.number(event.request.guestCount);
    const where = whenAndWhere(event, language);
    const per = (key: PremiumLevel) => say.sar(tiers[key].perGuest);
    return {
      text: say.ar
        ? `كدليل${where}: ${kind} لنحو ${guests} ضيف في ${tiers[level].name} يكلّف تقريبًا ${per(level)} للضيف شاملة الضريبة، وأغلب هذه المناسبات بين ${per(low)} و${per(high)} للضيف.\nوتقل تكلفة الضيف كلما زاد العدد، وبعدد ضيوفكم أعطيكم المبلغ.`
        : `As a guide${where}: a ${kind} of about ${guests} guests at our ${tiers[level].name} tier runs about ${per(level)} a guest, VAT included, and most fall between ${per(low)} and ${per(high)} a guest.\nPer guest it falls as the count rises: tell me yours and I'll give you the total.`,
      needs: lead.eventType ? ['guestCount'] : ['eventType', 'guestCount'],
    };
  }
  return { text: totals(event, tiers, level, input) };
}

/** The fitting tier's total, the usual span, the budget against it, and where the rest is. */
function totals(event: LeadEvent, tiers: Tiers, level: PremiumLevel, input: KnowledgeInput): string {
  const { language, lead } = input;
  const say = phrase(language);
  const [low, high] = spanFor(styleLevel(input.text)).map((key) => tiers[key]);
  const what = eventName(event, language, input.people);
  const where = whenAndWhere(event, language);
  const tier = tiers[level];
  const lines = [
    say.ar
      ? `ل${what}${where}: ${tier.name} تكلّف ${say.sar(tier.total)} شاملة الضريبة، للمكان والضيافة.`
      : `For ${what}${where}: our ${tier.name} tier comes to ${say.sar(tier.total)}, VAT included, for the venue and catering.`,
    say.ar
      ? `وأغلب المناسبات بهذا الحجم بين ${say.sar(thousands(low?.total))} و${say.sar(thousands(high?.total))}.`
      : `Most events this size fall between ${say.sar(thousands(low?.total))} and ${say.sar(thousands(high?.total))}.`,
  ];
  if (lead.budget && tiers.basic.total > lead.budget) {
    lines.push(
      say.ar
        ? `ميزانيتكم ${say.sar(lead.budget)} أقل من ${tiers.basic.name} (${say.sar(tiers.basic.total)})، ويقرّبها عدد ضيوف أقل أو مكان أبسط.`
        : `Your budget of ${say.sar(lead.budget)} is below our ${tiers.basic.name} tier (${say.sar(tiers.basic.total)}); fewer guests or a simpler venue would bring it within reach.`,
    );
  } else if (lead.budget) {
    lines.push(
      say.ar
        ? `وميزانيتكم ${say.sar(lead.budget)} تغطي ${tier.name}.`
        : `Your budget of ${say.sar(lead.budget)} covers the ${tier.name} tier.`,
    );
  }
  lines.push(
    say.ar
      ? 'التصوير والديكور والخدمات الثانية تنضاف حسب اختياركم، ومولّد الفعاليات الذكي في هذه الصفحة يعرض التفاصيل كاملة.'
      : 'Photography, décor and other services are added as you choose them; the AI Event Generator on this page gives the full breakdown.',
  );
  return lines.join('\n');
}

/** A range's ends as a planner quotes them: to the thousand. */
const thousands = (amount: number | undefined) => Math.round((amount ?? 0) / 1000) * 1000;
