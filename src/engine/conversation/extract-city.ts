import type { City } from '../../contracts/common';
import { escapeRegExp } from './keyword-matcher';

/**
 * Spellings per city, in normalised form (lower case, Arabic folded by normalizeArabic):
 * transliterations people use and the Arabic names with and without the article.
 */
const CITY_SPELLINGS: Record<City, string[]> = {
  Riyadh: ['riyadh', 'riyad', 'ar riyadh', 'al riyadh', 'الرياض', 'رياض'],
  Jeddah: ['jeddah', 'jedda', 'jiddah', 'jidda', 'jedah', 'جده'],
  Mecca: ['mecca', 'makkah', 'makka', 'mekkah', 'mekka', 'مكه', 'مكه المكرمه'],
  Medina: ['medina', 'madinah', 'madina', 'al madinah', 'al-madinah', 'almadinah', 'المدينه المنوره', 'المدينه'],
  Dammam: ['dammam', 'damam', 'الدمام', 'دمام'],
  Khobar: ['khobar', 'al khobar', 'al-khobar', 'alkhobar', 'الخبر'],
  Dhahran: ['dhahran', 'dhahraan', 'الظهران', 'ظهران'],
  Jubail: ['jubail', 'al jubail', 'al-jubail', 'الجبيل', 'جبيل'],
  'Al-Ahsa': ['al-ahsa', 'al ahsa', 'alahsa', 'ahsa', 'al hasa', 'al-hasa', 'hofuf', 'الاحساء', 'الحسا', 'الهفوف'],
  Taif: ['taif', "ta'if", 'al taif', 'الطايف', 'طايف'],
  Abha: ['abha', 'ابها'],
  'Khamis Mushait': ['khamis mushait', 'khamis mushayt', 'khamis-mushait', 'خميس مشيط'],
  Tabuk: ['tabuk', 'tabouk', 'تبوك'],
  Hail: ['hail', "ha'il", 'hayel', 'حايل'],
  Buraidah: ['buraidah', 'buraydah', 'buraida', 'بريده'],
  Jazan: ['jazan', 'jizan', 'gizan', 'جازان', 'جيزان'],
  Najran: ['najran', 'نجران'],
  Yanbu: ['yanbu', 'yanbo', 'ينبع'],
  AlUla: ['alula', 'al ula', 'al-ula', "al'ula", 'al-ola', 'العلا'],
  NEOM: ['neom', 'نيوم'],
};

/**
 * Arabic clitics glued to a city name: و (and), ف, ب (in), ل (to); ل + ال is written لل
 * (للرياض), so names with the article get that form too.
 */
function arabicPattern(spelling: string): string {
  if (spelling.startsWith('ال')) return `(?:و|ف)?(?:ب?ال|لل)${escapeRegExp(spelling.slice(2))}`;
  return `(?:و|ف)?(?:ب|ل)?${escapeRegExp(spelling)}`;
}

interface CityPattern {
  city: City;
  pattern: RegExp;
  /** Text the pattern cannot match without: a cheap includes() skips most patterns. */
  core: string;
}

/** Longest spelling first, so 'المدينه المنوره' wins over 'المدينه' and 'al khobar' over 'khobar'. */
const PATTERNS: CityPattern[] = Object.entries(CITY_SPELLINGS)
  .flatMap(([city, spellings]) => spellings.map((spelling) => ({ city: city as City, spelling })))
  .sort((a, b) => b.spelling.length - a.spelling.length)
  .map(({ city, spelling }) => ({
    city,
    core: spelling.startsWith('ال') ? spelling.slice(2) : spelling,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${/[a-z]/.test(spelling) ? escapeRegExp(spelling) : arabicPattern(spelling)}(?![\\p{L}\\p{N}])`,
      'u',
    ),
  }));

/**
 * The city named first in a normalised text (see normalizeText), by its canonical English name.
 *
 * @example
 * extractCity('حفل زواج بجده'); // 'Jeddah'
 * extractCity('a wedding in al khobar'); // 'Khobar'
 */
export function extractCity(text: string): City | undefined {
  let best: { city: City; index: number } | undefined;
  for (const { city, pattern, core } of PATTERNS) {
    if (!text.includes(core)) continue;
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { city, index: match.index };
  }
  return best?.city;
}

export { CITY_NAMES_AR } from '../../contracts/constants';
