import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREMIUM_LEVELS } from '../../../src/contracts/constants';
import { marketRange } from '../../../src/engine/planner/market-range';
import { planEvent } from '../../../src/engine/planner/plan-event';
import { priceRequest } from '../../../src/engine/planner/price-request';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { rankVenues } from '../../../src/engine/planner/recommend-venues';
import { formArb, RUNS, where } from './advice-forms';

describe('one price per venue, tiers as steps, a range a planner would quote', () => {
  it("never prices a tier's venue below the 'from' price its card quotes", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const context = pricingContext(form);
        const cards = rankVenues(form, context);
        const plan = planEvent(form);
        for (const level of PREMIUM_LEVELS) {
          const line = priceRequest(form, level, context).find((cost) => cost.category === 'venue');
          if (line?.category !== 'venue') throw new Error('no venue line');
          const card = cards.find((venue) => venue.venueClass === line.venue.venueClass);
          expect(card, `${where(form)}: ${level}`).toBeDefined();
          expect(line.amount / form.duration, `${where(form)}: ${level}`).toBeGreaterThanOrEqual(
            (card?.hire ?? 0) - 1e-6,
          );
        }
        // The card's text quotes that same 'from' price.
        for (const venue of cards.filter((card) => card.hire > 0)) {
          const description = plan.venueRecommendations[cards.indexOf(venue)]?.description ?? '';
          expect(description.replace(/\u00a0/g, ' '), where(form)).toContain(
            Math.round(venue.hire).toLocaleString('en-US'),
          );
        }
      }),
      RUNS,
    );
  });

  it('steps each tier at most twice the one below, and quotes a market range at most 8× wide', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const totals = PREMIUM_LEVELS.map((level) => plan.pricingAnalysis.tiers[level].total);
        for (let i = 1; i < totals.length; i++) {
          expect(totals[i], `${where(form)}: tier ${i}`).toBeGreaterThan(totals[i - 1] ?? 0);
          expect(totals[i], `${where(form)}: tier ${i}`).toBeLessThanOrEqual(2 * (totals[i - 1] ?? 0));
        }
        const range = marketRange(form, pricingContext(form));
        expect(range.high / range.low, where(form)).toBeLessThanOrEqual(8);
        expect(plan.marketAnalysis.analysis.replace(/\u00a0/g, ' ')).toContain(range.high.toLocaleString('en-US'));
      }),
      RUNS,
    );
  });
});
