import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAnalysis } from '../../src/contracts';
import { saudiToday } from '../../src/server/functions/saudi-today';
import { formatNumber, seasonOf } from '../../src/saudi';
import { type TestServer, startTestServer } from '../support/test-server';
import type { Language } from '../../src/contracts/constants';

interface Event {
  eventType: 'wedding' | 'corporate' | 'birthday' | 'cultural';
  guestCount: number;
  location: string;
  eventDate: string;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

// Layla's price answers and the generator's tier cards come from one pricing path: the totals a
// visitor reads in the chat are the ones ultimate-ai-event-generator answers for the same event
// (the one tier that fits and the range most such events fall in; the generator shows all four).
describe("Layla's price answers are the generator's tiers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  async function say(userMessage: string, language: Language): Promise<string> {
    const response = await server.call('natural-conversation', { userMessage, language });
    expect(response.status).toBe(200);
    return ((await response.json()) as { response: string }).response;
  }

  /** The generator's totals for the event: the tier most events choose, and the range to the next (to the thousand). */
  async function generatorTotals(event: Event): Promise<{ fitting: string; range: string[]; others: string[] }> {
    const request = { ...event, season: seasonOf(event.eventDate), currentDate: saudiToday(new Date()) };
    const response = await server.call('ultimate-ai-event-generator', request);
    expect(response.status).toBe(200);
    const { tiers } = ((await response.json()) as EventAnalysis).pricingAnalysis;
    const thousand = (amount: number) => formatNumber(Math.round(amount / 1000) * 1000, 'en');
    return {
      fitting: formatNumber(tiers.standard.total, 'en'),
      range: [thousand(tiers.standard.total), thousand(tiers.premium.total)],
      others: [tiers.basic, tiers.luxury].map((tier) => formatNumber(tier.total, 'en')),
    };
  }

  function expectQuote(reply: string, totals: Awaited<ReturnType<typeof generatorTotals>>) {
    expect(reply).toContain(totals.fitting);
    for (const end of totals.range) expect(reply).toContain(end);
    for (const other of totals.others) expect(reply).not.toContain(other);
  }

  it.each<[string, Language, Event]>([
    [
      'How much for a wedding of 250 guests in Jeddah on 15 December 2027?',
      'en',
      { eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2027-12-15' },
    ],
    [
      'كم تكلفة مؤتمر لـ ١٢٠ شخص في الدمام يوم 20/1/2028؟',
      'ar',
      { eventType: 'corporate', guestCount: 120, location: 'Dammam', eventDate: '2028-01-20' },
    ],
    [
      'roughly what would a birthday for 40 kids in Abha cost on 3 October 2027',
      'en',
      { eventType: 'birthday', guestCount: 40, location: 'Abha', eventDate: '2027-10-03' },
    ],
  ])(
    '%s: the tier most such events choose and their range, from the generator, never all four',
    async (message, language, event) => {
      expectQuote(await say(message, language), await generatorTotals(event));
    },
  );

  it('names the date and city it assumed when the visitor gave none, and quotes the generator for them', async () => {
    const reply = await say('How much is a wedding for 300 guests?', 'en');
    expect(reply).toContain('at Riyadh prices');
    const assumed = /for a date around (\d{1,2}) (\w+) (\d{4})/.exec(reply);
    expect(assumed, reply).not.toBeNull();
    const [, day = '', month = '', year = ''] = assumed ?? [];
    const eventDate = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
    expectQuote(reply, await generatorTotals({ eventType: 'wedding', guestCount: 300, location: 'Riyadh', eventDate }));
  });
});
