import type { Language } from '../../contracts/common';
import type { EventAnalysis, EventGeneratorForm, EventGeneratorRequest } from '../../contracts/event-generator';
import { eventFactsRequestSchema } from '../../contracts/event-generator';
import { bookingLead } from './booking-lead';
import { eventKind } from './event-kind';
import { culturalKeys, culturalNote, type PlanNoteKey } from './list-cultural-considerations';
import { regulationKeys } from './list-regulations';
import { TYPICAL_GUESTS } from './market-data/per-guest-bounds';
import { SUITED } from './market-data/venue-availability';
import { VENUE_CLASSES, type VenueClass, venueDayCost } from './market-data/venue-classes';
import { EVENT_PERMIT_LEAD_DAYS, needsEventPermit } from './needs-event-permit';
import { pricingContext } from './pricing-context';
import { type RankedVenue, rankVenues } from './recommend-venues';
import { resolveCity } from './resolve-city';
import { REGULATIONS, type RegulationKey } from './text/regulation-text';
import { capacityIn, placeClasses } from './venue-place';

/*
 * The planner's knowledge of one event, piece by piece, for whoever answers a question about it
 * (Layla) without planning the whole event: the same decisions planEvent makes, from a generator
 * request with the generator's defaults. Rules, customs, venues and lead times hold for any future
 * date, so a date past the planning horizon gets them too (eventFactsRequestSchema); each throws
 * a ZodError for a request that is otherwise invalid. Prices (quoteEvent) stop at the horizon.
 */

type Regulation = EventAnalysis['complianceInfo']['saudiRegulations'][number];
type Note = EventAnalysis['complianceInfo']['culturalConsiderations'][number];

/**
 * The permits and rules that apply, as the generator lists them, each with its key.
 *
 * @example
 * regulationsFor({ eventType: 'cultural', … }).some((rule) => rule.key === 'geaPermit'); // true
 */
export function regulationsFor(request: EventGeneratorRequest): (Regulation & { key: RegulationKey })[] {
  const form = eventFactsRequestSchema.parse(request);
  return regulationKeys(form, pricingContext(form)).map((key) => ({
    key,
    title: REGULATIONS[key].title[form.language],
    authority: REGULATIONS[key].authority[form.language],
    description: REGULATIONS[key].description[form.language],
  }));
}

/** The cultural notes that apply, as the generator lists them, each with its key. */
export function culturalNotesFor(request: EventGeneratorRequest): (Note & { key: PlanNoteKey })[] {
  const form = eventFactsRequestSchema.parse(request);
  const context = pricingContext(form);
  return culturalKeys(form, context).map((key) => ({ key, ...culturalNote(key, form, context) }));
}

/**
 * The venues the generator recommends for the event, best suited first, by class, with the class's
 * name in the request language and the day's hire rounded.
 *
 * @example
 * venuesFor({ eventType: 'wedding', guestCount: 800, location: 'Jeddah', … })[0]?.name; // 'Wedding palace (qasr afrah)'
 */
export function venuesFor(request: EventGeneratorRequest): (RankedVenue & { name: string })[] {
  const form = eventFactsRequestSchema.parse(request);
  return rankVenues(form, pricingContext(form)).map((venue) => ({
    ...venue,
    hire: Math.round(venue.hire),
    name: VENUE_CLASSES[venue.venueClass].name[form.language],
  }));
}

/**
 * The venue classes a place has, by name in the language, with what they hold there: the venues
 * Layla can list for a city before she knows the event.
 *
 * @example
 * venueClassesIn('NEOM', 'en').map((venue) => venue.venueClass); // ['home', 'restaurant_room', …, 'open_air_grounds']
 */
export function venueClassesIn(
  location: string,
  language: Language,
): { venueClass: VenueClass; name: string; capacity: { min: number; max: number } }[] {
  const city = resolveCity(location);
  return placeClasses(city).map((venueClass) => ({
    venueClass,
    name: VENUE_CLASSES[venueClass].name[language],
    capacity: capacityIn(venueClass, city),
  }));
}

export interface VenueClassFacts {
  name: string;
  /** The guests it holds in the event's city. */
  capacity: { min: number; max: number };
  /** Hire for the event's guests for a day, in the city, VAT and catering excluded, in SAR. */
  hire: number;
  /** The city has this kind of venue. */
  inCity: boolean;
  /** It is one of the venues that suit this kind of event. */
  suited: boolean;
}

/**
 * One class of venue for the event: what it holds in the city and its day's hire.
 *
 * @example
 * venueClassFacts({ eventType: 'wedding', guestCount: 300, location: 'Riyadh', … }, 'desert_camp').capacity; // { min: 20, max: 1000 }
 */
export function venueClassFacts(request: EventGeneratorRequest, venueClass: VenueClass): VenueClassFacts {
  const form = eventFactsRequestSchema.parse(request);
  const { city, kind } = pricingContext(form);
  return {
    name: VENUE_CLASSES[venueClass].name[form.language],
    capacity: capacityIn(venueClass, city),
    hire: Math.round(venueDayCost(venueClass, form.guestCount) * city.costIndex),
    inCity: placeClasses(city).includes(venueClass),
    suited: SUITED[kind].includes(venueClass),
  };
}

/**
 * How far ahead to book: the recommended lead in weeks (with the permit's when one is needed) and
 * the weeks left until the request's date.
 *
 * @example
 * leadTimeFor({ eventType: 'cultural', … }); // { weeks: 8, recommendedWeeks: 12, permit: true, permitDays: 60 }
 */
export function leadTimeFor(request: EventGeneratorRequest): {
  weeks: number;
  recommendedWeeks: number;
  permit: boolean;
  permitDays: number;
} {
  const form = eventFactsRequestSchema.parse(request);
  return { ...bookingLead(form), permit: needsEventPermit(form), permitDays: EVENT_PERMIT_LEAD_DAYS };
}

/**
 * A usual guest count for the kind of event, to price it before the visitor gives one.
 *
 * @example
 * typicalGuests({ eventType: 'wedding' }); // 300
 */
export function typicalGuests(event: Pick<EventGeneratorForm, 'eventType' | 'customEventType'>): number {
  return TYPICAL_GUESTS[eventKind(event)];
}
