import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/contracts/common';
import { converse } from '../../../src/engine/conversation';
import { assumedDate } from '../../../src/engine/conversation/knowledge/lead-event';
import { quoteEvent, typicalGuests } from '../../../src/engine/planner';
import { formatNumber, seasonOf } from '../../../src/saudi';
import type { Language } from '../../../src/contracts/constants';

const TODAY = '2026-11-23';
const ask = (message: string, context = {}, language: Language = 'en') =>
  converse({ userMessage: message, language, userContext: context, today: TODAY });
const amounts = (text: string) =>
  [...text.matchAll(/(?:SAR\u00a0)?(\d{1,3}(?:,\d{3})+|\d+)(?= ريال|\b)/g)].map((m) => m[1]);

describe("Layla's prices", () => {
  it.each(EVENT_TYPES.filter((type) => type !== 'other'))(
    'for a %s without a guest count are the per-guest Essential and Luxury of its own tiers, never wider',
    (eventType) => {
      const turn = ask('how much roughly?', { eventType });
      const eventDate = assumedDate(TODAY, 'Riyadh');
      const tiers = quoteEvent({
        eventType,
        guestCount: typicalGuests({ eventType }),
        location: 'Riyadh',
        eventDate,
        season: seasonOf(eventDate),
        currentDate: TODAY,
      });
      const perGuest = [tiers.basic.perGuest, tiers.luxury.perGuest].map((value) => formatNumber(value, 'en'));
      expect(
        amounts(turn.response).filter((amount) => amount !== formatNumber(typicalGuests({ eventType }), 'en')),
      ).toEqual(perGuest);
      expect(turn.missing).toBe('guestCount');
    },
  );

  it("with the type and the count are the four totals of the planner's quote for the lead, in both languages", () => {
    const lead = {
      eventType: 'wedding' as const,
      guestCount: 250,
      location: 'Jeddah' as const,
      eventDate: '2027-04-15',
    };
    const tiers = quoteEvent({ ...lead, season: seasonOf(lead.eventDate), currentDate: TODAY });
    const totals = [tiers.basic, tiers.standard, tiers.premium, tiers.luxury].map((tier) =>
      formatNumber(tier.total, 'en'),
    );
    for (const [message, language] of [
      ['how much?', 'en'],
      ['كم التكلفة؟', 'ar'],
    ] as const) {
      const reply = ask(message, lead, language).response;
      for (const total of totals) expect(reply).toContain(total);
    }
  });

  it('say whether a budget covers the tiers', () => {
    const lead = {
      eventType: 'birthday' as const,
      guestCount: 30,
      location: 'Riyadh' as const,
      eventDate: '2027-04-15',
    };
    expect(ask('what would it cost?', { ...lead, budget: 1000 }).response).toContain('is below our Essential tier');
    expect(ask('what would it cost?', { ...lead, budget: 1_000_000 }).response).toContain(
      'covers Essential, Professional, Premium and Luxury',
    );
  });
});
