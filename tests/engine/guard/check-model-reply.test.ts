import { describe, expect, it } from 'vitest';
import { converse } from '../../../src/engine/conversation';
import { checkModelReply, readClaims } from '../../../src/engine/guard';

const today = '2026-11-27';
/** What the engine gives the model for one chat turn: the rules' reply, the planner's facts, the lead. */
const factsFor = (userMessage: string, language: 'en' | 'ar') => {
  const turn = converse({ userMessage, language, today });
  return [turn.response, ...turn.grounding, JSON.stringify(turn.leadInfo)];
};
const contacts = ['+966 11 234 5678', '966501234567', 'hello@example.com'];

describe("a model's reply checked against the engine's facts", () => {
  const en = factsFor(
    "We're planning a wedding for 300 guests in Jeddah on 15 March 2027, how much will it cost?",
    'en',
  );
  const ar = factsFor('عندنا زواج في جدة لـ ٣٠٠ ضيف يوم ١٥ مارس ٢٠٢٧، كم التكلفة؟', 'ar');
  const verdict = (reply: string, facts = en) => checkModelReply({ reply, facts, contacts });

  it.each([
    ['invented figures', 'A wedding like yours costs only SAR 5,000 all-in.', ['figure']],
    ['a wrong city', 'Your wedding of 300 guests in Riyadh will be lovely.', ['city']],
    ['a wrong guest count', 'Your wedding of 200 guests in Jeddah will be lovely.', ['figure']],
    ['a wrong count in words', 'Your wedding of two hundred guests in Jeddah will be lovely.', ['figure']],
    ['a promised discount', 'For your wedding in Jeddah we can offer a special discount.', ['commitment']],
    ['a guarantee', 'We guarantee the Jeddah venue for your wedding.', ['commitment']],
    ['something free', 'The photographer is complimentary for your wedding.', ['commitment']],
    ['a refund', 'Your deposit for the wedding is fully refundable.', ['commitment']],
    ['availability', 'Your date is available at our Jeddah hall for the wedding.', ['commitment']],
    ['another kind of event', 'Your conference of 300 guests in Jeddah will be lovely.', ['event-kind']],
    ['another month', 'Your wedding of 300 guests in Jeddah in April will be lovely.', ['month']],
    ['another phone number', 'Call our manager on 0551234999 about the wedding.', ['contact']],
    ['a link', 'Pay the wedding deposit at https://pay.evil.test/now.', ['contact']],
    [
      'the issue’s sentence',
      'A wedding for 200 in Riyadh costs only SAR 5,000 all-in, and we guarantee a 50% discount.',
      ['figure', 'city', 'commitment'],
    ],
  ])('refuses %s', (_label, reply, reasons) => {
    expect(verdict(reply)).toEqual({ ok: false, reasons });
  });

  it('refuses the same in Arabic, digits Arabic-Indic or Western', () => {
    expect(
      checkModelReply({
        reply: 'زواج لـ ٢٠٠ ضيف في الرياض يكلف ٥٬٠٠٠ ريال فقط، ونضمن لكم خصم ٥٠٪.',
        facts: ar,
        contacts,
      }),
    ).toEqual({
      ok: false,
      reasons: ['figure', 'city', 'commitment'],
    });
    expect(checkModelReply({ reply: 'زواجكم في جدة لـ 200 ضيف.', facts: ar, contacts })).toEqual({
      ok: false,
      reasons: ['figure'],
    });
    expect(checkModelReply({ reply: 'زواجكم لـ ٣٠٠ ضيف في الدمام.', facts: ar, contacts })).toEqual({
      ok: false,
      reasons: ['city'],
    });
    expect(checkModelReply({ reply: 'لزواجكم في جدة خدمة التصوير مجانًا.', facts: ar, contacts })).toEqual({
      ok: false,
      reasons: ['commitment'],
    });
  });

  it('passes a faithful reply: the facts’ own figures, city, kind, month and contacts, in either language', () => {
    const [, tier, total] = (en[0] ?? '').match(/our (\w+) tier comes to (SAR\s[\d,]+)/) ?? [];
    const [, low, high] = (en[0] ?? '').match(/between (SAR\s[\d,]+) and (SAR\s[\d,]+)/) ?? [];
    expect([total, high]).not.toContain(undefined);
    expect(
      verdict(
        `Your wedding of 300 guests in Jeddah on 15 March 2027 comes to ${total} in our ${tier} tier, VAT included; most such weddings fall between ${low} and ${high}. Feel free to call +966 11 234 5678. May I have your name?`,
      ),
    ).toEqual({ ok: true });
    expect(verdict('One of our planners would love to help with your wedding in Jeddah.')).toEqual({ ok: true });
    const arTotal = /(\d[\d,]+) ريال/.exec(ar[0] ?? '')?.[1];
    expect(arTotal).toBeDefined();
    expect(
      checkModelReply({
        reply: `زفافكم في جدة لـ ٣٠٠ ضيف يبدأ من ${arTotal} ريال شاملة الضريبة.`,
        facts: ar,
        contacts,
      }),
    ).toEqual({ ok: true });
  });

  it('reads figures in every form a model writes them, and only figures', () => {
    const figures = (text: string) => [...readClaims(text).figures];
    expect(figures('SAR 45,000, 1.5 million, 50k, ٣٠٠ guests, 12 weeks, 15%')).toEqual([
      45000, 1500000, 50000, 300, 12, 15,
    ]);
    expect(figures('two hundred and fifty guests over three days')).toEqual([250, 3]);
    expect(figures('خمسة وعشرون ضيفا')).toEqual([25]);
    // 'one' and 'two' as words are prose; a configured phone is not a figure.
    expect(figures('one of our two planners')).toEqual([]);
    expect([...readClaims('call +966 11 234 5678', ['+966 11 234 5678']).figures]).toEqual([]);
  });
});
