/**
 * The planner's public entry: planEvent for the generator, quoteEvent for any other quote,
 * serviceCost and venueDayCost for one thing priced on its own (Layla's single items), and
 * the planner's knowledge (rules, customs, venues, seasons, calendar, catering, VAT, the weather
 * in words, dates in words) for whoever answers questions about an event (Layla), so every figure
 * has one home. The Saudi calendar, climate and heritage themselves live in src/saudi.
 */
export { bookingLead } from './booking-lead';
export { type Tiers, computeTiers } from './compute-tiers';
export { type DateContext, dateContext } from './date-context';
export {
  culturalNotesFor,
  leadTimeFor,
  regulationsFor,
  typicalGuests,
  type VenueClassFacts,
  venueClassesIn,
  venueClassFacts,
  venuesFor,
} from './event-facts';
export { type EventKind, eventKind } from './event-kind';
export { CATERING_PER_GUEST, cateringPerGuest, MINIMUM_COVERS } from './market-data/catering';
export { CITY_INDEX } from './market-data/city-index';
export { NATIONAL_DAYS } from './market-data/national-days';
export { CITY_SEASON_MONTHS, OVERLAYS, SEASON_DEMAND } from './market-data/seasons';
export { VAT_RATE } from './market-data/vat';
export { VENUE_CLASSES, type VenueClass, venueDayCost } from './market-data/venue-classes';
export { EVENT_PERMIT_LEAD_DAYS, needsEventPermit } from './needs-event-permit';
export { nextOccasion, type Occasion, type OccasionDates } from './occasions';
export { planEvent } from './plan-event';
export { type PricingContext, pricingContext } from './pricing-context';
export { quoteEvent } from './quote-event';
export { serviceCost } from './service-cost';
export { type ResolvedCity, resolveCity } from './resolve-city';
export { CULTURAL_NOTES, type CulturalKey } from './text/cultural-text';
export { EVENT_TYPE_NAMES, MENU_NAMES, PACKAGE_NAMES, SEASON_NAMES, TIER_NAMES } from './text/labels';
export { CLIMATE_TEXT, type ClimateKey, climateKeys, climateSentences } from './text/climate-text';
export { dayInWords, occasionRelation } from './text/date-words';
export { dateBound } from './date-bound';
export { EXTRA_THRESHOLDS, includedExtras } from './included-extras';
export { marketRange } from './market-range';
export { RAMADAN_NOTES, SEASON_NOTES } from './text/market-prose';
export { REGULATIONS, type RegulationKey } from './text/regulation-text';
