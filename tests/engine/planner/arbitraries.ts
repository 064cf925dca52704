import fc from 'fast-check';
import { EVENT_TYPES } from '../../../src/contracts/common';
import { type EventGeneratorForm, eventGeneratorRequestSchema } from '../../../src/contracts/event-generator';
import {
  CATERING_TIERS,
  COLOR_SCHEMES,
  MENU_TYPES,
  PREMIUM_LEVELS,
  SEASONS,
  SERVICE_PACKAGES,
  VISUAL_STYLES,
} from '../../../src/contracts/constants';

/**
 * The kinds of event a visitor asks for, as they pick or type them: a wedding and its family
 * (dressed in the kosha), then every other kind.
 */
export const WEDDING_FAMILY = [
  { eventType: 'wedding' },
  { eventType: 'other', customEventType: 'Engagement party' },
  { eventType: 'other', customEventType: 'ملكة' },
  { eventType: 'other', customEventType: 'Henna night' },
] as const;
export const OTHER_KINDS = [
  { eventType: 'birthday' },
  { eventType: 'corporate' },
  { eventType: 'cultural' },
  { eventType: 'other', customEventType: 'Graduation party' },
  { eventType: 'other', customEventType: 'حفل تخرج' },
  { eventType: 'other', customEventType: 'Family dinner' },
  { eventType: 'other', customEventType: 'عزيمة العيد' },
  { eventType: 'other', customEventType: 'عقيقة' },
  { eventType: 'other', customEventType: 'Corporate workshop' },
  { eventType: 'other', customEventType: 'مؤتمر' },
  { eventType: 'other', customEventType: 'Exhibition' },
  { eventType: 'other', customEventType: 'National Day celebration' },
] as const;

/** Places as people type them: known cities in both scripts, odd spellings and unknown places. */
export const LOCATIONS = [
  'Riyadh',
  'الرياض',
  'jeddah',
  'جدة',
  'Makkah',
  'Madinah',
  'Al Khobar',
  'Dammam',
  'AlUla',
  'العلا',
  'NEOM',
  'Abha',
  'Tabuk',
  'Khamis Mushait',
  'الأحساء',
  'Paris',
  'Small village',
  'Hail',
  'Yanbu',
  'Taif',
] as const;

const CURRENT_DATE = '2026-01-15T09:00:00+03:00';
/** Event dates from the current date to the end of 2031 (past the calendar tables on purpose). */
// Within the contract's horizon (EVENT_DATE_HORIZON_YEARS from the request's currentDate).
const eventDateArb = fc
  .integer({ min: 0, max: 3 * 365 - 1 })
  .map((offset) => new Date(Date.UTC(2026, 0, 15 + offset)).toISOString().slice(0, 10));

/** Valid generator forms, parsed through the request schema so defaults apply as on the server. */
export const formArb: fc.Arbitrary<EventGeneratorForm> = fc
  .record({
    eventType: fc.constantFrom(...EVENT_TYPES),
    customEventType: fc.constantFrom('Graduation party', 'حفل تخرج'),
    guestCount: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 100_000 })),
    location: fc.constantFrom(...LOCATIONS),
    duration: fc.integer({ min: 1, max: 7 }),
    season: fc.constantFrom(...SEASONS),
    eventDate: eventDateArb,
    premiumLevel: fc.constantFrom(...PREMIUM_LEVELS),
    cateringOptions: fc.record({ menuType: fc.constantFrom(...MENU_TYPES), tier: fc.constantFrom(...CATERING_TIERS) }),
    servicePackages: fc.subarray([...SERVICE_PACKAGES]),
    budgetRange: fc.option(
      fc.tuple(fc.nat(2_000_000), fc.nat(5_000_000)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      { nil: undefined },
    ),
    visualPreferences: fc.record({
      colorScheme: fc.constantFrom(...COLOR_SCHEMES),
      style: fc.constantFrom(...VISUAL_STYLES),
      culturalElements: fc.boolean(),
    }),
    generateVisuals: fc.boolean(),
    language: fc.constantFrom('en' as const, 'ar' as const),
  })
  .map((raw) => eventGeneratorRequestSchema.parse({ ...raw, currentDate: CURRENT_DATE }));

/** A form from literal fields, through the schema. */
export const makeForm = (fields: Record<string, unknown>): EventGeneratorForm =>
  eventGeneratorRequestSchema.parse({
    eventType: 'wedding',
    guestCount: 300,
    location: 'Riyadh',
    season: 'autumn',
    eventDate: '2026-10-06',
    currentDate: CURRENT_DATE,
    ...fields,
  });
