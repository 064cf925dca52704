import { quoteEvent, VAT_RATE } from '../../planner';
import { leadEvent } from './lead-event';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/**
 * VAT from the planner's rate: included in every quote as its own line; what a budget leaves
 * before VAT; the VAT in the visitor's own quote when the event is known.
 */
export function answerVat(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead } = input;
  const say = phrase(language);
  const rate = say.percent(VAT_RATE);
  const parts = [
    say.ar
      ? `جميع عروضنا شاملة ضريبة القيمة المضافة ${rate}، وتظهر في كل عرض بندًا مستقلًا.`
      : `VAT at ${rate} is included in all our quotes, shown as its own line.`,
  ];
  if (lead.budget) {
    const before = say.sar(Math.round(lead.budget / (1 + VAT_RATE)));
    parts.push(
      say.ar
        ? `فميزانية ${say.sar(lead.budget)} شاملة الضريبة تعادل ${before} قبلها.`
        : `So a budget of ${say.sar(lead.budget)} including VAT is ${before} before it.`,
    );
  }
  const event = lead.guestCount
    ? leadEvent(lead, { language, today: input.today, description: input.description })
    : undefined;
  if (event) {
    const tier = quoteEvent(event.request).standard;
    const vat = tier.breakdown.find((line) => line.category === 'vat')?.amount ?? 0;
    parts.push(
      say.ar
        ? `وفي ${tier.name} لمناسبتكم (${say.sar(tier.total)}) تبلغ الضريبة ${say.sar(vat)}.`
        : `In your ${tier.name} quote of ${say.sar(tier.total)}, VAT is ${say.sar(vat)}.`,
    );
  }
  return { text: parts.join(' ') };
}
