import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventGeneratorRequestSchema } from '../../../src/contracts/event-generator';
import { EXTRA_THRESHOLDS } from '../../../src/engine/planner/included-extras';
import { planEvent } from '../../../src/engine/planner/plan-event';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { MENU_NAMES } from '../../../src/engine/planner/text/labels';
import { climateIn } from '../../../src/saudi/climate';
import { heritageRegionOf, REGION_HERITAGE } from '../../../src/saudi/heritage';
import { OCCASION_NOTES } from '../../../src/saudi/occasion-notes';
import { occasionsNear } from '../../../src/saudi/saudi-calendar';
import { CURRENT, formArb, RUNS, where } from './advice-forms';
import { conceptTexts, prose } from './plan-texts';

describe('the advice fits the event, for every kind × city × month × language', () => {
  it('names the holidays the date falls on or near: both Eids, Ramadan ahead or under way, the national days, Hajj in the holy cities', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const text = plan.marketAnalysis.analysis;
        const city = pricingContext(form).city.city;
        for (const near of occasionsNear(form.eventDate)) {
          const name = OCCASION_NOTES[near.occasion].name[form.language];
          const named =
            ['eidAlFitr', 'eidAlAdha', 'nationalDay', 'foundingDay'].includes(near.occasion) ||
            (near.occasion === 'ramadan' && near.days >= 0) ||
            (near.occasion === 'hajj' && (city === 'Mecca' || city === 'Medina'));
          if (named) expect(text, `${where(form)}: ${near.occasion} ${near.days}`).toContain(name);
        }
        // And no Eid it is not near.
        for (const occasion of ['eidAlFitr', 'eidAlAdha'] as const)
          if (!occasionsNear(form.eventDate).some((near) => near.occasion === occasion))
            expect(text, where(form)).not.toContain(OCCASION_NOTES[occasion].name[form.language]);
      }),
      RUNS,
    );
  });

  it('says the 10 March 2027 conference in Riyadh falls on Eid al-Fitr, with the Hijri date, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const plan = planEvent(
        eventGeneratorRequestSchema.parse({
          eventType: 'corporate',
          guestCount: 800,
          location: 'Riyadh',
          season: 'spring',
          eventDate: '2027-03-10',
          currentDate: CURRENT,
          language,
        }),
      );
      expect(plan.marketAnalysis.analysis).toContain(
        language === 'en'
          ? 'Your date, Wednesday 10 March 2027 (2 Shawwal 1448 AH), is the second day of Eid al-Fitr.'
          : 'يقع تاريخك الأربعاء 10 مارس 2027 (2 شوال 1448 هـ) في اليوم الثاني من عيد الفطر.',
      );
      expect(plan.marketAnalysis.analysis).toContain(language === 'en' ? 'Offices close' : 'تُغلق المكاتب');
    }
  });

  it("draws no region's heritage but the event city's own into the concepts and notes", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const city = pricingContext(form).city;
        const own = city.known ? heritageRegionOf(city.city) : undefined;
        const concepts = [
          ...conceptTexts(plan),
          ...plan.complianceInfo.culturalConsiderations.map((note) => note.description),
        ]
          .join(' ')
          .toLowerCase();
        for (const [region, heritage] of Object.entries(REGION_HERITAGE))
          if (region !== own)
            for (const marker of heritage.markers)
              expect(concepts, `${where(form)}: ${region} "${marker}"`).not.toContain(marker);
      }),
      RUNS,
    );
  });

  it("gives weather advice that fits the city's month: heaters only for cold nights, heat advice only for hot days, the Gulf's dust only in the Eastern Province", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const text = prose(plan).join(' ');
        const city = pricingContext(form).city;
        const weather = city.known ? climateIn(city.city, Number(form.eventDate.slice(5, 7))) : undefined;
        // Heaters advised, not 'no heaters needed'.
        const heaters = /(?<!no )heaters|(?<!دون حاجة إلى )دفايات/.test(text);
        const cold = weather !== undefined && (weather.low <= 10 || weather.heating);
        expect(heaters, `${where(form)}: low ${weather?.low}`).toBe(cold);
        if (/too hot outdoors|air-conditioned hall|حرارة لا تناسب|قاعة مكيّفة/.test(text))
          expect(weather?.high ?? 0, where(form)).toBeGreaterThanOrEqual(35);
        if (/Eastern Province|المنطقة الشرقية/.test(text))
          expect(heritageRegionOf(city.city), where(form)).toBe('eastern');
        expect(text, where(form)).not.toMatch(/50 °C|50 درجة/);
        if (/thunderstorm|العواصف الرعدية/.test(text)) expect(weather?.mountain, where(form)).toBe(true);
        if (!city.known) expect(plan.marketAnalysis.analysis, where(form)).not.toMatch(/°C|°/);
      }),
      RUNS,
    );
  });

  it('describes the menu chosen: its name on the catering line, lamb dishes only on a traditional menu', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const { menuType } = form.cateringOptions;
        for (const tier of Object.values(plan.pricingAnalysis.tiers)) {
          const catering = tier.breakdown.find((line) => line.category === 'catering');
          expect(catering?.label, where(form)).toContain(MENU_NAMES[menuType][form.language]);
        }
        const withoutSavings = prose({ ...plan, optimizationRecommendations: { savingsOpportunities: [] } }).join(' ');
        if (menuType !== 'traditional_saudi') {
          expect(withoutSavings, where(form)).not.toMatch(/kabsa|mandi|ouzi|الكبسة|المندي|القوزي/);
          expect(withoutSavings, where(form)).not.toContain(MENU_NAMES.traditional_saudi[form.language]);
        }
      }),
      RUNS,
    );
  });

  it(`offers VIP protocol only to weddings, business and cultural events of ${EXTRA_THRESHOLDS.vipProtocol.minGuests}+ guests, and an on-site coordinator from ${EXTRA_THRESHOLDS.coordinatorDay.minGuests}`, () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plan = planEvent(form);
        const kind = pricingContext(form).kind;
        const vipFits =
          EXTRA_THRESHOLDS.vipProtocol.kinds.includes(kind) &&
          form.guestCount >= EXTRA_THRESHOLDS.vipProtocol.minGuests;
        for (const tier of Object.values(plan.pricingAnalysis.tiers)) {
          const text = [tier.description, ...tier.features].join(' ');
          if (!vipFits) expect(text, where(form)).not.toMatch(/VIP|كبار الشخصيات|كبار الضيوف/);
          if (form.guestCount < EXTRA_THRESHOLDS.coordinatorDay.minGuests)
            expect(text, where(form)).not.toMatch(/on-site coordinator|منسق مخصص/);
        }
      }),
      RUNS,
    );
  });

  it('never moves a birthday, a graduation, an Eid gathering or a national day to another season or day', () => {
    fc.assert(
      fc.property(
        formArb.filter(
          (form) => form.eventType === 'birthday' || /Graduation|العيد|National/.test(form.customEventType ?? ''),
        ),
        (form) => {
          const titles = planEvent(form).optimizationRecommendations.savingsOpportunities.map((saving) => saving.title);
          expect(titles, where(form)).not.toContain(
            form.language === 'en' ? 'Move to the low season' : 'الانتقال إلى موسم أقل طلبًا',
          );
          expect(titles, where(form)).not.toContain(
            form.language === 'en' ? 'Shift to a weekday' : 'الانتقال إلى يوم من أيام الأسبوع',
          );
        },
      ),
      RUNS,
    );
  });

  it('writes no date as YYYY-MM-DD in any text of the plan', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        for (const text of prose(planEvent(form))) expect(text, where(form)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }),
      RUNS,
    );
  });
});
