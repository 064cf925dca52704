import type { Language } from '../../../contracts/common';
import { climateIn } from '../../../saudi/climate';
import { type Bilingual, formatNumber } from './format';

/** What the weather asks of an event, each from the city's averages in the month (src/saudi/climate.ts). */
export type ClimateKey =
  | 'extremeHeat'
  | 'heat'
  | 'humidNights'
  | 'mildEvenings'
  | 'coolNights'
  | 'coldNights'
  | 'freezingNights'
  | 'mountainRain'
  | 'floods'
  | 'winterRain'
  | 'dust';

/** Highs from which the day is too hot outdoors (40 °C) or hot (35 °C); lows that call for heating (10 °C) [EST]. */
export const CLIMATE_THRESHOLDS = {
  extremeHeat: 40,
  heat: 35,
  humidNight: 24,
  mild: 15,
  cool: 10,
  freezing: 5,
} as const;

/**
 * Which climate notes apply to a city in a month: at most one about the heat, one about the night,
 * and rain or dust where the months bring them. None for a place the table does not know.
 *
 * @example
 * climateKeys('Jeddah', 1); // ['mildEvenings']
 * climateKeys('Riyadh', 1); // ['coldNights']
 */
export function climateKeys(city: string, month: number): ClimateKey[] {
  const weather = climateIn(city, month);
  if (!weather) return [];
  const t = CLIMATE_THRESHOLDS;
  const keys: ClimateKey[] = [];
  if (weather.high >= t.extremeHeat) keys.push('extremeHeat');
  else if (weather.high >= t.heat) keys.push('heat');
  if (weather.humid && weather.low >= t.humidNight) keys.push('humidNights');
  else if (weather.low >= t.mild && weather.high < t.heat) keys.push('mildEvenings');
  else if (weather.low <= t.freezing) keys.push('freezingNights');
  else if (weather.low <= t.cool || weather.heating) keys.push('coldNights');
  else if (weather.low < t.mild) keys.push('coolNights');
  if (weather.rain) keys.push(city === 'Mecca' ? 'floods' : weather.mountain ? 'mountainRain' : 'winterRain');
  if (weather.dust) keys.push('dust');
  return keys;
}

/**
 * The climate in one or two sentences: the month's average high and low, then what they ask for.
 *
 * @example
 * climateSentences('Jeddah', 'Jeddah', 1, 'January', 'en');
 * // 'In Jeddah in January, days average about 28 °C and nights 20 °C. Evenings are mild: an open-air part needs no heaters.'
 */
export function climateSentences(
  city: string,
  cityLabel: string,
  month: number,
  monthLabel: string,
  lang: Language,
): string[] {
  const weather = climateIn(city, month);
  if (!weather) return [];
  const n = (value: number) => formatNumber(value, lang);
  const opening =
    lang === 'ar'
      ? `في ${cityLabel} خلال ${monthLabel} يبلغ متوسط الحرارة نحو ${n(weather.high)}° نهارًا و${n(weather.low)}° ليلًا.`
      : `In ${cityLabel} in ${monthLabel}, days average about ${n(weather.high)} °C and nights ${n(weather.low)} °C.`;
  return [opening, ...climateKeys(city, month).map((key) => CLIMATE_TEXT[key][lang])];
}

/** R80–R88: the averages and what the sources say each city's evenings need. */
export const CLIMATE_TEXT: Record<ClimateKey, Bilingual> = {
  extremeHeat: {
    en: 'That is too hot outdoors by day: keep the event indoors and air-conditioned, and any outdoor part after sunset in cooled tents.',
    ar: 'حرارة لا تناسب الخارج نهارًا: اجعل الفعالية داخل قاعة مكيّفة، وأي جزء خارجي بعد الغروب في خيام مبرّدة.',
  },
  heat: {
    en: 'Days are hot: an air-conditioned hall, with any outdoor part after sunset.',
    ar: 'النهار حار: قاعة مكيّفة، وأي جزء خارجي بعد الغروب.',
  },
  humidNights: {
    en: 'Nights stay warm and humid on the coast: air-conditioned tents rather than open air.',
    ar: 'الليالي دافئة ورطبة على الساحل: خيام مكيّفة بدل الجلسات المكشوفة.',
  },
  mildEvenings: {
    en: 'Evenings are mild: an open-air part works, with no heaters needed.',
    ar: 'الأمسيات معتدلة: يناسبها جزء في الهواء الطلق دون حاجة إلى دفايات.',
  },
  coolNights: {
    en: 'Nights turn cool: a heated corner or wraps for the outdoor part.',
    ar: 'الليالي تميل إلى البرودة: ركن مدفأ أو شالات للجزء الخارجي.',
  },
  coldNights: {
    en: 'Nights are cold: heaters and blankets for any outdoor part.',
    ar: 'الليالي باردة: دفايات وبطانيات لأي جزء خارجي.',
  },
  freezingNights: {
    en: 'Nights come close to freezing: heaters are essential for any outdoor part, or keep the evening indoors.',
    ar: 'الليالي تقترب من التجمد: الدفايات ضرورية لأي جزء خارجي، أو اجعل السهرة في الداخل.',
  },
  mountainRain: {
    en: 'The mountains have the most thunderstorm days in the Kingdom: plan cover for any outdoor part.',
    ar: 'المرتفعات أكثر مناطق المملكة في أيام العواصف الرعدية: جهّز تغطية لأي جزء خارجي.',
  },
  floods: {
    en: 'Rain from November to January can bring flash floods: keep a covered fallback and check the access roads.',
    ar: 'قد تسبب أمطار نوفمبر إلى يناير سيولًا مفاجئة: جهّز بديلًا مغطى وتحقق من الطرق المؤدية.',
  },
  winterRain: {
    en: 'Winter brings some rain, and rarely snow: keep an indoor fallback.',
    ar: 'يحمل الشتاء بعض الأمطار ونادرًا الثلوج: جهّز بديلًا داخليًا.',
  },
  dust: {
    en: 'The Eastern Province has the most dust-storm days in the Kingdom: keep an indoor fallback.',
    ar: 'تسجل المنطقة الشرقية أكثر أيام العواصف الترابية في المملكة: جهّز بديلًا داخليًا.',
  },
};
