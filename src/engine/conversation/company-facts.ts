import { CITIES, type City } from '../../contracts/common';

/** What Layla may say about the company; the server can override any of it (spec §9: values omitted there). */
export interface CompanyFacts {
  since: number;
  /** Shown to visitors as written. */
  phone: string;
  whatsapp: string;
  email: string;
  followUpHours: number;
  cities: readonly City[];
  services: readonly string[];
  process: readonly string[];
}

/**
 * Placeholder contact details until the company's real ones are configured.
 *
 * @example
 * DEFAULT_COMPANY_FACTS.followUpHours; // 24
 */
export const DEFAULT_COMPANY_FACTS: CompanyFacts = {
  since: 2010,
  phone: '+966 11 234 5678',
  whatsapp: '+966 50 123 4567',
  email: 'hello@example.com',
  followUpHours: 24,
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
