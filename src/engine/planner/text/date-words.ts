import type { Language } from '../../../contracts/common';
import { formatDay } from '../../../saudi/format';
import { formatHijri } from '../../../saudi/hijri';
import { OCCASION_NOTES } from '../../../saudi/occasion-notes';
import type { OccasionSpan } from '../../../saudi/saudi-calendar';
import { formatNumber } from './format';

/**
 * A day as a client reads it, never as YYYY-MM-DD: its weekday and Gregorian date, and its Umm
 * al-Qura date where that helps (an Islamic occasion is near).
 *
 * @example
 * dayInWords('2027-03-10', 'en', { hijri: true }); // 'Wednesday 10 March 2027 (2 Shawwal 1448 AH)'
 * dayInWords('2027-03-10', 'ar');                  // 'الأربعاء 10 مارس 2027'
 */
export function dayInWords(day: string, lang: Language, options: { hijri?: boolean } = {}): string {
  const gregorian = formatDay(day, lang, { weekday: true });
  return options.hijri ? `${gregorian} (${formatHijri(day, lang)})` : gregorian;
}

const ORDINALS = {
  en: ['first', 'second', 'third', 'fourth'],
  ar: ['الأول', 'الثاني', 'الثالث', 'الرابع'],
} as const;

/**
 * How a day stands to an occasion, in words (in Arabic always after a preposition, to follow
 * "يقع تاريخك …"): "the second day of Eid al-Fitr", "in Ramadan",
 * "3 days before Saudi National Day (Wednesday 23 September 2026)", "2 days after Eid al-Adha".
 *
 * @example
 * occasionRelation({ occasion: 'eidAlFitr', start: '2027-03-09', end: '2027-03-11', days: 0 }, '2027-03-10', 'en');
 * // 'the second day of Eid al-Fitr'
 */
export function occasionRelation(near: OccasionSpan & { days: number }, day: string, lang: Language): string {
  const name = OCCASION_NOTES[near.occasion].name[lang];
  const en = lang === 'en';
  // The school holidays' dates change each year (R75): say only what is sure.
  if (near.occasion === 'schoolMidYear')
    return en ? 'in January, the month of the mid-year school break' : 'في يناير، شهر إجازة منتصف العام الدراسي';
  if (near.occasion === 'schoolSummer')
    return en
      ? 'in the weeks the summer school holiday usually covers'
      : 'في الأسابيع التي تشملها إجازة الصيف المدرسية عادةً';
  const count = (days: number) =>
    en
      ? `${formatNumber(days, lang)} day${days === 1 ? '' : 's'}`
      : days === 1
        ? 'بيوم واحد'
        : days === 2
          ? 'بيومين'
          : `بـ${formatNumber(days, lang)} أيام`;
  if (near.days > 0) {
    const start = dayInWords(near.start, lang);
    return en ? `${count(near.days)} before ${name} (${start})` : `قبل ${name} ${count(near.days)} (${start})`;
  }
  if (near.days < 0) return en ? `${count(-near.days)} after ${name}` : `بعد ${name} ${count(-near.days)}`;
  if (near.start === near.end) return en ? name : `في ${name}`;
  const index = Math.round((Date.parse(day) - Date.parse(near.start)) / 86_400_000);
  const ordinal = ORDINALS[lang][index];
  if ((near.occasion === 'eidAlFitr' || near.occasion === 'eidAlAdha') && ordinal)
    return en ? `the ${ordinal} day of ${name}` : `في اليوم ${ordinal} من ${name}`;
  return en ? `in ${name}` : `في ${name}`;
}
