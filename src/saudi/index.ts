/**
 * The Saudi-locale core: what both engines, the server, the shell and the widgets know about the
 * Kingdom and the company, kept once. The engines and the server import this index; the shell and
 * the widgets import the file they need, so a bundle carries only that.
 */
export { CITY_TABLE, type City, type CityEntry, cityName, cityNames, type Region } from './cities';
export { CITY_SEASONS, type CitySeason, citySeasonsOn } from './city-seasons';
export { CITY_CLIMATE, type CityClimate, climateIn, type MonthClimate } from './climate';
export {
  COMPANY_NAME,
  type CompanyContact,
  type CompanyFacts,
  type CompanySettings,
  companyFacts,
  DEFAULT_COMPANY_FACTS,
  DEFAULT_EMAIL,
  DEFAULT_PHONE,
  DEFAULT_WHATSAPP,
} from './company-facts';
export { findCities, findCity } from './find-city';
export {
  HERITAGE_REGION_OF,
  type HeritageRegion,
  heritageRegionOf,
  REGION_HERITAGE,
  type RegionHeritage,
} from './heritage';
export { formatHijri, gregorianOf, HIJRI_MONTHS, type HijriDate, hijriOf } from './hijri';
export { formatDay, formatNumber, formatPercent, formatSar, monthName } from './format';
export { normalizeArabic, normalizeDigits, normalizeText, stripArabicMarks } from './normalize-text';
export { CITY_SEASON_NOTES, OCCASION_NOTES, type OccasionNotes } from './occasion-notes';
export { formatPhone, telHref, toE164 } from './phone-number';
export {
  MAKKAH_CLOSURE_DAYS,
  NEAR_DAYS,
  nextOccasion,
  type OccasionSpan,
  occasionsNear,
  occasionsOfYear,
  SAUDI_OCCASIONS,
  type SaudiOccasion,
} from './saudi-calendar';
export { type Season, seasonOf, seasonOfMonth } from './season-of';
export { whatsappHref, whatsappNumber } from './whatsapp-href';
