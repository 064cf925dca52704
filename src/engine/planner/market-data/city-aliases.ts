import type { City } from '../../../contracts/common';

/**
 * Spellings people type for each city, English transliterations and Arabic, before normalisation
 * (resolve-city.ts lowercases, strips diacritics, unifies alef/ta marbuta/ya and drops spaces).
 */
export const CITY_ALIASES: Record<City, readonly string[]> = {
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
