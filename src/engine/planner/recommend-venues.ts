import type { Language } from '../../contracts/common';
import type { EventAnalysis, EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';
import { SUITED } from './market-data/venue-availability';
import { VENUE_CLASSES, type VenueClass, venueDayCost } from './market-data/venue-classes';
import type { PricingContext } from './pricing-context';
import { cityName } from './text/city-name';
import { formatNumber, formatSar } from './text/format';
import { TIER_NAMES } from './text/labels';
import { type TierVenue, tierVenues } from './tier-venues';
import { venueAmount } from './line-amounts';
import { capacityIn, placeClasses } from './venue-place';

type Venue = EventAnalysis['venueRecommendations'][number];
const TIER_RANK = { standard: 0, other: 1, premium: 2, luxury: 3 } as const;
const LEVEL_RANK: Record<PremiumLevel, number> = { basic: 0, standard: 1, premium: 2, luxury: 3 };
const MAX_RESULTS = 4;

/**
 * The venues the tiers are priced on, each saying which tiers, and other classes in the requested
 * city that suit the kind of event and hold the guest count (never one whose minimum is above it),
 * best suited first. Names describe the class and the city, never a business.
 *
 * @example
 * recommendVenues(form, context)[0]?.name; // 'Wedding palace (qasr afrah), Riyadh'
 */
export function recommendVenues(form: EventGeneratorForm, context: PricingContext): Venue[] {
  const lang = form.language;
  const city = cityName(context.city, lang);
  const guests = form.guestCount;
  const days = form.duration;
  const venues = tierVenues(form, context);
  return rankVenues(form, context).map(({ venueClass, capacity, hire, suitability: score, pricedIn }) => {
    const data = VENUE_CLASSES[venueClass];
    const range = `${formatNumber(capacity.min, lang)}–${formatNumber(capacity.max, lang)}`;
    const cost =
      hire === 0
        ? lang === 'ar'
          ? 'دون إيجار، تدفع الضيافة فقط'
          : 'No hire to pay: only the catering'
        : lang === 'ar'
          ? `إيجار المكان لضيوفك (${formatNumber(guests, lang)}) يبدأ من نحو ${formatSar(hire, lang)} لليوم، دون الضيافة والضريبة`
          : `Hire for your ${formatNumber(guests, lang)} guests from about ${formatSar(hire, lang)} a day, before catering and VAT`;
    const night = peakNightText(context, hire, lang);
    const priced = pricedText(
      pricedIn.map((level) => ({ level, perDay: venues[level].amount / days })),
      hire,
      lang,
    );
    const description =
      lang === 'ar'
        ? `${data.name.ar} في ${city} يتسع لـ ${range} ضيف. ${cost}${night}.${priced}`
        : `${data.name.en} in ${city} for ${range} guests. ${cost}${night}.${priced}`;
    return {
      name: `${data.name[lang]}${lang === 'ar' ? '، ' : ', '}${city}`,
      suitability: score,
      tier: data.tier,
      capacity,
      description,
    };
  });
}

export interface RankedVenue {
  venueClass: VenueClass;
  /** The guests it holds in the city. */
  capacity: { min: number; max: number };
  /**
   * The card's "from" price: a day's hire for the guests in the city on the event's date, SAR, VAT and
   * catering excluded (unrounded); for a venue the tiers are priced on, what the lowest of them pays.
   */
  hire: number;
  suitability: number;
  /** The tiers priced on this venue, Essential first; empty for a venue only suggested. */
  pricedIn: PremiumLevel[];
}

/**
 * The venue classes of the event: every class a tier is priced on, then the classes that suit the
 * event and hold its guests in its city, best first, four in all unless the tiers use more: what
 * recommendVenues describes, as data.
 *
 * @example
 * rankVenues(form, context)[0]?.venueClass; // 'wedding_palace'
 */
export function rankVenues(form: EventGeneratorForm, context: PricingContext): RankedVenue[] {
  const guests = form.guestCount;
  const suited = SUITED[context.kind];
  const pricedIn = new Map<VenueClass, PremiumLevel[]>();
  const venues = tierVenues(form, context);
  for (const level of PREMIUM_LEVELS) {
    const { venueClass } = venues[level];
    pricedIn.set(venueClass, [...(pricedIn.get(venueClass) ?? []), level]);
  }
  const candidates = placeClasses(context.city)
    .filter((venueClass) => pricedIn.has(venueClass) || suited.includes(venueClass))
    .map((venueClass) => ({ venueClass, capacity: capacityIn(venueClass, context.city) }))
    .filter(({ capacity }) => capacity.min <= guests && guests <= capacity.max)
    .map(({ venueClass, capacity }) => ({
      venueClass,
      capacity,
      hire: hireFrom(venueClass, form, context, venues),
      suitability: suitability(venueClass, form, capacity, suited),
      pricedIn: pricedIn.get(venueClass) ?? [],
    }))
    .sort((a, b) => b.suitability - a.suitability);
  // The priced venues always stay; suggestions fill the list up to four.
  let room = Math.max(0, MAX_RESULTS - pricedIn.size);
  return candidates.filter((venue) => venue.pricedIn.length > 0 || room-- > 0);
}

/**
 * The card's "from" price: what the lowest tier priced on the venue pays for it a day (tierVenues, so
 * the card and the tiers quote one price), or, for a venue only suggested, its hire at the lowest
 * grade of hall on the event's date in the city. VAT and catering excluded.
 */
function hireFrom(
  venueClass: VenueClass,
  form: EventGeneratorForm,
  context: PricingContext,
  venues: Record<PremiumLevel, TierVenue>,
): number {
  const priced = PREMIUM_LEVELS.filter((level) => venues[level].venueClass === venueClass);
  if (priced.length > 0) return Math.min(...priced.map((level) => venues[level].amount)) / form.duration;
  return venueAmount({ duration: 1 }, 'basic', context, {
    venueClass,
    dayCost: venueDayCost(venueClass, form.guestCount),
  });
}

/** " (a Thursday night, when halls charge more)" where the date's night raises the hire of a party's hall (R5). */
function peakNightText(context: PricingContext, hire: number, lang: Language): string {
  const party = context.kind === 'wedding' || context.kind === 'birthday' || context.kind === 'celebration';
  if (!party || !context.date.peakNight || hire === 0) return '';
  const night = WEEKDAY_NIGHTS[context.date.weekday === 3 ? 0 : 1];
  return lang === 'ar' ? ` (${night?.ar}، حين ترفع القاعات أسعارها)` : ` (a ${night?.en}, when halls charge more)`;
}
const WEEKDAY_NIGHTS = [
  { en: 'Wednesday night', ar: 'ليلة الأربعاء' },
  { en: 'Thursday night', ar: 'ليلة الخميس' },
] as const;

/**
 * " Priced in Essential at SAR 16,106 a day and in Professional at SAR 18,948 (a higher class of
 * hall)." for a venue the tiers are priced on: each tier that pays more than the card's "from" says
 * so and why.
 */
function pricedText(tiers: readonly { level: PremiumLevel; perDay: number }[], from: number, lang: Language): string {
  if (tiers.length === 0) return '';
  const parts = tiers.map(({ level, perDay }) => {
    const name = TIER_NAMES[level][lang];
    const higher = Math.round(perDay) > Math.round(from);
    const amount = formatSar(perDay, lang);
    if (perDay === 0) return name;
    if (lang === 'ar')
      return higher ? `${name} بـ${amount} لليوم (بدرجة أعلى من المكان نفسه)` : `${name} بـ${amount} لليوم`;
    return higher ? `${name} at ${amount} a day (a higher grade of the same venue)` : `${name} at ${amount} a day`;
  });
  const last = parts.pop() as string;
  if (lang === 'ar') return ` الباقات المسعّرة على هذا المكان: ${[...parts, last].join('، ')}.`;
  return ` Priced in ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
}

/** Rank for the kind of event, nudged by how well the class's tier and size fit the request. */
function suitability(
  venueClass: VenueClass,
  form: EventGeneratorForm,
  capacity: { min: number; max: number },
  suited: readonly VenueClass[],
): number {
  const rank = suited.indexOf(venueClass);
  let score = 95 - 6 * (rank < 0 ? suited.length : rank);
  const tierGap = Math.abs(TIER_RANK[VENUE_CLASSES[venueClass].tier] - LEVEL_RANK[form.premiumLevel]);
  score += tierGap === 0 ? 5 : -4 * tierGap;
  if (form.guestCount > capacity.max * 0.9) score -= 5; // tight fit
  return Math.max(0, Math.min(100, Math.round(score)));
}
