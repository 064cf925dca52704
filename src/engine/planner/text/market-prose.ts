import type { EventGeneratorForm } from '../../../contracts/event-generator';
import type { Demand } from '../market-data/seasons';
import type { PricingContext } from '../pricing-context';
import { cityName } from './city-name';
import { formatNumber, formatSar } from './format';
import { DEMAND_NAMES, EVENT_TYPE_NAMES, SEASON_NAMES, TIER_NAMES } from './labels';

interface ProseInput {
  form: EventGeneratorForm;
  context: PricingContext;
  demand: Demand;
  pricePerGuest: { low: number; typical: number; high: number };
  cityRange: { low: number; high: number };
  lead: { weeks: number; recommendedWeeks: number };
}

/**
 * The market analysis paragraph in the request language, built only from computed numbers.
 *
 * @example
 * marketProse(input); // 'Demand for a wedding in Riyadh in winter is peak …'
 */
export function marketProse(input: ProseInput): string {
  const { form, context, demand, pricePerGuest, cityRange, lead } = input;
  const lang = form.language;
  const sar = (amount: number) => formatSar(amount, lang);
  const n = (value: number) => formatNumber(value, lang);
  const city = cityName(context.city, lang);
  const type =
    form.eventType === 'other' && form.customEventType ? form.customEventType : EVENT_TYPE_NAMES[form.eventType][lang];
  const tier = TIER_NAMES[form.premiumLevel][lang];
  const place = position(pricePerGuest.typical, cityRange);
  const { date } = context;
  const en = lang === 'en';
  const parts: string[] = [];

  const season = SEASON_NAMES[context.season][lang];
  parts.push(
    en
      ? `Demand for a ${type} in ${city} in ${season} is ${DEMAND_NAMES[demand].en}.`
      : `الطلب على ${type} في ${city} خلال ${season}: ${DEMAND_NAMES[demand].ar}.`,
  );
  // The visitor chose a season the date does not fall in: the date decides, and says so.
  if (form.season !== context.season) {
    parts.push(
      en
        ? `Your date, ${form.eventDate}, falls in ${season}, not ${SEASON_NAMES[form.season].en}, so demand and prices follow ${season}.`
        : `تاريخ فعاليتك ${form.eventDate} يقع في ${season} وليس في ${SEASON_NAMES[form.season].ar}، لذا يُقدَّر الطلب وتُحتسب الأسعار وفق ${season}.`,
    );
  }
  if (date.riyadhSeason) parts.push(SEASON_NOTES.riyadhSeason[lang]);
  if (date.jeddahSeason) parts.push(SEASON_NOTES.jeddahSeason[lang]);
  if (date.ramadan) {
    const kind = context.kind === 'wedding' || context.kind === 'corporate' ? context.kind : 'other';
    parts.push(en ? 'The date falls in Ramadan.' : 'التاريخ يقع في رمضان.', RAMADAN_NOTES[kind][lang]);
  }
  if (context.kind === 'wedding' && context.season === 'summer') parts.push(SEASON_NOTES.weddingSummer[lang]);
  parts.push(
    en
      ? `Your ${tier} quote is ${sar(pricePerGuest.typical)} per guest including VAT, ${PLACE[place].en} of the ${city} range for events of this kind and size, ${sar(cityRange.low)}–${sar(cityRange.high)}.`
      : `عرض ${tier} يبلغ ${sar(pricePerGuest.typical)} للضيف شاملًا الضريبة، ${PLACE[place].ar} النطاق في ${city} لفعاليات من هذا النوع والحجم (${sar(cityRange.low)}–${sar(cityRange.high)}).`,
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
        ? `We do not yet hold local data for "${context.city.input}", so national averages were used.`
        : `لا تتوفر لدينا بيانات محلية عن "${context.city.input}"، لذا استُخدمت المتوسطات الوطنية.`,
    );
  }
  return parts.join(' ');
}

/**
 * What the seasons mean beyond the price, said by the analysis and by Layla alike. R26: Riyadh
 * Season runs October to March; R27: Jeddah Season is in summer; R4–R8: wedding halls are busiest
 * in the summer holiday and around Eid, whatever the spec's demand model says.
 */
export const SEASON_NOTES = {
  riyadhSeason: {
    en: 'Riyadh Season (October–March) competes for venues and crews.',
    ar: 'موسم الرياض (أكتوبر–مارس) يزيد التنافس على القاعات وفرق العمل.',
  },
  jeddahSeason: {
    en: 'Jeddah Season runs in summer and books up hotels and suppliers.',
    ar: 'موسم جدة في الصيف يرفع الطلب على الفنادق والموردين.',
  },
  weddingSummer: {
    en: 'Wedding halls are in fact busy in the summer holiday and around Eid, so book early.',
    ar: 'قاعات الأفراح مزدحمة فعليًا في إجازة الصيف وحول العيد، فاحجز مبكرًا.',
  },
} as const;

type Place = 'below' | 'lower' | 'middle' | 'upper' | 'above';
const PLACE: Record<Place, { en: string; ar: string }> = {
  below: { en: 'below', ar: 'أقل من' },
  lower: { en: 'in the lower part', ar: 'في الجزء الأدنى من' },
  middle: { en: 'in the middle', ar: 'في منتصف' },
  upper: { en: 'in the upper part', ar: 'في الجزء الأعلى من' },
  above: { en: 'above', ar: 'أعلى من' },
};

function position(value: number, range: { low: number; high: number }): Place {
  if (value < range.low) return 'below';
  if (value > range.high) return 'above';
  const share = (value - range.low) / Math.max(1, range.high - range.low);
  return share < 1 / 3 ? 'lower' : share < 2 / 3 ? 'middle' : 'upper';
}

/** R25: wedding halls sit empty in Ramadan; R29: corporate iftars are most hotel-tent bookings. */
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
