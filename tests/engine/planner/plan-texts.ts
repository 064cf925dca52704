import type { EventAnalysis } from '../../../src/contracts/event-generator';

type Plan = Omit<EventAnalysis, 'processingTime'>;

const conceptWords = (plan: Plan) =>
  plan.visualConcepts.conceptDescriptions.flatMap((concept) => [
    concept.title,
    concept.description,
    concept.culturalRelevance,
  ]);

// A colour scheme is named and described in both languages, whatever the request's.
const schemeWords = (plan: Plan) =>
  Object.values(plan.visualConcepts.colorSchemes).flatMap((scheme) => [
    scheme.name.en,
    scheme.name.ar,
    scheme.description.en,
    scheme.description.ar,
  ]);

/** The visual concepts a client reads: each concept's words and each colour scheme's. */
export const conceptTexts = (plan: Plan): string[] => [...conceptWords(plan), ...schemeWords(plan)];

/** Every text of the plan written in the request's language alone. */
export function textsInLanguage(plan: Plan): string[] {
  return [
    plan.marketAnalysis.analysis,
    plan.marketDataSource,
    ...Object.values(plan.pricingAnalysis.tiers).flatMap((tier) => [
      tier.name,
      tier.description,
      ...tier.features,
      ...tier.breakdown.map((line) => line.label),
    ]),
    ...plan.venueRecommendations.flatMap((venue) => [venue.name, venue.description]),
    ...conceptWords(plan),
    ...plan.optimizationRecommendations.savingsOpportunities.flatMap((saving) => [saving.title, saving.description]),
    ...plan.complianceInfo.saudiRegulations.flatMap((rule) => [rule.title, rule.authority, rule.description]),
    ...plan.complianceInfo.culturalConsiderations.flatMap((note) => [note.title, note.description]),
  ];
}

/** Every text of the plan a client reads, the echoed form and the images' data excluded. */
export const prose = (plan: Plan): string[] => [
  ...textsInLanguage(plan),
  ...schemeWords(plan),
  ...plan.visualConcepts.generatedImages.map((image) => image.prompt),
];
