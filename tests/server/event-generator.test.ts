import { describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../src/contracts';
import { quoteEvent } from '../../src/engine/planner';
import { useTestServer, useTestServerWithModel } from '../support/test-server';
import { generatorForm } from './contract/event-generator';

// The engine-alone answers and refusals are in contract/event-generator.ts (Node and Deno).
const form = generatorForm;

describe('ultimate-ai-event-generator and the planner', () => {
  const test = useTestServer();

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
        await (await test.server.call('ultimate-ai-event-generator', event)).json(),
      );
      expect(analysis.pricingAnalysis.tiers).toEqual(JSON.parse(JSON.stringify(quoteEvent(event as never))));
    }
  });
});

describe('ultimate-ai-event-generator with image and LLM servers', () => {
  const test = useTestServerWithModel((url) => ({
    IMAGE_BASE_URL: url,
    LLM_BASE_URL: url,
    // Generous: a loaded 2-core machine must not turn a working upstream into a fallback (the
    // failure path is tested with an upstream that errors, not by the clock).
    LLM_TIMEOUT_MS: '5000',
  }));

  it('uses generated images as data URLs and the LLM’s prose, keeping the engine’s numbers', async () => {
    test.model.setMode('ok');
    test.model.setReply('Winter in Riyadh is the peak season; book early.');
    const analysis = eventAnalysisSchema.parse(
      await (await test.server.call('ultimate-ai-event-generator', form())).json(),
    );
    expect(analysis.visualConcepts.imageGenerationStatus).toBe('generated');
    for (const image of analysis.visualConcepts.generatedImages) expect(image.url).toMatch(/^data:image\/png;base64,/);
    expect(analysis.marketAnalysis.analysis).toBe('Winter in Riyadh is the peak season; book early.');
    expect(analysis.analysisMethod).toBe('llm');
    expect(analysis.pricingAnalysis.tiers.standard.total).toBeGreaterThan(0);
  });

  it('falls back to the SVG mood boards and says so when the image API fails', async () => {
    test.model.setMode('error');
    const analysis = eventAnalysisSchema.parse(
      await (await test.server.call('ultimate-ai-event-generator', form())).json(),
    );
    expect(analysis.visualConcepts.imageGenerationStatus).toBe('fallback');
    for (const image of analysis.visualConcepts.generatedImages) expect(image.url).toMatch(/^data:image\/svg\+xml/);
    expect(analysis.marketAnalysis.analysis).not.toBe('Winter in Riyadh is the peak season; book early.');
    // The LLM failed too: the rules' own analysis, said so.
    expect(analysis.analysisMethod).toBe('rules');
  });
});
