import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../src/contracts';
import { quoteEvent } from '../../src/engine/planner';
import { startOpenAiCompatibleServer } from '../support/openai-compatible-server';
import { type TestServer, startTestServer } from '../support/test-server';

const form = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'wedding',
  guestCount: 300,
  location: 'Riyadh',
  duration: 1,
  season: 'winter',
  eventDate: '2027-01-15',
  language: 'en',
  currentDate: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

describe('ultimate-ai-event-generator with the engine alone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

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
    ['an event date before today', { eventDate: '2026-11-20' }, /Event date cannot be in the past/],
    ['an impossible date', { eventDate: '2027-02-30' }, /eventDate/],
    ['an unknown season', { season: 'monsoon' }, /season/],
    ['an unknown service package', { servicePackages: ['fireworks'] }, /servicePackages/],
  ];
  it.each(refused)('refuses %s with 400 and a clear message', async (_label, overrides, message) => {
    const response = await server.call('ultimate-ai-event-generator', form(overrides));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
  });

  it('accepts an event on today’s date', async () => {
    expect((await server.call('ultimate-ai-event-generator', form({ eventDate: '2026-11-21' }))).status).toBe(200);
  });

  it('answers the whole analysis, valid against the contract, in the request language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const response = await server.call(
        'ultimate-ai-event-generator',
        form({ language, servicePackages: ['photography', 'security'] }),
      );
      expect(response.status).toBe(200);
      const analysis = eventAnalysisSchema.parse(await response.json());
      expect(analysis.eventDetails).toMatchObject({ type: 'wedding', guestCount: 300, location: { city: 'Riyadh' } });
      expect(analysis.visualConcepts.imageGenerationStatus).toBe('svg');
      expect(analysis.processingTime).toBeGreaterThan(0);
      const prose = analysis.marketAnalysis.analysis;
      expect(/[\u0600-\u06FF]/.test(prose)).toBe(language === 'ar');
    }
  });

  it('answers the same tiers as the planner’s quoteEvent for the same event (the figures Layla quotes)', async () => {
    const events = [
      form({
        eventType: 'other',
        customEventType: 'Family dinner',
        guestCount: 10,
        cateringOptions: { tier: 'basic' },
      }),
      form({ eventType: 'birthday', guestCount: 20, servicePackages: ['decoration'], location: 'جدة' }),
      form({ eventType: 'corporate', guestCount: 5_000, location: 'Abha', servicePackages: ['technology'] }),
    ];
    for (const event of events) {
      const analysis = eventAnalysisSchema.parse(
        await (await server.call('ultimate-ai-event-generator', event)).json(),
      );
      expect(analysis.pricingAnalysis.tiers).toEqual(JSON.parse(JSON.stringify(quoteEvent(event as never))));
    }
  });
});

describe('ultimate-ai-event-generator with image and LLM servers', () => {
  let upstream: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startOpenAiCompatibleServer();
    server = await startTestServer({
      IMAGE_BASE_URL: upstream.baseUrl,
      LLM_BASE_URL: upstream.baseUrl,
      LLM_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server.dispose();
    await upstream.close();
  });

  it('uses generated images as data URLs and the LLM’s prose, keeping the engine’s numbers', async () => {
    upstream.setMode('ok');
    upstream.setReply('Winter in Riyadh is the peak season; book early.');
    const analysis = eventAnalysisSchema.parse(await (await server.call('ultimate-ai-event-generator', form())).json());
    expect(analysis.visualConcepts.imageGenerationStatus).toBe('generated');
    for (const image of analysis.visualConcepts.generatedImages) expect(image.url).toMatch(/^data:image\/png;base64,/);
    expect(analysis.marketAnalysis.analysis).toBe('Winter in Riyadh is the peak season; book early.');
    expect(analysis.pricingAnalysis.tiers.standard.total).toBeGreaterThan(0);
  });

  it('falls back to the SVG mood boards and says so when the image API fails', async () => {
    upstream.setMode('error');
    const analysis = eventAnalysisSchema.parse(await (await server.call('ultimate-ai-event-generator', form())).json());
    expect(analysis.visualConcepts.imageGenerationStatus).toBe('fallback');
    for (const image of analysis.visualConcepts.generatedImages) expect(image.url).toMatch(/^data:image\/svg\+xml/);
    expect(analysis.marketAnalysis.analysis).not.toBe('Winter in Riyadh is the peak season; book early.');
  });
});
