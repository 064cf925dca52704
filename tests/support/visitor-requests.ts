import fc from 'fast-check';
import type { FunctionName } from '../../src/contracts';
import { message, number, oddText, writtenDate, writtenNumber } from './visitor-text-arbitraries';

// Requests of generated visitors to each function (tests/abuse/generated-visitors.test.ts).

/** Mostly what the contract takes, so the engine behind it runs; now and then something it refuses. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: odd });
const DAY = 86_400_000;
/** An ISO day: mostly within the planning horizon, some past, some years past it. */
const isoDay = fc
  .oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 3 * 365 }) },
    { weight: 1, arbitrary: fc.integer({ min: -400, max: -1 }) },
    { weight: 2, arbitrary: fc.integer({ min: 3 * 365 + 1, max: 12 * 365 }) },
  )
  .map((days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10));
const NAMES = [
  'Sara Al-Qahtani',
  'نورة العتيبي',
  'Mona',
  'عبدالله',
  'Ali ibn Ahmed',
  'Dr. Huda',
  'سارة 👋',
  'Ｓａｒａ',
];
/** Names people have, and now and then any text at all. */
const personName = mostly(fc.constantFrom(...NAMES), oddText(40));
const email = mostly(
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9._-]{0,12}$/), fc.constantFrom('example.sa', 'mail.example.com'))
    .map(([local, domain]) => `${local.replace(/[._-]+$/, '')}x@${domain}`),
  oddText(30),
);
const count = mostly(fc.integer({ min: 1, max: 100_000 }), number);
const visible = (max: number) =>
  mostly(
    message.map((text) => text.slice(0, max)).filter((text) => /[\p{L}\p{N}]/u.test(text)),
    oddText(max),
  );
const line = (max: number) => visible(max).map((text) => text.replace(/[\r\n\u2028\u2029\v\f\u0085]/g, ' '));

const leadInfo = fc.record(
  {
    name: fc.oneof(personName, line(40)),
    email,
    phone: mostly(fc.constantFrom('+966501234567', '+966551112222'), fc.constantFrom('0501234567', '+1234')),
    eventType: mostly(fc.constantFrom('wedding', 'corporate', 'birthday', 'cultural', 'other'), fc.constant('party')),
    guestCount: count,
    location: mostly(fc.constantFrom('Riyadh', 'Jeddah', 'AlUla', 'NEOM', 'Abha'), fc.constantFrom('Paris', 'الرياض')),
    eventDate: mostly(isoDay, writtenDate),
    budget: mostly(fc.integer({ min: 1, max: 1_000_000_000 }), number),
  },
  { requiredKeys: [] },
);
const turn = fc.record({
  role: fc.constantFrom('user', 'assistant'),
  content: message,
  signature: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), { nil: undefined }),
});

export const bodies: Record<FunctionName, fc.Arbitrary<unknown>> = {
  'natural-conversation': fc.record(
    {
      userMessage: visible(2000),
      conversationHistory: fc.array(turn, { maxLength: 6 }),
      language: fc.constantFrom('en', 'ar'),
      userContext: leadInfo,
      conversationId: fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/),
      companyFacts: fc.record({ phone: fc.constantFrom('+966 11 234 5678', '٠١١٢٣٤٥٦٧٨') }, { requiredKeys: [] }),
    },
    { requiredKeys: ['userMessage'] },
  ),
  'submit-lead': fc.record({
    name: fc.oneof(personName, line(60)),
    email,
    phone: fc.option(mostly(fc.constantFrom('0501234567', '+966 50 123 4567', '٠٥٠١٢٣٤٥٦٧'), writtenNumber), {
      nil: undefined,
    }),
    message: visible(400),
    eventType: line(40),
    location: line(40),
    guestCount: fc.oneof(
      count,
      writtenNumber,
      oddText(40),
      fc.constantFrom('Not specified', '150-200', 'about 80', 'حوالي ٢٠٠'),
    ),
    source: mostly(fc.constantFrom('contact-form', 'chat', 'generator'), fc.constant('fax')),
    wantsTeamContact: fc.boolean(),
  }),
  'contact-email-notification': fc.record({
    name: fc.oneof(personName, line(60)),
    email,
    message: visible(400),
    eventType: line(40),
    source: mostly(fc.constantFrom('contact-form', 'chat'), fc.constant('fax')),
  }),
  'ultimate-ai-event-generator': fc
    .record({
      eventType: mostly(fc.constantFrom('wedding', 'corporate', 'birthday', 'cultural', 'other'), fc.constant('gala')),
      customEventType: line(60),
      guestCount: mostly(fc.integer({ min: 1, max: 100_000 }), fc.oneof(number, fc.double(), writtenNumber)),
      location: mostly(fc.constantFrom('Riyadh', 'جدة', 'AlUla', 'Tabuk', 'Paris', 'NEOM', 'خميس مشيط'), line(40)),
      duration: mostly(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, 9, 1.5)),
      season: mostly(fc.constantFrom('winter', 'spring', 'summer', 'autumn'), fc.constant('monsoon')),
      eventDate: mostly(isoDay, writtenDate),
      premiumLevel: fc.constantFrom('basic', 'standard', 'premium', 'luxury'),
      cateringOptions: fc.record({
        menuType: fc.constantFrom('traditional_saudi', 'international', 'fusion'),
        tier: fc.constantFrom('basic', 'premium', 'luxury'),
      }),
      servicePackages: fc.subarray(['photography', 'videography', 'entertainment', 'decoration', 'technology']),
      specialRequests: fc.array(line(80), { maxLength: 4 }),
      budget: mostly(fc.tuple(fc.nat(1_000_000), fc.nat(5_000_000)), fc.tuple(number, number)),
      generateVisuals: fc.boolean(),
      language: fc.constantFrom('en', 'ar'),
      currentDate: mostly(
        fc.constant(new Date().toISOString()),
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      ),
    })
    .map(({ budget: [low, high], ...form }) => ({
      ...form,
      budgetRange: { min: Math.min(low, high), max: Math.max(low, high) },
    })),
};
