import type { Language } from '../../../contracts/common';
import type { EventGeneratorForm } from '../../../contracts/event-generator';
import { OCCASION_NOTES, type OccasionNotes } from '../../../saudi/occasion-notes';
import type { OccasionSpan } from '../../../saudi/saudi-calendar';
import type { EventKind } from '../event-kind';
import type { PricingContext } from '../pricing-context';
import { dayInWords, occasionRelation } from './date-words';

type Near = OccasionSpan & { days: number };
const HOLY_CITIES: readonly string[] = ['Mecca', 'Medina'];
const ISLAMIC: readonly string[] = ['ramadan', 'eidAlFitr', 'hajj', 'eidAlAdha'];

/**
 * The occasions worth naming for this event: every Eid, national day and Ramadan on or near the
 * date (a Ramadan just ended gives way to its Eid), Hajj in the holy cities, and the school
 * holidays for a wedding, whose halls they fill.
 *
 * @example
 * namedOccasions(context).map((near) => near.occasion); // ['eidAlFitr'] on 10 March 2027
 */
export function namedOccasions(context: PricingContext): Near[] {
  const wedding = context.kind === 'wedding';
  return context.date.occasions.filter((near) => {
    switch (near.occasion) {
      case 'ramadan':
        return near.days >= 0;
      case 'hajj':
        return HOLY_CITIES.includes(context.city.city);
      case 'schoolSummer':
      case 'schoolMidYear':
        return wedding && near.days === 0;
      default:
        return true;
    }
  });
}

/**
 * The date in words and what the occasions on or near it mean for this kind of event: the date
 * with its Hijri day when an Islamic occasion is near, then each occasion's note for weddings,
 * business or family, its timing and its staffing, once each.
 *
 * @example
 * occasionSentences(conferenceOn10March2027, context)[0];
 * // 'Your date, Wednesday 10 March 2027 (2 Shawwal 1448 AH), is the second day of Eid al-Fitr.'
 */
export function occasionSentences(form: EventGeneratorForm, context: PricingContext): string[] {
  const lang = form.language;
  const named = namedOccasions(context);
  const hijri = named.some((near) => ISLAMIC.includes(near.occasion));
  const day = dayInWords(context.date.day, lang, { hijri });
  if (named.length === 0) return [lang === 'en' ? `Your date is ${day}.` : `تاريخ فعاليتك ${day}.`];
  const relations = named.map((near) => occasionRelation(near, context.date.day, lang));
  const sentences = [
    lang === 'en'
      ? `Your date, ${day}, is ${relations.join(', and ')}.`
      : `يقع تاريخك ${day} ${relations.join('، و')}.`,
  ];
  for (const near of named) {
    const notes = OCCASION_NOTES[near.occasion];
    for (const note of [byKind(notes, context.kind), notes.timing, notes.staffing])
      if (note) sentences.push(note[lang]);
  }
  return [...new Set(sentences)];
}

function byKind(notes: OccasionNotes, kind: EventKind) {
  if (kind === 'wedding') return notes.wedding;
  if (kind === 'corporate' || kind === 'cultural') return notes.business;
  return notes.family;
}

/** The spec's demand model, said as the Kingdom's seasons for events. */
const SEASON_REASONS = {
  winter: {
    en: 'across the Kingdom winter is the busiest season for events',
    ar: 'الشتاء أكثر مواسم الفعاليات ازدحامًا في المملكة',
  },
  spring: { en: 'across the Kingdom spring is a busy season for events', ar: 'الربيع موسم نشط للفعاليات في المملكة' },
  autumn: {
    en: 'across the Kingdom autumn is a middling season for events',
    ar: 'الخريف موسم متوسط للفعاليات في المملكة',
  },
  summer: {
    en: 'across the Kingdom summer is the quietest season for events',
    ar: 'الصيف أهدأ مواسم الفعاليات في المملكة',
  },
} as const;

const CITY_SEASON_REASONS = {
  riyadhSeason: { en: 'but Riyadh Season is on', ar: 'لكن موسم الرياض قائم' },
  jeddahSeason: { en: 'but Jeddah Season is on', ar: 'لكن موسم جدة قائم' },
  mountainSummer: { en: "but it is the mountains' high season", ar: 'لكنه موسم الذروة في المرتفعات' },
  alulaWinter: { en: "but it is AlUla's winter season", ar: 'لكنه موسم الشتاء في العلا' },
  taifRoses: undefined,
} as const;

/**
 * Why demand is what it is on that date, each a fact the demand follows (analyse-market's eventDemand).
 *
 * @example
 * demandReasons(context, 'en'); // ['Eid is the peak for weddings'] for a wedding on Eid
 */
export function demandReasons(context: PricingContext, lang: Language): string[] {
  const { date, kind } = context;
  if (context.pilgrimage > 1)
    return [lang === 'en' ? 'pilgrims fill the holy cities' : 'الحجاج والمعتمرون يملؤون المدينتين المقدستين'];
  if (kind === 'wedding' && date.eid) return [lang === 'en' ? 'Eid is the peak for weddings' : 'العيد ذروة الأعراس'];
  if (kind === 'wedding' && date.ramadan)
    return [lang === 'en' ? 'wedding halls sit empty in Ramadan' : 'قاعات الأفراح تخلو في رمضان'];
  // One sentence: the season, then what lifts it here ("but Riyadh Season is on").
  const reasons: string[] = [SEASON_REASONS[context.season][lang]];
  for (const season of date.citySeasons) {
    const reason = CITY_SEASON_REASONS[season];
    if (reason) reasons.push(reason[lang]);
  }
  const summerHoliday = date.occasions.some((near) => near.occasion === 'schoolSummer' && near.days === 0);
  if (kind === 'wedding' && summerHoliday)
    reasons.push(
      lang === 'en'
        ? 'and the summer school holiday keeps wedding halls busy'
        : 'وإجازة الصيف المدرسية تُبقي قاعات الأفراح مزدحمة',
    );
  return reasons;
}
