import { CITIES } from '../contracts/constants';
import type { City } from './cities';

/**
 * What the product says about the company, in one place: the widgets show the contact details,
 * Layla states them, the server overrides them from its environment (COMPANY_PHONE,
 * COMPANY_WHATSAPP, COMPANY_EMAIL) and a page's own settings override the server's.
 */
export interface CompanyFacts {
  since: number;
  /** Shown to visitors as written, e.g. '+966 11 234 5678'. */
  phone: string;
  /**
   * The WhatsApp number in any phone form ('966501234567', '+966 50 123 4567'): whatsappHref makes
   * the link, formatPhone the text.
   */
  whatsapp: string;
  email: string;
  /** How soon the team contacts a visitor who left their details: FOLLOW_UP_HOURS. */
  followUpHours: number;
  /**
   * The cities the company organises events in, by the city table's ids (every city the product
   * knows today, AlUla and NEOM included); the planner prices any city, served or not.
   */
  cities: readonly City[];
  services: readonly string[];
  process: readonly string[];
}

/** The part of the facts a page configures. */
export type CompanyContact = Pick<CompanyFacts, 'phone' | 'whatsapp' | 'email'>;

/** The part of the facts a site owner configures on the server: the contact and the cities served. */
export type CompanySettings = CompanyContact & Pick<CompanyFacts, 'cities'>;

/**
 * The follow-up promise, in hours: the one setting every copy that states it reads (the widgets'
 * copy through i18n, Layla through CompanyFacts, the staff mails).
 */
export const FOLLOW_UP_HOURS = 24;

/**
 * The company's name in both languages, as the site's brand writes it: the generator's printed plan
 * and the plan emailed to a visitor carry it.
 */
export const COMPANY_NAME = { en: 'Saudi Events', ar: 'فعاليات السعودية' } as const;

// Placeholders until the company's real details are configured (spec §9 omits them).
export const DEFAULT_PHONE = '+966 11 234 5678';
export const DEFAULT_WHATSAPP = '966501234567';
export const DEFAULT_EMAIL = 'hello@example.com';

/**
 * @example
 * DEFAULT_COMPANY_FACTS.followUpHours; // 24
 */
export const DEFAULT_COMPANY_FACTS: CompanyFacts = {
  since: 2010,
  phone: DEFAULT_PHONE,
  whatsapp: DEFAULT_WHATSAPP,
  email: DEFAULT_EMAIL,
  followUpHours: FOLLOW_UP_HOURS,
  cities: CITIES,
  services: [
    'entertainment events',
    'corporate events',
    'VIP protocol',
    'event consultation',
    'crowd management',
    'health and safety',
  ],
  process: ['consultation', 'planning', 'coordination', 'execution'],
};

/**
 * The facts with each layer of configuration over the one before (defaults, then the server's,
 * then the page's); missing or blank values, and an empty list of cities, fall through.
 *
 * @example
 * companyFacts({ phone: '+966 12 000 0000' }, { phone: '+966 13 000 0000' }).phone; // '+966 13 000 0000'
 * companyFacts({ cities: ['Riyadh', 'AlUla'] }).cities; // ['Riyadh', 'AlUla']
 */
export function companyFacts(...layers: (Partial<CompanySettings> | undefined)[]): CompanyFacts {
  const facts = { ...DEFAULT_COMPANY_FACTS };
  for (const layer of layers) {
    for (const key of ['phone', 'whatsapp', 'email'] as const) {
      const value = layer?.[key]?.trim();
      if (value) facts[key] = value;
    }
    if (layer?.cities?.length) facts.cities = distinct(layer.cities);
  }
  return facts;
}

// The server's list is the same array on every chat turn: it is deduplicated once.
const distinctCities = new WeakMap<readonly City[], readonly City[]>();

function distinct(cities: readonly City[]): readonly City[] {
  let unique = distinctCities.get(cities);
  if (!unique) {
    unique = Object.freeze([...new Set(cities)]);
    distinctCities.set(cities, unique);
  }
  return unique;
}
