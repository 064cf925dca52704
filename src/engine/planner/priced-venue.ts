import type { PremiumLevel } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';
import type { EventKind } from './event-kind';
import { FALLBACK, VENUE_LADDERS } from './market-data/venue-availability';
import { HALL_GRADES, PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
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
 * class changes to one that is cheaper for its size; from 50 guests it never pays more a guest than
 * a smaller party did, even where the class changes to a dearer one (the hall is hired at the
 * lowest rate a guest seen so far); and a tier never pays less than the tier below,
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

/**
 * A class's hire for the guests at this tier's grade of hall, relative to the tier's usual grade
 * (PREMIUM_LEVEL_DATA's venueFactor, applied to the line later): event halls spread wider (HALL_GRADES).
 * The ladder compares and floors these, so a class change never makes a guest pay more or a party less.
 */
function gradedCost(venueClass: VenueClass, guests: number, level: PremiumLevel): number {
  const cost = venueDayCost(venueClass, guests);
  return isHall(venueClass) ? (cost * HALL_GRADES[level]) / PREMIUM_LEVEL_DATA[level].venueFactor : cost;
}

/** Event halls: a qasr afrah and a qa'at munasabat, graded in classes (R4). */
export const isHall = (venueClass: VenueClass): boolean =>
  venueClass === 'wedding_palace' || venueClass === 'small_hall';

function ownVenue(ladder: Ladder, guests: number): PricedVenue {
  const { venueClass, capacity } = choose(ladder.rungs, guests);
  return { venueClass, capacity, dayCost: steadyCost(ladder, guests) };
}

/** From this many guests a bigger party never pays more a guest for its venue than a smaller one did. */
const STEADY_FROM = 50;

/** The hire paid, never less than a smaller party paid (below the class's own price where the class changes to a cheaper one). */
function risingCost(ladder: Ladder, guests: number): number {
  let floor = 0;
  for (const edge of ladder.edges) if (edge.guests <= guests) floor = Math.max(floor, edge.dayCost);
  return Math.max(floor, gradedCost(choose(ladder.rungs, guests).venueClass, guests, ladder.level));
}

/**
 * risingCost, and from STEADY_FROM guests also never more a guest than any smaller party paid: where
 * the class changes to a dearer one, the party pays the lowest rate a guest seen so far.
 */
function steadyCost(ladder: Ladder, guests: number): number {
  const own = risingCost(ladder, guests);
  if (guests < STEADY_FROM) return own;
  let at = ladder.steady[0] as Steady;
  for (const step of ladder.steady) if (step.guests <= guests) at = step;
  return Math.max(at.paid, Math.min(own, guests * at.rate));
}

type Steady = { guests: number; rate: number; paid: number };
/** The form's largest party, which FALLBACK's open-air grounds hold. */
const LARGEST = 100_000;

function steadySteps(ladder: Omit<Ladder, 'steady'>): Steady[] {
  const starts = [...new Set([STEADY_FROM, ...ladder.edges.map((edge) => edge.guests)])]
    .filter((guests) => guests >= STEADY_FROM && guests <= LARGEST)
    .sort((a, b) => a - b);
  const steps: Steady[] = [];
  let rate = Number.POSITIVE_INFINITY;
  let paid = risingCost(ladder as Ladder, STEADY_FROM - 1);
  starts.forEach((start, i) => {
    steps.push({ guests: start, rate, paid });
    const end = (starts[i + 1] ?? LARGEST + 1) - 1;
    const own = risingCost(ladder as Ladder, end);
    paid = Math.max(paid, Math.min(own, end * rate));
    rate = Math.min(rate, own / end);
  });
  return steps;
}

type Rung = { venueClass: VenueClass; capacity: { min: number; max: number } };
/**
 * The classes in order, and each guest count where the choice changes with the hire paid just
 * below it: a bigger party never pays less than what a smaller one paid.
 */
type Ladder = {
  level: PremiumLevel;
  rungs: readonly Rung[];
  edges: readonly { guests: number; dayCost: number }[];
  /** From STEADY_FROM guests: where the class changes, the lowest rate a guest so far and the most paid so far. */
  steady: readonly Steady[];
};

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
    .map((guests) => ({ guests, dayCost: gradedCost(choose(rungs, guests - 1).venueClass, guests - 1, level) }));
  return { level, rungs, edges, steady: steadySteps({ level, rungs, edges }) };
}

/** The first class that holds the guests; FALLBACK holds 1 to 100,000 everywhere, the form's whole range. */
function choose(rungs: readonly Rung[], guests: number): Rung {
  const rung = rungs.find(({ capacity }) => capacity.min <= guests && guests <= capacity.max);
  if (!rung) throw new Error(`no venue class holds ${guests} guests`);
  return rung;
}
