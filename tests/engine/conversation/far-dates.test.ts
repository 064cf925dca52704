import { describe, expect, it } from 'vitest';
import { converse } from '../../../src/engine/conversation';
import { leadEvent } from '../../../src/engine/conversation/knowledge/lead-event';

const today = '2026-05-01';

describe('an event date past the planning horizon', () => {
  it.each([
    [
      'en',
      'We are planning a wedding on 1 January 2035, how much will it cost?',
      /1 January 2035 is more than three years away: we plan and price events up to 1 May 2029/,
    ],
    [
      'en',
      'wedding on 1 January 2035 for 300 guests in Jeddah, do we need a permit? which venues?',
      /more than three years away/,
    ],
    ['en', 'a conference on 2035-03-01 in Riyadh for 500, how far ahead should we book?', /up to 1 May 2029/],
    [
      'ar',
      'عندنا زواج في ١ يناير ٢٠٣٥ كم التكلفة؟',
      /تاريخ 1 يناير 2035 بعد أكثر من ثلاث سنوات، ونحن نخطط للفعاليات ونسعّرها حتى 1 مايو 2029/,
    ],
    ['ar', 'زواج ٢٠٣٥-٠١-٠١ في جدة هل نحتاج تصريح؟', /بعد أكثر من ثلاث سنوات/],
  ] as const)('is answered, in %s, with how far ahead we plan: %s', (language, userMessage, said) => {
    const turn = converse({ userMessage, language, today });
    expect(turn.response).toMatch(said);
    expect(turn.leadInfo.eventDate).toMatch(/^2035-/);
  });

  it('is never the date of the event the planner is asked about: a nearer one is assumed and flagged', () => {
    const event = leadEvent({ eventType: 'wedding', eventDate: '2035-01-01' }, { language: 'en', today });
    expect(event?.assumed.date).toBe(true);
    expect((event?.request.eventDate ?? '9999') <= '2029-05-01').toBe(true);
    const within = leadEvent({ eventType: 'wedding', eventDate: '2029-05-01' }, { language: 'en', today });
    expect(within?.request.eventDate).toBe('2029-05-01');
  });
});
