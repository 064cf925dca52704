import type { EventType } from '@contracts/common';
import type { PremiumLevel, Season, ServicePackage } from '@contracts/event-generator';
import type { CATERING_TIERS, COLOR_SCHEMES, MENU_TYPES, VISUAL_STYLES } from '@contracts/constants';
import { seasonOfMonth } from '@saudi/season-of';

/**
 * What the visitor has entered, as the form holds it: numbers stay strings while typed, and
 * eventType is empty until chosen, so step 1 can say what is missing.
 */
export interface GeneratorForm {
  eventType: EventType | '';
  customEventType: string;
  guestCount: string;
  location: string;
  duration: number;
  season: Season;
  /** The visitor picked the season themselves: a later date no longer moves it. */
  seasonChosen: boolean;
  eventDate: string;
  premiumLevel: PremiumLevel;
  cateringOptions: { menuType: (typeof MENU_TYPES)[number]; tier: (typeof CATERING_TIERS)[number] };
  servicePackages: ServicePackage[];
  specialRequests: string[];
  budgetRange: { min: string; max: string };
  visualPreferences: {
    colorScheme: (typeof COLOR_SCHEMES)[number];
    style: (typeof VISUAL_STYLES)[number];
    culturalElements: boolean;
  };
  generateVisuals: boolean;
}

/**
 * The season a date falls in (spec §4): Dec–Feb winter, Mar–May spring, Jun–Aug summer, else autumn.
 * @example seasonForMonth(0) // 'winter' (January; months count from 0 like Date#getMonth)
 */
export function seasonForMonth(month: number): Season {
  return seasonOfMonth(month + 1);
}

/** A fresh form: the spec's defaults, with the season of `today` until a date is picked. */
export function createDefaultForm(today: Date = new Date()): GeneratorForm {
  return {
    eventType: '',
    customEventType: '',
    guestCount: '',
    location: '',
    duration: 1,
    season: seasonForMonth(today.getMonth()),
    seasonChosen: false,
    eventDate: '',
    premiumLevel: 'standard',
    cateringOptions: { menuType: 'traditional_saudi', tier: 'premium' },
    servicePackages: [],
    specialRequests: [],
    budgetRange: { min: '', max: '' },
    visualPreferences: { colorScheme: 'elegant', style: 'modern', culturalElements: true },
    generateVisuals: true,
  };
}

/** The visitor's own calendar day, YYYY-MM-DD (what 'today' means on their screen). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
