import { CITIES, type Language } from '../contracts/constants';

/** A city's canonical id: its English name, as the contracts carry it on the wire. */
export type City = (typeof CITIES)[number];

/** The Kingdom's thirteen administrative regions. */
export type Region =
  | 'riyadh'
  | 'makkah'
  | 'madinah'
  | 'eastern'
  | 'qassim'
  | 'asir'
  | 'tabuk'
  | 'hail'
  | 'northern-borders'
  | 'jazan'
  | 'najran'
  | 'al-bahah'
  | 'al-jouf';

export interface CityEntry {
  /** The name shown in English (the id) and in Arabic. */
  en: string;
  ar: string;
  region: Region;
  /**
   * The other ways people write it, English transliterations and Arabic, as typed. findCity reads
   * these and the two names through normalizeText (case, diacritics, hamza, ta marbuta), ignores
   * spaces, hyphens and apostrophes ('Al-Khobar', 'alkhobar', "Ta'if"), takes an English 'al'/'el'
   * article ('al Taif') and the Arabic clitics (بـ، لـ، وال…), and takes the first city word of a
   * longer name ('Yanbu al Bahr', 'ad Dammam'), so those need no entry of their own.
   */
  spellings: readonly string[];
}

/**
 * The one table of the cities the product knows: Layla reads them in messages, the planner prices
 * them, the generator form offers them, in both languages.
 */
export const CITY_TABLE: Readonly<Record<City, CityEntry>> = {
  Riyadh: {
    en: 'Riyadh',
    ar: 'الرياض',
    region: 'riyadh',

    spellings: ['riyad', 'رياض'],
  },
  Jeddah: {
    en: 'Jeddah',
    ar: 'جدة',
    region: 'makkah',

    spellings: ['jedda', 'jiddah', 'jidda', 'jedah', 'jeddha', 'jedaah'],
  },
  Mecca: {
    en: 'Mecca',
    ar: 'مكة المكرمة',
    region: 'makkah',

    spellings: ['makkah', 'makka', 'mekkah', 'mekka', 'مكة'],
  },
  Medina: {
    en: 'Medina',
    ar: 'المدينة المنورة',
    region: 'madinah',

    spellings: ['madinah', 'madina', 'المدينة'],
  },
  Dammam: { en: 'Dammam', ar: 'الدمام', region: 'eastern', spellings: ['damam', 'دمام'] },
  Khobar: { en: 'Khobar', ar: 'الخبر', region: 'eastern', spellings: [] },
  Dhahran: { en: 'Dhahran', ar: 'الظهران', region: 'eastern', spellings: ['dhahraan', 'ظهران'] },
  Jubail: { en: 'Jubail', ar: 'الجبيل', region: 'eastern', spellings: ['جبيل'] },
  'Al-Ahsa': {
    en: 'Al-Ahsa',
    ar: 'الأحساء',
    region: 'eastern',

    spellings: ['ahsa', 'hasa', 'hofuf', 'الحسا', 'الهفوف'],
  },
  Taif: { en: 'Taif', ar: 'الطائف', region: 'makkah', spellings: ['طايف'] },
  Abha: { en: 'Abha', ar: 'أبها', region: 'asir', spellings: [] },
  'Khamis Mushait': {
    en: 'Khamis Mushait',
    ar: 'خميس مشيط',
    region: 'asir',

    spellings: ['khamis mushayt', 'khamis'],
  },
  Tabuk: { en: 'Tabuk', ar: 'تبوك', region: 'tabuk', spellings: ['tabouk'] },
  Hail: { en: 'Hail', ar: 'حائل', region: 'hail', spellings: ['hayel'] },
  Buraidah: { en: 'Buraidah', ar: 'بريدة', region: 'qassim', spellings: ['buraydah', 'buraida'] },
  Jazan: { en: 'Jazan', ar: 'جازان', region: 'jazan', spellings: ['jizan', 'gizan', 'جيزان'] },
  Najran: { en: 'Najran', ar: 'نجران', region: 'najran', spellings: [] },
  Yanbu: { en: 'Yanbu', ar: 'ينبع', region: 'madinah', spellings: ['yanbo'] },
  AlUla: { en: 'AlUla', ar: 'العلا', region: 'madinah', spellings: ['al-ola'] },
  NEOM: { en: 'NEOM', ar: 'نيوم', region: 'tabuk', spellings: [] },
};

/**
 * A city as the language names it; anything that is not a known id (a place the visitor typed)
 * is returned as it is.
 *
 * @example
 * cityName('Jeddah', 'ar'); // 'جدة'
 * cityName('Paris', 'ar');  // 'Paris'
 */
export function cityName(city: string, language: Language): string {
  const entry = Object.hasOwn(CITY_TABLE, city) ? CITY_TABLE[city as City] : undefined;
  return entry ? entry[language] : city;
}

/** Every known city named in `language`, in table order (the generator form's suggestions). */
export function cityNames(language: Language): string[] {
  return CITIES.map((city) => CITY_TABLE[city][language]);
}
