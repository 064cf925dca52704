import { CITIES } from '../../src/contracts/constants';
import type { City } from '../../src/contracts/common';
import type { Language } from '../../src/shell/language';

const ARABIC: Record<City, string> = {
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
  AlUla: 'العُلا',
  NEOM: 'نيوم',
};

/** The 20 cities the planner knows, named in `language` (the planner reads both spellings). */
export function cityNames(language: Language): string[] {
  return CITIES.map((city) => (language === 'ar' ? ARABIC[city] : city));
}

/** A city the planner resolved (canonical English name) as the page language says it. */
export function cityName(city: string, language: Language): string {
  return language === 'ar' && city in ARABIC ? ARABIC[city as City] : city;
}
