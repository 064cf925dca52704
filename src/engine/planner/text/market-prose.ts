import type { EventGeneratorForm } from '../../../contracts/event-generator';
import { monthName } from '../../../saudi/format';
import { CITY_SEASON_NOTES } from '../../../saudi/occasion-notes';
import type { Demand } from '../market-data/seasons';
import type { PricingContext } from '../pricing-context';
import { cityName } from './city-name';
import { climateSentences } from './climate-text';
import { dayInWords } from './date-words';
import { formatNumber, formatSar } from './format';
import { DEMAND_NAMES, EVENT_TYPE_NAMES, SEASON_NAMES, TIER_NAMES } from './labels';
import { demandReasons, occasionSentences } from './occasion-text';

interface ProseInput {
  form: EventGeneratorForm;
  context: PricingContext;
  demand: Demand;
  pricePerGuest: { low: number; typical: number; high: number };
  /** The middle 80 % of such events, per guest, VAT included (marketRange). */
  range: { low: number; high: number };
  lead: { weeks: number; recommendedWeeks: number };
}

/**
 * The market analysis paragraph in the request language. Every sentence states a fact about this
 * event: its date and the occasions on or near it, the city's seasons, demand and why, the city's
 * weather that month, the quote against such events, the booking lead. A fact we do not hold (the
 * weather of a place we do not know) leaves its sentence out.
 *
 * @example
 * marketProse(input); // 'Your date, Wednesday 10 March 2027 (2 Shawwal 1448 AH), is the second day of Eid al-Fitr. …'
 */
export function marketProse(input: ProseInput): string {
  const { form, context, demand, pricePerGuest, range, lead } = input;
  const lang = form.language;
  const en = lang === 'en';
  const sar = (amount: number) => formatSar(amount, lang);
  const n = (value: number) => formatNumber(value, lang);
  const city = cityName(context.city, lang);
  const type =
    form.eventType === 'other' && form.customEventType ? form.customEventType : EVENT_TYPE_NAMES[form.eventType][lang];
  const tier = TIER_NAMES[form.premiumLevel][lang];
  const { date } = context;
  const parts: string[] = [...occasionSentences(form, context)];

  for (const season of date.citySeasons) parts.push(CITY_SEASON_NOTES[season][lang]);
  const reasons = demandReasons(context, lang);
  parts.push(
    en
      ? `Demand for a ${type} in ${city} on that date is ${DEMAND_NAMES[demand].en}: ${reasons.join(', ')}.`
      : `الطلب على ${type} في ${city} في ذلك الموعد ${DEMAND_NAMES[demand].ar}: ${reasons.join('، ')}.`,
  );
  // The visitor chose a season the date does not fall in: the date decides, and says so.
  if (form.season !== context.season) {
    const season = SEASON_NAMES[context.season][lang];
    parts.push(
      en
        ? `You chose ${SEASON_NAMES[form.season].en}, but your date falls in ${season}, so demand and prices follow ${season}.`
        : `اخترت ${SEASON_NAMES[form.season].ar}، لكن تاريخك يقع في ${season}، لذا يُقدَّر الطلب وتُحتسب الأسعار وفق ${season}.`,
    );
  }
  const party = context.kind === 'wedding' || context.kind === 'birthday' || context.kind === 'celebration';
  if (party && date.peakNight) {
    const night = dayInWords(date.day, lang).split(' ')[0];
    parts.push(
      en
        ? `${night} is a party night: halls charge more on Wednesday and Thursday nights.`
        : `ليلة ${night} من ليالي الحفلات: ترفع القاعات أسعارها ليلتي الأربعاء والخميس.`,
    );
  }
  if (context.city.known)
    parts.push(...climateSentences(context.city.city, city, date.month, monthName(date.month, lang), lang));

  const place = position(pricePerGuest.typical, range);
  parts.push(
    en
      ? `Your ${tier} quote is ${sar(pricePerGuest.typical)} per guest including VAT, ${PLACE[place].en} the middle 80 % of events like yours in ${city} (${sar(range.low)}–${sar(range.high)} per guest).`
      : `عرض ${tier} يبلغ ${sar(pricePerGuest.typical)} للضيف شاملًا الضريبة، ${PLACE[place].ar} نطاق 80٪ من الفعاليات المماثلة في ${city} (${sar(range.low)}–${sar(range.high)} للضيف).`,
  );
  const early = lead.weeks >= lead.recommendedWeeks;
  parts.push(
    en
      ? `You are booking ${n(lead.weeks)} weeks ahead; ${n(lead.recommendedWeeks)} weeks are recommended${early ? ', so you have good choice.' : ', so secure the venue now.'}`
      : `عدد الأسابيع المتبقية حتى الفعالية: ${n(lead.weeks)}، والمدة الموصى بها للحجز بالأسابيع: ${n(lead.recommendedWeeks)}${early ? '، لذا لديك خيارات جيدة.' : '، لذا ننصح بتأكيد المكان فورًا.'}`,
  );
  if (!context.city.known) {
    parts.push(
      en
        ? `We do not yet hold local data for "${context.city.input}", so national averages were used and its weather is not described.`
        : `لا تتوفر لدينا بيانات محلية عن "${context.city.input}"، لذا استُخدمت المتوسطات الوطنية ولم نصف طقسها.`,
    );
  }
  return parts.join(' ');
}

/**
 * What the seasons mean beyond the price, said by Layla (answer-season, answer-calendar). R26: Riyadh
 * Season runs October to March; R27: Jeddah Season is in summer; R4–R8: wedding halls are busiest in
 * the summer holiday and around Eid, whatever the spec's demand model says.
 */
export const SEASON_NOTES = {
  riyadhSeason: CITY_SEASON_NOTES.riyadhSeason,
  jeddahSeason: CITY_SEASON_NOTES.jeddahSeason,
  weddingSummer: {
    en: 'Wedding halls are in fact busy in the summer holiday and around Eid, so book early.',
    ar: 'قاعات الأفراح مزدحمة فعليًا في إجازة الصيف وحول العيد، فاحجز مبكرًا.',
  },
} as const;

type Place = 'below' | 'lower' | 'middle' | 'upper' | 'above';
const PLACE: Record<Place, { en: string; ar: string }> = {
  below: { en: 'below', ar: 'أقل من' },
  lower: { en: 'in the lower part of', ar: 'في الجزء الأدنى من' },
  middle: { en: 'in the middle of', ar: 'في منتصف' },
  upper: { en: 'in the upper part of', ar: 'في الجزء الأعلى من' },
  above: { en: 'above', ar: 'أعلى من' },
};

function position(value: number, range: { low: number; high: number }): Place {
  if (value < range.low) return 'below';
  if (value > range.high) return 'above';
  const share = (value - range.low) / Math.max(1, range.high - range.low);
  return share < 1 / 3 ? 'lower' : share < 2 / 3 ? 'middle' : 'upper';
}

/** R25: wedding halls sit empty in Ramadan; R29: corporate iftars are most hotel-tent bookings. Layla says these. */
export const RAMADAN_NOTES = {
  wedding: {
    en: 'Wedding halls sit empty in Ramadan: good rates, but most families wait until after Eid.',
    ar: 'تخلو قاعات الأفراح في رمضان: أسعار جيدة، لكن معظم العائلات تنتظر ما بعد العيد.',
  },
  corporate: {
    en: 'Corporate iftars fill hotel tents in Ramadan, so book early.',
    ar: 'إفطارات الشركات تملأ خيام الفنادق في رمضان، فاحجز مبكرًا.',
  },
  other: {
    en: 'Plan the event after sunset.',
    ar: 'خطط للفعالية بعد الغروب.',
  },
} as const;
