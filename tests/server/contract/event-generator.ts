import { describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../../src/contracts';
import type { FunctionsTarget } from '../../support/functions-target';

/** A day counted from today (UTC), YYYY-MM-DD: the server judges dates by its own clock. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = fromToday(0);

export const generatorForm = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'wedding',
  guestCount: 300,
  location: 'Riyadh',
  duration: 1,
  season: 'winter',
  eventDate: fromToday(60),
  language: 'en',
  currentDate: new Date().toISOString(),
  ...overrides,
});

export function eventGeneratorContract(target: () => FunctionsTarget) {
  describe('ultimate-ai-event-generator with the engine alone', () => {
    const refused: [string, Record<string, unknown>, RegExp][] = [
      ['a missing event type', { eventType: undefined }, /eventType/],
      ['a missing location', { location: undefined }, /location/],
      ['a missing event date', { eventDate: undefined }, /eventDate/],
      ['a missing guest count', { guestCount: undefined }, /guestCount/],
      ["'other' without a description", { eventType: 'other' }, /Please describe your custom event type/],
      [
        "'other' with a blank description",
        { eventType: 'other', customEventType: '   ' },
        /Please describe your custom event type/,
      ],
      ['zero guests', { guestCount: 0 }, /guestCount must be at least 1/],
      ['a fractional guest count', { guestCount: 12.5 }, /guestCount must be a whole number/],
      ['a guest count as text', { guestCount: '300' }, /guestCount/],
      ['a duration of 0 days', { duration: 0 }, /duration must be 1 to 7 days/],
      ['a duration of 8 days', { duration: 8 }, /duration must be 1 to 7 days/],
      ['an event date before today', { eventDate: fromToday(-1) }, /Event date cannot be in the past/],
      [
        'a past event date with a currentDate from long ago (the server’s clock decides)',
        { eventDate: '2020-05-01', currentDate: '2019-06-01' },
        /Event date cannot be in the past/,
      ],
      ['an event in the year 9999', { eventDate: '9999-01-01' }, /Event date must be within 3 years/],
      [
        'an event past the horizon, with a currentDate moved ahead to allow it',
        { eventDate: fromToday(365 * 5), currentDate: fromToday(365 * 4) },
        /Event date must be within 3 years/,
      ],
      ['an impossible date', { eventDate: '2027-02-30' }, /eventDate/],
      ['an unknown season', { season: 'monsoon' }, /season/],
      ['an unknown service package', { servicePackages: ['fireworks'] }, /servicePackages/],
    ];
    it.each(refused)('refuses %s with 400 and a clear message', async (_label, overrides, message) => {
      const response = await target().call('ultimate-ai-event-generator', generatorForm(overrides));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(message);
    });

    it('accepts an event on today’s date', async () => {
      const response = await target().call('ultimate-ai-event-generator', generatorForm({ eventDate: TODAY }));
      expect(response.status).toBe(200);
    });

    it('answers the whole analysis, valid against the contract, in the request language', async () => {
      for (const language of ['en', 'ar'] as const) {
        const response = await target().call(
          'ultimate-ai-event-generator',
          generatorForm({ language, servicePackages: ['photography', 'security'] }),
        );
        expect(response.status).toBe(200);
        const analysis = eventAnalysisSchema.parse(await response.json());
        expect(analysis.eventDetails).toMatchObject({ type: 'wedding', guestCount: 300, location: { city: 'Riyadh' } });
        expect(analysis.visualConcepts.imageGenerationStatus).toBe('svg');
        expect(analysis.processingTime).toBeGreaterThan(0);
        expect(/[\u0600-\u06FF]/.test(analysis.marketAnalysis.analysis)).toBe(language === 'ar');
      }
    });
  });
}
