import { PREMIUM_LEVELS, type PremiumLevel } from '../../contracts/event-generator';
import type { EventKind } from './event-kind';
import { FALLBACK, VENUE_LADDERS } from './market-data/venue-availability';
import { type VenueClass, venueDayCost } from './market-data/venue-classes';
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
 * class changes to one that is cheaper for its size, and a tier never less than the tier below. AlUla prices its upper tiers, and all cultural events,
 * on heritage sites where they hold the guests.
 *
 * @example
 * pricedVenue('family', 'basic', 10, resolveCity('Riyadh')).venueClass;  // 'home'
 * pricedVenue('wedding', 'luxury', 300, resolveCity('Riyadh')).venueClass; // 'hotel_ballroom'
 */
export function pricedVenue(kind: EventKind, level: PremiumLevel, guests: number, city: ResolvedCity): PricedVenue {
  const own = ownVenue(kind, level, guests, city);
  // A tier never hires for less than the tier below it does (a small room can be cheaper than a
  // function room), so every tier costs more than the one below.
  const lower = PREMIUM_LEVELS.slice(0, PREMIUM_LEVELS.indexOf(level));
  const dayCost = Math.max(own.dayCost, ...lower.map((below) => ownVenue(kind, below, guests, city).dayCost));
  return { ...own, dayCost };
}

function ownVenue(kind: EventKind, level: PremiumLevel, guests: number, city: ResolvedCity): PricedVenue {
  const ladder = ladderIn(kind, level, city);
  const chosen = choose(ladder, guests);
  // The choice changes only where a class starts or stops holding the guests: the dearest choice
  // just below each such point is what a smaller party paid.
  let floor = 0;
  for (const { capacity } of ladder) {
    for (const edge of [capacity.min, capacity.max + 1]) {
      if (edge <= 1 || edge > guests) continue;
      const below = choose(ladder, edge - 1);
      floor = Math.max(floor, venueDayCost(below.venueClass, edge - 1));
    }
  }
  return { ...chosen, dayCost: Math.max(floor, venueDayCost(chosen.venueClass, guests)) };
}

type Rung = { venueClass: VenueClass; capacity: { min: number; max: number } };

/** The tier's classes that the city has, in order, each with its capacity there, then the fallbacks. */
function ladderIn(kind: EventKind, level: PremiumLevel, city: ResolvedCity): readonly Rung[] {
  const key = `${kind}:${level}:${city.known ? city.city : '?'}`;
  let ladder = ladders.get(key);
  if (!ladder) {
    ladder = buildLadder(kind, level, city);
    ladders.set(key, ladder);
  }
  return ladder;
}
// Built once per kind, tier and place: a plan prices the same ladder for every tier and saving.
const ladders = new Map<string, readonly Rung[]>();

function buildLadder(kind: EventKind, level: PremiumLevel, city: ResolvedCity): Rung[] {
  const available = placeClasses(city);
  const heritage = city.city === 'AlUla' && (kind === 'cultural' || level === 'premium' || level === 'luxury');
  const classes = new Set<VenueClass>([
    ...(heritage ? (['heritage_site'] as const) : []),
    ...VENUE_LADDERS[kind][level],
    ...FALLBACK,
  ]);
  return [...classes]
    .filter((venueClass) => available.includes(venueClass))
    .map((venueClass) => ({ venueClass, capacity: capacityIn(venueClass, city) }));
}

/** The first class that holds the guests; FALLBACK holds 1 to 100,000 everywhere, the form's whole range. */
function choose(ladder: readonly Rung[], guests: number): Rung {
  const rung = ladder.find(({ capacity }) => capacity.min <= guests && guests <= capacity.max);
  if (!rung) throw new Error(`no venue class holds ${guests} guests`);
  return rung;
}
