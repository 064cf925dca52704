import fc from 'fast-check';
import type { EventGeneratorForm } from '../../../src/contracts/event-generator';
import { eventGeneratorRequestSchema } from '../../../src/contracts/event-generator';
import { MENU_TYPES, PREMIUM_LEVELS } from '../../../src/contracts/constants';
import { occasionsOfYear } from '../../../src/saudi/saudi-calendar';
import { OTHER_KINDS, WEDDING_FAMILY } from './arbitraries';

/*
 * The requests the advice property tests draw from (advice-fits-event, tier-steps): every kind of
 * event a visitor asks for, in the cities and more, on days on and around the Saudi
 * occasions and any day of the three years ahead, in both languages.
 */

/** The cities and more, as people type them (Madinah as typed, Khobar and Dammam both). */
const CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Khobar', 'Abha', 'AlUla', 'Madinah', 'Makkah', 'Tabuk', 'Taif', 'Paris'];
export const CURRENT = '2026-09-01';

/** Days on and around the occasions (a week either side), and any day of the next three years. */
const SPANS = [2026, 2027, 2028, 2029].flatMap((year) => occasionsOfYear(year).filter((span) => !span.approximate));
const isoPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayArb = fc
  .oneof(
    fc
      .tuple(fc.constantFrom(...SPANS), fc.integer({ min: -8, max: 8 }))
      .map(([span, offset]) => isoPlus(span.start, offset)),
    fc.integer({ min: 0, max: 3 * 365 - 2 }).map((offset) => isoPlus(CURRENT, offset)),
  )
  .filter((day) => day >= CURRENT && day <= '2029-08-31');

export const formArb = fc
  .record({
    kind: fc.constantFrom(...WEDDING_FAMILY, ...OTHER_KINDS),
    location: fc.constantFrom(...CITIES),
    eventDate: dayArb,
    language: fc.constantFrom('en' as const, 'ar' as const),
    guestCount: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 3_000 })),
    premiumLevel: fc.constantFrom(...PREMIUM_LEVELS),
    menuType: fc.constantFrom(...MENU_TYPES),
    cateringTier: fc.constantFrom('basic' as const, 'premium' as const, 'luxury' as const),
    servicePackages: fc.subarray(['photography', 'decoration', 'entertainment', 'coordination', 'technology'] as const),
    colorScheme: fc.constantFrom('elegant' as const, 'traditional' as const, 'modern' as const),
    culturalElements: fc.boolean(),
    duration: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ kind, menuType, cateringTier, colorScheme, culturalElements, ...fields }) =>
    eventGeneratorRequestSchema.parse({
      ...kind,
      ...fields,
      season: 'autumn',
      currentDate: CURRENT,
      cateringOptions: { menuType, tier: cateringTier },
      visualPreferences: { colorScheme, style: 'modern', culturalElements },
    }),
  );

export const RUNS = { numRuns: 250 };

export const where = (form: EventGeneratorForm) =>
  `${form.customEventType ?? form.eventType}, ${form.guestCount} guests, ${form.location}, ${form.eventDate}, ${form.language}, ${form.premiumLevel}`;
