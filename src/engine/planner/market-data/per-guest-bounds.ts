import type { EventKind } from '../event-kind';

export type SizeBand = 'intimate' | 'small' | 'medium' | 'large' | 'mass';
type Range = readonly [number, number];
export interface BandBounds {
  /** Per guest per day, 2026 SAR, VAT excluded: the Essential tier. */
  essential: Range;
  /** The same for the Luxury tier; Professional and Premium lie between the two. */
  luxury: Range;
}

/** Upper guest count of each band: ≤20, ≤100, ≤500, ≤2,000, above. */
export const SIZE_BANDS: readonly (readonly [SizeBand, number])[] = [
  ['intimate', 20],
  ['small', 100],
  ['medium', 500],
  ['large', 2_000],
  ['mass', Number.POSITIVE_INFINITY],
];

/**
 * What a guest costs, per kind of event and size, from a request of hall and food alone up to the
 * hall, food and the kind's usual services (USUAL_SERVICES), in cities whose index is 0.78–1.05
 * and any season. docs/sources.md ("Per-guest bounds") gives the anchors of each row: the domain
 * notes' tier table and R2–R10 for weddings, R10, R12, R13 and R64 for dinners and parties, R20 for
 * business events. Small events pay more per guest (a crew's minimum, a caterer's minimum order)
 * and crowds less (halls and kitchens at scale) [EST]. The market analysis's range reads this
 * table, and a property test keeps every quote inside it.
 */
export const PER_GUEST_BOUNDS: Record<EventKind, Record<SizeBand, BandBounds>> = {
  wedding: {
    // A crew at its minimum for five guests: about SR7k of photos, kosha and music at Essential.
    intimate: { essential: [80, 1_500], luxury: [350, 15_000] },
    small: { essential: [80, 600], luxury: [300, 6_000] },
    medium: { essential: [100, 500], luxury: [500, 3_600] },
    large: { essential: [100, 350], luxury: [300, 2_000] },
    mass: { essential: [100, 300], luxury: [250, 1_200] },
  },
  birthday: partyBounds(),
  celebration: partyBounds(),
  family: {
    intimate: { essential: [80, 400], luxury: [350, 2_500] },
    small: { essential: [80, 250], luxury: [300, 1_200] },
    medium: { essential: [80, 250], luxury: [250, 1_000] },
    // 90: a rest house, camp or grounds for 500+ hired at the lowest rate a guest a smaller party paid (priced-venue.ts).
    // 280: Luxury a step above Premium, not a hotel's price for a thousand (tier-venues.ts).
    large: { essential: [90, 300], luxury: [280, 1_000] },
    mass: { essential: [90, 250], luxury: [250, 900] },
  },
  corporate: {
    intimate: { essential: [150, 1_200], luxury: [350, 5_000] },
    small: { essential: [100, 500], luxury: [300, 2_200] },
    medium: { essential: [100, 450], luxury: [300, 1_800] },
    large: { essential: [100, 400], luxury: [300, 1_600] },
    mass: { essential: [100, 300], luxury: [250, 1_500] },
  },
  cultural: {
    intimate: { essential: [150, 1_500], luxury: [350, 10_000] },
    small: { essential: [100, 600], luxury: [300, 4_500] },
    medium: { essential: [100, 400], luxury: [300, 2_400] },
    large: { essential: [100, 350], luxury: [300, 1_800] },
    mass: { essential: [100, 300], luxury: [250, 1_300] },
  },
};

/** Birthdays and other private parties share one row: the same halls, crews and food. */
function partyBounds(): Record<SizeBand, BandBounds> {
  return {
    intimate: { essential: [80, 500], luxury: [350, 4_000] },
    small: { essential: [80, 300], luxury: [300, 2_000] },
    medium: { essential: [80, 300], luxury: [250, 1_200] },
    large: { essential: [90, 300], luxury: [280, 1_000] },
    mass: { essential: [90, 250], luxury: [250, 900] },
  };
}

/** The services the upper end of each row includes: what people of that kind of event usually book. */
export const USUAL_SERVICES = {
  wedding: ['photography', 'videography', 'decoration', 'entertainment', 'coordination'],
  birthday: ['photography', 'decoration', 'entertainment'],
  celebration: ['photography', 'decoration', 'entertainment'],
  family: ['photography', 'decoration'],
  corporate: ['technology', 'photography', 'coordination'],
  cultural: ['technology', 'decoration', 'entertainment', 'coordination'],
} as const satisfies Record<EventKind, readonly string[]>;

/**
 * The size band of a guest count.
 *
 * @example
 * sizeBand(10); // 'intimate'
 * sizeBand(300); // 'medium'
 */
export function sizeBand(guests: number): SizeBand {
  return SIZE_BANDS.find(([, upTo]) => guests <= upTo)?.[0] ?? 'mass';
}

/**
 * A usual guest count for each kind of event, for a price asked before the count is known [EST]:
 * the middle of the band the domain notes' tier table calls typical for weddings (101–500, R4's
 * halls seat 300–1,500 a side), a department's conference or dinner, a festival evening, and the
 * small parties and family gatherings that fill homes and rest houses (R9).
 */
export const TYPICAL_GUESTS: Record<EventKind, number> = {
  wedding: 300,
  corporate: 100,
  cultural: 300,
  birthday: 30,
  celebration: 50,
  family: 20,
};
