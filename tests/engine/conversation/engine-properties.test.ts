import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadInfoSchema } from '../../../src/contracts/natural-conversation';
import { converse, questionFor, SLOT_ORDER } from '../../../src/engine/conversation';
import { mergeLeads, sanitizeLead } from '../../../src/engine/conversation/decide/lead-state';
import { normalizeArabic, normalizeText } from '../../../src/saudi/normalize-text';
import type { Language } from '../../../src/contracts/constants';

const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىـًٌٍَُِّْ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٬،؟';
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.+-,/:';
const WORDS = [
  'wedding',
  'ميتين',
  'ألف',
  'budget',
  'ريال',
  '050',
  '+966',
  'guests',
  'الرياض',
  'Jeddah',
  "I'm",
  'اسمي',
  'مية',
  'k',
  'million',
  '15',
  'March',
  'مارس',
  'next',
  'بعد',
  // The words of the knowledge questions, so those answers meet arbitrary text too.
  'permit',
  'تصريح',
  'Ramadan',
  'رمضان',
  'venue',
  'قاعة',
  'VAT',
  'الضريبة',
  'how much',
  'كم',
  '?',
  '؟',
  'catering',
  'عيد',
  'NEOM',
  'summer',
  // Names, corrections and counts, so the slot readers meet arbitrary text too.
  'Reem,',
  'أم فهد',
  'الاسم:',
  'sorry i ment',
  'i.e.',
  'يعني',
  'aqiqa',
  'not',
  'مو',
];

/** Text mixing both scripts, digits of three kinds and the words the engine looks for. */
const messy = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...ARABIC) }),
      fc.string({ unit: fc.constantFrom(...LATIN) }),
      fc.constantFrom(...WORDS),
      fc.stringMatching(/^[0-9٠-٩۰-۹ ,.-]{1,20}$/),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(' '));

describe('engine invariants', () => {
  it('never throws on arbitrary text and always returns lead info the contract accepts', () => {
    fc.assert(
      fc.property(
        messy,
        fc.constantFrom('en', 'ar') as fc.Arbitrary<Language>,
        fc.boolean(),
        (message, language, captured) => {
          const turn = converse({
            userMessage: message,
            history: [
              { role: 'user', content: message },
              { role: 'assistant', content: '?' },
            ],
            language,
            alreadyCaptured: captured,
            today: '2026-05-01',
          });
          expect(leadInfoSchema.safeParse(turn.leadInfo).success).toBe(true);
          expect(turn.response.length).toBeGreaterThan(0);
          if (captured) expect(turn.leadCaptured).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('replies in the chat language whatever the message', () => {
    fc.assert(
      fc.property(messy, (message) => {
        expect(converse({ userMessage: message, language: 'en' }).response).not.toMatch(/[\u0600-\u06FF]/);
        expect(converse({ userMessage: message, language: 'ar' }).response).toMatch(/[\u0600-\u06FF]/);
      }),
      { numRuns: 200 },
    );
  });

  it('asks at most one thing per reply (a detail, or which of two topics), and only a detail still missing', () => {
    fc.assert(
      fc.property(messy, fc.constantFrom('en', 'ar') as fc.Arbitrary<Language>, (message, language) => {
        const turn = converse({ userMessage: message, language, today: '2026-05-01' });
        const asked = SLOT_ORDER.filter((slot) => turn.response.includes(questionFor(slot, language)));
        const clarifies = turn.decisions.filter((decision) => decision.kind === 'clarify').length;
        expect(asked.length + clarifies).toBeLessThanOrEqual(1);
        if (turn.missing) expect(asked).toEqual([turn.missing]);
        if (turn.missing === 'name') expect(turn.leadInfo.name).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('drops invalid details sent by a widget instead of echoing them', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('name', 'email', 'phone', 'location', 'guestCount', 'budget', 'eventDate', 'extra'),
          fc.oneof(fc.string(), fc.integer(), fc.double()),
        ),
        (context) => {
          const turn = converse({ userMessage: 'hi', language: 'en', userContext: context as never });
          expect(leadInfoSchema.safeParse(turn.leadInfo).success).toBe(true);
        },
      ),
    );
  });

  it('merges sanitised leads as sanitising their union would, field order included', () => {
    const lead = fc.dictionary(
      fc.constantFrom('name', 'email', 'phone', 'location', 'guestCount', 'budget', 'eventDate', 'eventType'),
      fc.oneof(
        fc.string(),
        fc.integer({ min: -5, max: 2_000_000 }),
        fc.constantFrom(' Sara ', 'sara@example.sa', '+966501234567', 'Jeddah', 'wedding', '2027-03-15'),
      ),
    );
    fc.assert(
      fc.property(lead, lead, lead, (a, b, c) => {
        const [x, y, z] = [a, b, c].map(sanitizeLead) as [object, object, object];
        const union = sanitizeLead({ ...x, ...y, ...z });
        expect(JSON.stringify(mergeLeads(x, y, z))).toBe(JSON.stringify(union));
      }),
      { numRuns: 500 },
    );
  });

  it('normalisation is idempotent', () => {
    fc.assert(
      fc.property(messy, (text) => {
        expect(normalizeArabic(normalizeArabic(text))).toBe(normalizeArabic(text));
        expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
      }),
      { numRuns: 500 },
    );
  });
});
