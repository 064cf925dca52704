import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../../src/contracts/event-generator';
import { planEvent } from '../../../src/engine/planner';
import { formArb, makeForm } from './arbitraries';
import { textsInLanguage } from './plan-texts';

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
    const texts = textsInLanguage(analysis);
    for (const text of texts) expect(text).toMatch(ARABIC);
    expect(analysis.marketAnalysis.analysis).toContain('ر.س.');
  });
});
