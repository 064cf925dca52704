import { gregorianOf, hijriOf } from '../../../../saudi';
import type { DateMatch } from './extract-date';

/** Hijri month names as visitors type them (normalised: ة → ه, أ → ا, ى → ي), with their number. */
// biome-ignore format: a lookup table reads best packed
const HIJRI_MONTH: Record<string, number> = {
  muharram: 1, safar: 2, 'rabi al-awwal': 3, 'rabi al awwal': 3, 'rabi al-thani': 4, 'rabi al thani': 4,
  'jumada al-ula': 5, 'jumada al-akhirah': 6, rajab: 7, shaban: 8, "sha'ban": 8, shaaban: 8, ramadan: 9,
  ramadhan: 9, ramzan: 9, shawwal: 10, shawal: 10, 'dhul qadah': 11, "dhu al-qa'dah": 11, 'dhul hijjah': 12,
  'dhu al-hijjah': 12, 'dhul-hijjah': 12,
  محرم: 1, صفر: 2, 'ربيع الاول': 3, 'ربيع الاخر': 4, 'ربيع الثاني': 4, 'جمادي الاولي': 5, 'جمادي الاول': 5,
  'جمادي الاخره': 6, 'جمادي الثاني': 6, 'جمادي الثانيه': 6, رجب: 7, شعبان: 8, رمضان: 9, شوال: 10,
  'ذو القعده': 11, 'ذي القعده': 11, 'ذو الحجه': 12, 'ذي الحجه': 12,
};
const MONTH_NAMES = Object.keys(HIJRI_MONTH)
  .sort((a, b) => b.length - a.length)
  .join('|');
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/** '15 Rajab', 'the 22nd of Ramadan', '٢٢ رجب', 'يوم ٢٥ من رمضان'; and 'Ramadan 15'. */
const DAY_OF_MONTH = new RegExp(
  `${B}${DAY}\\s*(?:of\\s+|من\\s+)?(?:شهر\\s+)?(?:the\\s+month\\s+of\\s+)?(${MONTH_NAMES})${E}`,
  'gu',
);
const MONTH_THEN_DAY = new RegExp(`${B}(${MONTH_NAMES})\\s+(?:the\\s+)?${DAY}${E}`, 'gu');

/** Ordinals of a day of Eid, in both languages. */
// biome-ignore format: a lookup table reads best packed
const ORDINAL: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4,
  اول: 1, الاول: 1, ثاني: 2, الثاني: 2, ثالث: 3, الثالث: 3, رابع: 4, الرابع: 4,
};
const ORDINALS = Object.keys(ORDINAL).join('|');
/** 'the 2nd day of Eid al-Fitr', 'ثاني يوم عيد الفطر', 'اليوم الثالث من عيد الاضحي', 'first day of eid'. */
const EID_DAY = new RegExp(
  `${B}(?:the\\s+)?(${ORDINALS})\\s+(?:day|يوم|ايام)\\s+(?:of\\s+|من\\s+)?(?:the\\s+)?(?:ال)?(eid|عيد)(?:\\s+(?:al[- ]?)?(fitr|adha|ال?فطر|ال?اضحي))?${E}` +
    `|${B}(?:ال)?يوم\\s+(?:ال)?(${ORDINALS})\\s+(?:من\\s+)?(?:ال)?(عيد)(?:\\s+(ال?فطر|ال?اضحي))?${E}`,
  'gu',
);

/**
 * The days a normalised text names in the Hijri calendar, each as the next Gregorian day it falls
 * on from `today` (Umm al-Qura, src/saudi/hijri.ts): '15 Rajab', 'the 22nd of Ramadan', 'يوم ٢٥
 * رمضان', 'the 2nd day of Eid al-Fitr', 'ثالث يوم عيد الاضحي'. An Eid not named is the next one.
 *
 * @example
 * hijriDays('the 2nd day of eid al-fitr', '2026-11-27')[0]?.date; // '2027-03-10'
 * hijriDays('٢٢ رجب', '2026-11-27')[0]?.date; // '2026-12-31'
 */
export function hijriDays(text: string, today: string): DateMatch[] {
  const found: DateMatch[] = [];
  if (!HIJRI_WORD.test(text)) return found;
  const push = (match: RegExpMatchArray, month: number | undefined, day: number) => {
    const date = month ? nextHijri(month, day, today) : undefined;
    if (date)
      found.push({ date, start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, precision: 'day' });
  };
  for (const match of text.matchAll(DAY_OF_MONTH)) push(match, HIJRI_MONTH[match[2] ?? ''], Number(match[1]));
  for (const match of text.matchAll(MONTH_THEN_DAY)) push(match, HIJRI_MONTH[match[1] ?? ''], Number(match[2]));
  for (const match of text.matchAll(EID_DAY)) {
    const day = ORDINAL[match[1] ?? match[4] ?? ''] ?? 1;
    const which = match[3] ?? match[6];
    if (which) push(match, /adha|اضحي/u.test(which) ? 12 : 10, /adha|اضحي/u.test(which) ? 9 + day : day);
    else {
      // 'the 2nd day of Eid': whichever Eid comes first.
      const fitr = nextHijri(10, day, today);
      const adha = nextHijri(12, 9 + day, today);
      const date = [fitr, adha].filter(Boolean).sort()[0];
      if (date) found.push({ date, start: match.index, end: match.index + match[0].length, precision: 'day' });
    }
  }
  return found;
}

/** A word every Hijri day above holds: most messages skip the patterns. */
const HIJRI_WORD =
  /eid|muharram|safar|rabi|jumada|rajab|sha.?a?ban|rama[dz]|shaw|dhu|عيد|محرم|صفر|ربيع|جمادي|رجب|شعبان|رمضان|شوال|القعده|الحجه/u;

/** The next Gregorian day, from today on, of a Hijri month's day. */
function nextHijri(month: number, day: number, today: string): string | undefined {
  if (day < 1 || day > 30) return undefined;
  const { year } = hijriOf(today);
  for (const candidate of [year, year + 1]) {
    const date = gregorianOf({ year: candidate, month, day });
    if (date && date >= today) return date;
  }
  return undefined;
}
