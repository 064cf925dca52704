import COMPANY_ABOUT_AND_PROCESS from './company/about-and-process.json';
import COMPANY_EVENT_SIZE_AND_NOTICE from './company/event-size-and-notice.json';
import COMPANY_LANGUAGES_JOBS_AND_FEEDBACK from './company/languages-jobs-and-feedback.json';
import COMPANY_PORTFOLIO_AND_VISITS from './company/portfolio-and-visits.json';
import COMPANY_REACHING_US from './company/reaching-us.json';
import GUESTS_ACCESSIBILITY_AND_CHILDCARE from './guests/accessibility-and-childcare.json';
import GUESTS_DRESS_SECTIONS_AND_PRAYER from './guests/dress-sections-and-prayer.json';
import GUESTS_GUEST_COUNT_AND_TIMINGS from './guests/guest-count-and-timings.json';
import GUESTS_LOST_ITEMS_AND_SEATING from './guests/lost-items-and-seating.json';
import GUESTS_TRAVEL_AND_STAY from './guests/travel-and-stay.json';
import GUESTS_WEATHER from './guests/weather.json';
import OCCASIONS_BIRTHS from './occasions/births.json';
import OCCASIONS_CELEBRATIONS from './occasions/celebrations.json';
import OCCASIONS_CONDOLENCE_AND_GATHERINGS from './occasions/condolence-and-gatherings.json';
import OCCASIONS_CORPORATE_AND_BABY_SHOWERS from './occasions/corporate-and-baby-showers.json';
import OCCASIONS_RAMADAN_EID_AND_NATIONAL_DAYS from './occasions/ramadan-eid-and-national-days.json';
import OCCASIONS_WEDDINGS from './occasions/weddings.json';
import OUTSIDE_CARS_PROPERTY_AND_LOANS from './outside/cars-property-and-loans.json';
import OUTSIDE_COOKING_AND_MARRIAGE from './outside/cooking-and-marriage.json';
import OUTSIDE_EVENTS_ABROAD_RAFFLES_AND_TICKETS from './outside/events-abroad-raffles-and-tickets.json';
import OUTSIDE_HEALTH_AND_WEATHER from './outside/health-and-weather.json';
import OUTSIDE_SMALL_TALK from './outside/small-talk.json';
import OUTSIDE_TRAVEL from './outside/travel.json';
import PLACES_HOLY_CITIES_AND_THE_NORTH from './places/holy-cities-and-the-north.json';
import PLACES_HOME_GARDEN_AND_BEACH from './places/home-garden-and-beach.json';
import PLACES_ISTIRAHA_CAMP_AND_FARM from './places/istiraha-camp-and-farm.json';
import PLACES_MOUNTAINS_AND_ALULA from './places/mountains-and-alula.json';
import PLACES_RIYADH_JEDDAH_AND_THE_EAST from './places/riyadh-jeddah-and-the-east.json';
import PLACES_SEASONS_AND_CALENDAR from './places/seasons-and-calendar.json';
import PLACES_VENUES from './places/venues.json';
import RULES_ALCOHOL_AND_FOOD_SAFETY from './rules/alcohol-and-food-safety.json';
import RULES_FIRE_SAFETY_AND_NOISE from './rules/fire-safety-and-noise.json';
import RULES_PERMITS_MUSIC_AND_MIXING from './rules/permits-music-and-mixing.json';
import RULES_PUBLIC_EVENTS_AND_GUESTS from './rules/public-events-and-guests.json';
import SERVICES_AV_AND_DESIGN from './services/av-and-design.json';
import SERVICES_CATERING_AND_DIETS from './services/catering-and-diets.json';
import SERVICES_CONSULTATION_AND_COORDINATION from './services/consultation-and-coordination.json';
import SERVICES_CORPORATE_EVENTS from './services/corporate-events.json';
import SERVICES_ENTERTAINMENT from './services/entertainment.json';
import SERVICES_FIREWORKS_AND_DRONES from './services/fireworks-and-drones.json';
import SERVICES_FLOWERS_AND_BRIDAL_STAGE from './services/flowers-and-bridal-stage.json';
import SERVICES_HOSPITALITY from './services/hospitality.json';
import SERVICES_HOSTS_BRANDING_AND_GIFTS from './services/hosts-branding-and-gifts.json';
import SERVICES_INVITATIONS_AND_FAVOURS from './services/invitations-and-favours.json';
import SERVICES_PHOTOGRAPHY_AND_VIDEO from './services/photography-and-video.json';
import SERVICES_SECURITY_AND_SAFETY from './services/security-and-safety.json';
import SERVICES_TENTS_POWER_AND_CLEANING from './services/tents-power-and-cleaning.json';
import TERMS_CONTRACT_AND_CANCELLATION from './terms/contract-and-cancellation.json';
import TERMS_INSURANCE_AND_LEAD_TIME from './terms/insurance-and-lead-time.json';
import TERMS_PAYMENTS from './terms/payments.json';
import TERMS_PRICES_AND_TIERS from './terms/prices-and-tiers.json';
import TERMS_QUOTES_AND_DISCOUNTS from './terms/quotes-and-discounts.json';
import type { VisitorPhrasings } from './with-visitor-phrasings';

export { type VisitorPhrasings, withVisitorPhrasings } from './with-visitor-phrasings';

/**
 * How visitors ask each default entry, written by other hands than its own phrasings (one file
 * per entries file, beside it in the same tree): the classifier learns them with the entries'
 * phrasings, so a question worded unlike any of those still finds its entry.
 */
export const VISITOR_PHRASINGS: VisitorPhrasings = {
  ...COMPANY_ABOUT_AND_PROCESS,
  ...COMPANY_EVENT_SIZE_AND_NOTICE,
  ...COMPANY_LANGUAGES_JOBS_AND_FEEDBACK,
  ...COMPANY_PORTFOLIO_AND_VISITS,
  ...COMPANY_REACHING_US,
  ...GUESTS_ACCESSIBILITY_AND_CHILDCARE,
  ...GUESTS_DRESS_SECTIONS_AND_PRAYER,
  ...GUESTS_GUEST_COUNT_AND_TIMINGS,
  ...GUESTS_LOST_ITEMS_AND_SEATING,
  ...GUESTS_TRAVEL_AND_STAY,
  ...GUESTS_WEATHER,
  ...OCCASIONS_BIRTHS,
  ...OCCASIONS_CELEBRATIONS,
  ...OCCASIONS_CONDOLENCE_AND_GATHERINGS,
  ...OCCASIONS_CORPORATE_AND_BABY_SHOWERS,
  ...OCCASIONS_RAMADAN_EID_AND_NATIONAL_DAYS,
  ...OCCASIONS_WEDDINGS,
  ...OUTSIDE_CARS_PROPERTY_AND_LOANS,
  ...OUTSIDE_COOKING_AND_MARRIAGE,
  ...OUTSIDE_EVENTS_ABROAD_RAFFLES_AND_TICKETS,
  ...OUTSIDE_HEALTH_AND_WEATHER,
  ...OUTSIDE_SMALL_TALK,
  ...OUTSIDE_TRAVEL,
  ...PLACES_HOLY_CITIES_AND_THE_NORTH,
  ...PLACES_HOME_GARDEN_AND_BEACH,
  ...PLACES_ISTIRAHA_CAMP_AND_FARM,
  ...PLACES_MOUNTAINS_AND_ALULA,
  ...PLACES_RIYADH_JEDDAH_AND_THE_EAST,
  ...PLACES_SEASONS_AND_CALENDAR,
  ...PLACES_VENUES,
  ...RULES_ALCOHOL_AND_FOOD_SAFETY,
  ...RULES_FIRE_SAFETY_AND_NOISE,
  ...RULES_PERMITS_MUSIC_AND_MIXING,
  ...RULES_PUBLIC_EVENTS_AND_GUESTS,
  ...SERVICES_AV_AND_DESIGN,
  ...SERVICES_CATERING_AND_DIETS,
  ...SERVICES_CONSULTATION_AND_COORDINATION,
  ...SERVICES_CORPORATE_EVENTS,
  ...SERVICES_ENTERTAINMENT,
  ...SERVICES_FIREWORKS_AND_DRONES,
  ...SERVICES_FLOWERS_AND_BRIDAL_STAGE,
  ...SERVICES_HOSPITALITY,
  ...SERVICES_HOSTS_BRANDING_AND_GIFTS,
  ...SERVICES_INVITATIONS_AND_FAVOURS,
  ...SERVICES_PHOTOGRAPHY_AND_VIDEO,
  ...SERVICES_SECURITY_AND_SAFETY,
  ...SERVICES_TENTS_POWER_AND_CLEANING,
  ...TERMS_CONTRACT_AND_CANCELLATION,
  ...TERMS_INSURANCE_AND_LEAD_TIME,
  ...TERMS_PAYMENTS,
  ...TERMS_PRICES_AND_TIERS,
  ...TERMS_QUOTES_AND_DISCOUNTS,
};
