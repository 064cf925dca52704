import { monthName, type Season, seasonOfMonth } from '../../../saudi';
import { CITY_SEASON_MONTHS, CULTURAL_NOTES, SEASON_DEMAND, SEASON_NAMES, SEASON_NOTES } from '../../planner';
import { keywordMatcher } from '../text/keyword-matcher';
import { namedMonths } from '../understand/slots/named-month';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

const HEAT = keywordMatcher(
  [
    'hot',
    'heat',
    'weather',
    'temperature',
    'outdoor',
    'outdoors',
    'outside',
    'garden',
    'open air',
    'open-air',
    'climate',
  ],
  ['حر', 'حار', 'حاره', 'الجو', 'الحراره', 'خارجي', 'خارجيه', 'الهواء الطلق', 'حديقه', 'برا'],
);
const BUSY = keywordMatcher(['busy', 'busiest', 'peak', 'crowded', 'booked'], ['زحمه', 'مزدحم', 'الذروه', 'اكثر وقت']);
const PRICE = keywordMatcher(
  ['cheap', 'cheaper', 'cheapest', 'price', 'prices', 'cost', 'costs', 'expensive', 'budget'],
  ['ارخص', 'رخيص', 'سعر', 'اسعار', 'تكلفه', 'اغلي', 'غالي'],
);
const DEMAND = {
  peak: { en: 'at its peak', ar: 'في ذروته' },
  high: { en: 'high', ar: 'مرتفع' },
  medium: { en: 'medium', ar: 'متوسط' },
  low: { en: 'low', ar: 'منخفض' },
};

/**
 * When to hold an event, from the planner's season model: demand and the price swing by season
 * (SEASON_DEMAND), summer heat, the Riyadh and Jeddah Seasons and the wedding halls' real peak.
 * A month the visitor names ('Is December good?', 'بشهر ٧') is answered for that month.
 */
export function answerSeason(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, text } = input;
  const say = phrase(language);
  // 'Is March or October better?': each month named, at most two.
  const months = namedMonths(text).slice(0, 2);
  const parts: string[] = [];
  for (const month of months) {
    const season = seasonOfMonth(month);
    const { demand, multiplier } = SEASON_DEMAND[season];
    const name = SEASON_NAMES[season][language];
    const level = DEMAND[demand][language];
    const swing = swingText(multiplier, say);
    parts.push(
      say.ar
        ? `يقع ${monthName(month, 'ar')} في ${name}، والطلب فيه ${level}${swing ? `، والأسعار ${swing}` : ''}.`
        : `${monthName(month, 'en')} is ${name}, when demand is ${level}${swing ? ` and prices run ${swing}` : ''}.`,
    );
  }
  if (months.length === 0) parts.push(seasonPrices(say));
  // The heat matters to a question about the weather, the outdoors or when to hold an event; not
  // to one about prices or busy months.
  const summer = months.length === 0 || months.some((month) => seasonOfMonth(month) === 'summer');
  const weather = HEAT(text) || (!PRICE(text) && !BUSY(text));
  if (weather) {
    parts.push(
      say.ar ? 'الفعاليات الخارجية وفعاليات الشركات في ذروتها شتاءً.' : 'Outdoor and corporate events peak in winter.',
    );
  }
  if (weather && summer) parts.push(CULTURAL_NOTES.summerHeat.description[language]);
  if (lead.eventType === 'wedding') parts.push(SEASON_NOTES.weddingSummer[language]);
  const inSeason = (city: keyof typeof CITY_SEASON_MONTHS) =>
    lead.location === city &&
    (months.length === 0 || months.some((month) => (CITY_SEASON_MONTHS[city] as readonly number[]).includes(month)));
  if (inSeason('Riyadh')) parts.push(SEASON_NOTES.riyadhSeason[language]);
  if (inSeason('Jeddah')) parts.push(SEASON_NOTES.jeddahSeason[language]);
  return { text: parts.join(' '), needs: ['eventType'] };
}

/** 'Winter is peak season, about 15% above autumn; spring about 8% higher; summer about 10% lower.' */
function seasonPrices(say: ReturnType<typeof phrase>): string {
  const language = say.ar ? 'ar' : 'en';
  const name = (season: Season) => SEASON_NAMES[season][language];
  const swing = (season: Season) => swingText(SEASON_DEMAND[season].multiplier, say);
  return say.ar
    ? `${name('winter')} موسم الذروة والأسعار فيه ${swing('winter')}، و${name('spring')} ${swing('spring')}، أما ${name('summer')} فالأسعار فيه ${swing('summer')}.`
    : `Winter is our peak season, with prices ${swing('winter')}; spring runs ${swing('spring')} and summer ${swing('summer')}.`;
}

/** The season's price against autumn, the base of the model: 'about 15% above autumn'. */
function swingText(multiplier: number, say: ReturnType<typeof phrase>): string {
  const share = Math.round(Math.abs(multiplier - 1) * 100) / 100;
  if (share === 0) return say.ar ? 'في مستواها المعتاد' : 'at their usual level';
  const autumn = SEASON_NAMES.autumn[say.ar ? 'ar' : 'en'];
  if (say.ar) return `${multiplier > 1 ? 'أعلى' : 'أقل'} بنحو ${say.percent(share)} من ${autumn}`;
  return `about ${say.percent(share)} ${multiplier > 1 ? 'above' : 'below'} ${autumn}`;
}
