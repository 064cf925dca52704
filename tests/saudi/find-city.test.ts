import { describe, expect, it } from 'vitest';
import { CITIES, type City } from '../../src/contracts/common';
import { CITY_TABLE, cityName, cityNames } from '../../src/saudi/cities';
import { findCities, findCity } from '../../src/saudi/find-city';

/**
 * The tables the core replaced, as they stood: Layla's spellings (already normalised),
 * the planner's aliases, and the Arabic names the generator form offered. Every one must still
 * be read as its city.
 */
const LAYLA_SPELLINGS: Record<City, string[]> = {
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
const PLANNER_ALIASES: Record<City, string[]> = {
  Riyadh: ['riyadh', 'riyad', 'ar riyadh', 'الرياض', 'رياض'],
  Jeddah: ['jeddah', 'jedda', 'jiddah', 'jidda', 'جدة', 'جده'],
  Mecca: ['mecca', 'makkah', 'makka', 'makkah al mukarramah', 'مكة', 'مكة المكرمة'],
  Medina: ['medina', 'madinah', 'madina', 'al madinah', 'al madinah al munawwarah', 'المدينة', 'المدينة المنورة'],
  Dammam: ['dammam', 'ad dammam', 'الدمام', 'دمام'],
  Khobar: ['khobar', 'al khobar', 'al-khobar', 'الخبر'],
  Dhahran: ['dhahran', 'الظهران'],
  Jubail: ['jubail', 'al jubail', 'الجبيل'],
  'Al-Ahsa': ['al ahsa', 'al-ahsa', 'ahsa', 'al hasa', 'hasa', 'hofuf', 'al hofuf', 'الأحساء', 'الاحساء', 'الهفوف'],
  Taif: ['taif', "ta'if", 'al taif', 'الطائف'],
  Abha: ['abha', 'أبها', 'ابها'],
  'Khamis Mushait': ['khamis mushait', 'khamis mushayt', 'khamis', 'خميس مشيط'],
  Tabuk: ['tabuk', 'tabouk', 'تبوك'],
  Hail: ['hail', "ha'il", 'hail city', 'حائل'],
  Buraidah: ['buraidah', 'buraydah', 'buraida', 'بريدة'],
  Jazan: ['jazan', 'jizan', 'gizan', 'جازان', 'جيزان'],
  Najran: ['najran', 'نجران'],
  Yanbu: ['yanbu', 'yanbu al bahr', 'ينبع'],
  AlUla: ['alula', 'al ula', 'al-ula', 'العلا'],
  NEOM: ['neom', 'نيوم'],
};
const FORM_NAMES_AR: Record<City, string> = {
  Riyadh: 'الرياض',
  Jeddah: 'جدة',
  Mecca: 'مكة المكرمة',
  Medina: 'المدينة المنورة',
  Dammam: 'الدمام',
  Khobar: 'الخبر',
  Dhahran: 'الظهران',
  Jubail: 'الجبيل',
  'Al-Ahsa': 'الأحساء',
  Taif: 'الطائف',
  Abha: 'أبها',
  'Khamis Mushait': 'خميس مشيط',
  Tabuk: 'تبوك',
  Hail: 'حائل',
  Buraidah: 'بريدة',
  Jazan: 'جازان',
  Najran: 'نجران',
  Yanbu: 'ينبع',
  AlUla: 'العلا',
  NEOM: 'نيوم',
};

const everySpelling = CITIES.flatMap((city) =>
  [...LAYLA_SPELLINGS[city], ...PLANNER_ALIASES[city], FORM_NAMES_AR[city], ...CITY_TABLE[city].spellings].map(
    (spelling) => [spelling, city] as const,
  ),
);

describe('findCity', () => {
  it('reads a name typed with a held-down letter or without its final hamza', () => {
    expect(findCity('بالريااض')).toBe('Riyadh');
    expect(findCity('jeddddah')).toBe('Jeddah');
    expect(findCity('بالأحسا')).toBe('Al-Ahsa');
    expect(findCity('mecca')).toBe('Mecca');
  });

  it.each(everySpelling)('reads %s as %s, alone, capitalised and inside a sentence', (spelling, city) => {
    expect(findCity(spelling)).toBe(city);
    expect(findCity(spelling.toUpperCase())).toBe(city);
    expect(findCity(`an event in ${spelling}, Saudi Arabia`)).toBe(city);
    expect(findCity(`حفل في ${spelling} إن شاء الله`)).toBe(city);
  });

  it.each(CITIES.map((city) => [FORM_NAMES_AR[city], city] as const))(
    'reads %s with the Arabic clitics glued to it',
    (name, city) => {
      const stem = name.startsWith('ال') ? name.slice(2) : name;
      const forms = name.startsWith('ال')
        ? [`بال${stem}`, `لل${stem}`, `وال${stem}`, `فبال${stem}`]
        : [`ب${stem}`, `ل${stem}`, `و${stem}`, `وب${stem}`];
      for (const form of forms) expect(findCity(`زواج ${form}`)).toBe(city);
    },
  );

  it.each([
    ['Ḥaʾil', 'Hail'],
    ['Ta’if', 'Taif'],
    ['العُلا', 'AlUla'],
    ['مَكَّة', 'Mecca'],
    ['el Riyadh', 'Riyadh'],
    ['AlTabuk', 'Tabuk'],
    ['Yanbu al Bahr', 'Yanbu'],
    ['Khamis Mushait', 'Khamis Mushait'],
    ['ﺍﻟﺮﻳﺎﺽ', 'Riyadh'],
  ])('reads %s as %s (marks, apostrophes, articles, presentation forms)', (text, city) => {
    expect(findCity(text)).toBe(city);
  });

  it('takes the first city named, the longest name at one place', () => {
    expect(findCity('Jeddah or Riyadh')).toBe('Jeddah');
    expect(findCity('مدينة الرياض')).toBe('Riyadh');
    expect(findCity('khamis mushait on khamis')).toBe('Khamis Mushait');
  });

  it.each(['Paris', 'Riyadhs', 'الرياضة', 'أي مدينة؟', 'عندي خبر حلو', 'ola amigo', 'جدتي', ''])(
    'finds no city in %s',
    (text) => {
      expect(findCity(text)).toBeUndefined();
    },
  );
});

describe('the city table', () => {
  it('names every city in both languages and round-trips each name', () => {
    for (const city of CITIES) {
      expect(findCity(cityName(city, 'en'))).toBe(city);
      expect(findCity(cityName(city, 'ar'))).toBe(city);
      expect(cityName(city, 'ar')).toBe(FORM_NAMES_AR[city]);
    }
    expect(cityNames('ar')).toEqual(CITIES.map((city) => FORM_NAMES_AR[city]));
    expect(cityNames('en')).toEqual([...CITIES]);
  });

  it('returns a place it does not know as typed', () => {
    expect(cityName('Paris', 'ar')).toBe('Paris');
    expect(cityName('constructor', 'ar')).toBe('constructor');
  });
});

describe('findCities', () => {
  it('names every city once, in order, multi-word names whole', () => {
    expect(findCities('do you work in abha and khamis mushait, or in Abha only?')).toEqual(['Abha', 'Khamis Mushait']);
    expect(findCities('من الرياض إلى العلا')).toEqual(['Riyadh', 'AlUla']);
    expect(findCities('no city here')).toEqual([]);
  });
});
