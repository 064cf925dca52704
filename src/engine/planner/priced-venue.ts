import type { PremiumLevel } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';
import type { EventKind } from './event-kind';
import { FALLBACK, VENUE_LADDERS } from './market-data/venue-availability';
import { VENUE_GRADES, type VenueClass, venueDayCost } from './market-data/venue-classes';
import type { ResolvedCity } from './resolve-city';
import { capacityIn, placeClasses } from './venue-place';

export interface PricedVenue {
  venueClass: VenueClass;
  /** The guests the class holds in this city; it always contains the guest count. */
  capacity: { min: number; max: number };
  /** Hire for one day in 2026 SAR, VAT excluded, before the tier's grade and city and date multipliers. */
  dayCost: number;
}

/**
 * The venue a tier is priced on: the first class of the tier's ladder that the city has and that
 * holds the guests. A bigger party never pays less hire than a smaller one did, even where the
 * class changes to one that is cheaper for its size, and a tier never less than the tier below,
 * nor a lower grade of venue (VENUE_GRADES): where its own ladder offers less, it keeps the tier
 * below's venue. AlUla prices its upper tiers, and all cultural events, on heritage sites where
 * they hold the guests.
 *
 * @example
 * pricedVenue('family', 'basic', 10, resolveCity('Riyadh')).venueClass;  // 'home'
 * pricedVenue('wedding', 'luxury', 300, resolveCity('Riyadh')).venueClass; // 'hotel_ballroom'
 */
export function pricedVenue(kind: EventKind, level: PremiumLevel, guests: number, city: ResolvedCity): PricedVenue {
  const byLevel = ownVenues(kind, guests, city);
  const upTo = byLevel.slice(0, PREMIUM_LEVELS.indexOf(level) + 1);
  const venue = upTo.reduce((best, next) =>
    VENUE_GRADES[next.venueClass] >= VENUE_GRADES[best.venueClass] ? next : best,
  );
  // A tier never hires for less than the tier below it does (a small room can be cheaper than a
  // function room), so every tier costs more than the one below.
  const dayCost = Math.max(...upTo.map((own) => own.dayCost));
  return { ...venue, dayCost };
}

// computeTiers asks for the four tiers of one event in a row: remember the last event's venues.
let last: { key: string; venues: readonly PricedVenue[] } | undefined;

function ownVenues(kind: EventKind, guests: number, city: ResolvedCity): readonly PricedVenue[] {
  const key = `${kind}:${guests}:${cityKey(city)}`;
  if (last?.key !== key)
    last = { key, venues: PREMIUM_LEVELS.map((level) => ownVenue(ladderIn(kind, level, city), guests)) };
  return last.venues;
}

function ownVenue(ladder: Ladder, guests: number): PricedVenue {
  const { venueClass, capacity } = choose(ladder.rungs, guests);
  let floor = 0;
  for (const edge of ladder.edges) if (edge.guests <= guests) floor = Math.max(floor, edge.dayCost);
  return { venueClass, capacity, dayCost: Math.max(floor, venueDayCost(venueClass, guests)) };
}

type Rung = { venueClass: VenueClass; capacity: { min: number; max: number } };
/**
 * The classes in order, and each guest count where the choice changes with the hire paid just
 * below it: a bigger party never pays less than what a smaller one paid.
 */
type Ladder = { rungs: readonly Rung[]; edges: readonly { guests: number; dayCost: number }[] };

const cityKey = (city: ResolvedCity) => (city.known ? city.city : '?');

function ladderIn(kind: EventKind, level: PremiumLevel, city: ResolvedCity): Ladder {
  const key = `${kind}:${level}:${cityKey(city)}`;
  let ladder = ladders.get(key);
  if (!ladder) {
    ladder = buildLadder(kind, level, city);
    ladders.set(key, ladder);
  }
  return ladder;
}
// Built once per kind, tier and place: a plan prices the same ladder for every tier and saving.
const ladders = new Map<string, Ladder>();

function buildLadder(kind: EventKind, level: PremiumLevel, city: ResolvedCity): Ladder {
  const available = placeClasses(city);
  const heritage = city.city === 'AlUla' && (kind === 'cultural' || level === 'premium' || level === 'luxury');
  const classes = new Set<VenueClass>([
    ...(heritage ? (['heritage_site'] as const) : []),
    ...VENUE_LADDERS[kind][level],
    ...FALLBACK,
  ]);
  const rungs = [...classes]
    .filter((venueClass) => available.includes(venueClass))
    .map((venueClass) => ({ venueClass, capacity: capacityIn(venueClass, city) }));
  const edges = rungs
    .flatMap(({ capacity }) => [capacity.min, capacity.max + 1])
    .filter((guests) => guests > 1)
    .map((guests) => ({ guests, dayCost: venueDayCost(choose(rungs, guests - 1).venueClass, guests - 1) }));
  return { rungs, edges };
}

/** The first class that holds the guests; FALLBACK holds 1 to 100,000 everywhere, the form's whole range. */
function choose(rungs: readonly Rung[], guests: number): Rung {
  const rung = rungs.find(({ capacity }) => capacity.min <= guests && guests <= capacity.max);
  if (!rung) throw new Error(`no venue class holds ${guests} guests`);
  return rung;
}
