/**
 * The Saudi-locale core: what both engines, the server, the shell and the widgets know about the
 * Kingdom and the company, kept once. The engines and the server import this index; the shell and
 * the widgets import the file they need, so a bundle carries only that.
 */
export { CITY_TABLE, type City, type CityEntry, cityName, cityNames, type Region } from './cities';
export {
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
export { formatDay, formatNumber, formatPercent, formatSar, monthName } from './format';
export { normalizeArabic, normalizeDigits, normalizeText, stripArabicMarks } from './normalize-text';
export { formatPhone, telHref, toE164 } from './phone-number';
export { type Season, seasonOf, seasonOfMonth } from './season-of';
export { whatsappHref, whatsappNumber } from './whatsapp-href';
