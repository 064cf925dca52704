import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { analyseMarket } from './analyse-market';
import { computeTiers } from './compute-tiers';
import { findSavings } from './find-savings';
import { listCulturalConsiderations } from './list-cultural-considerations';
import { listRegulations } from './list-regulations';
import { VAT_RATE } from './market-data/vat';
import { pricingContext } from './pricing-context';
import { recommendVenues } from './recommend-venues';
import { buildVisualConcepts } from './visuals/build-visual-concepts';

const SOURCE = {
  en: 'Our market data: public Saudi sources and marked estimates, priced by kind and size of event, scaled to 2026, VAT 15% shown separately.',
  ar: 'بيانات السوق لدينا: مصادر سعودية عامة وتقديرات موضحة، مسعّرة حسب نوع الفعالية وحجمها، ومعدّلة إلى عام 2026، وضريبة القيمة المضافة 15٪ مبيّنة منفصلة.',
} as const;

/**
 * The whole event analysis for a validated generator form, without processingTime (the handler
 * measures and adds it). Pure: the same form always gives the same analysis.
 *
 * @example
 * const analysis = planEvent(eventGeneratorRequestSchema.parse(body));
 * eventAnalysisSchema.parse({ ...analysis, processingTime: 12 });
 */
export function planEvent(form: EventGeneratorForm): Omit<EventAnalysis, 'processingTime'> {
  const context = pricingContext(form);
  const tiers = computeTiers(form, context);
  return {
    eventDetails: {
      type: form.eventType,
      ...(form.customEventType ? { customEventType: form.customEventType } : {}),
      guestCount: form.guestCount,
      duration: form.duration,
      season: form.season,
      eventDate: form.eventDate,
      premiumLevel: form.premiumLevel,
      location: { city: context.city.city, input: context.city.input, known: context.city.known },
    },
    marketDataSource: SOURCE[form.language],
    analysisMethod: 'rules',
    pricingAnalysis: { currency: 'SAR', vatRate: VAT_RATE, tiers },
    marketAnalysis: analyseMarket(form, tiers, context),
    venueRecommendations: recommendVenues(form, context),
    visualConcepts: buildVisualConcepts(form, context),
    optimizationRecommendations: { savingsOpportunities: findSavings(form, context) },
    complianceInfo: {
      saudiRegulations: listRegulations(form, context),
      culturalConsiderations: listCulturalConsiderations(form, context),
    },
  };
}
