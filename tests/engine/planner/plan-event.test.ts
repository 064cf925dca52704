import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../../src/contracts/event-generator';
import { planEvent } from '../../../src/engine/planner';
import { formArb, makeForm } from './arbitraries';

const ARABIC = /[\u0600-\u06FF]/;

describe('planEvent', () => {
  it('returns an analysis that the response contract accepts, for any valid form', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const result = eventAnalysisSchema.safeParse({ ...planEvent(form), processingTime: 0 });
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same analysis for the same form', () => {
    const form = makeForm({ servicePackages: ['photography', 'security'] });
    expect(planEvent(form)).toEqual(planEvent(form));
  });

  it('echoes the event details with the resolved city', () => {
    const analysis = planEvent(makeForm({ eventType: 'other', customEventType: 'Graduation', location: 'Makkah' }));
    expect(analysis.eventDetails).toMatchObject({
      type: 'other',
      customEventType: 'Graduation',
      guestCount: 300,
      location: { city: 'Mecca', input: 'Makkah', known: true },
    });
    expect(analysis.marketDataSource).toMatch(/2026/);
  });

  it('writes every user-facing text in Arabic for an Arabic request', () => {
    const analysis = planEvent(
      makeForm({
        language: 'ar',
        servicePackages: ['photography', 'decoration'],
        cateringOptions: { menuType: 'fusion' },
      }),
    );
    const texts = [
      analysis.marketAnalysis.analysis,
      analysis.marketDataSource,
      ...Object.values(analysis.pricingAnalysis.tiers).flatMap((tier) => [
        tier.name,
        tier.description,
        ...tier.features,
        ...tier.breakdown.map((line) => line.label),
      ]),
      ...analysis.venueRecommendations.flatMap((venue) => [venue.name, venue.description]),
      ...analysis.optimizationRecommendations.savingsOpportunities.flatMap((saving) => [
        saving.title,
        saving.description,
      ]),
      ...analysis.complianceInfo.saudiRegulations.flatMap((rule) => [rule.title, rule.authority, rule.description]),
      ...analysis.complianceInfo.culturalConsiderations.flatMap((note) => [note.title, note.description]),
      ...analysis.visualConcepts.conceptDescriptions.flatMap((concept) => [
        concept.title,
        concept.description,
        concept.culturalRelevance,
      ]),
    ];
    for (const text of texts) expect(text).toMatch(ARABIC);
    expect(analysis.marketAnalysis.analysis).toContain('ر.س.');
  });
});
