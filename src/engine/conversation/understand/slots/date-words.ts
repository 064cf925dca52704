/** Month names (normalised): English full and short, Arabic Gregorian (Egypt/Gulf) and Levantine names. */
// biome-ignore format: a lookup table reads best packed
export const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11,
  nov: 11, december: 12, dec: 12,
  يناير: 1, فبراير: 2, مارس: 3, ابريل: 4, مايو: 5, يونيو: 6, يونيه: 6, يوليو: 7, يوليه: 7, اغسطس: 8,
  سبتمبر: 9, اكتوبر: 10, نوفمبر: 11, ديسمبر: 12,
  'كانون الثاني': 1, شباط: 2, اذار: 3, نيسان: 4, ايار: 5, حزيران: 6, تموز: 7, اب: 8, ايلول: 9,
  'تشرين الاول': 10, 'تشرين الثاني': 11, 'كانون الاول': 12,
};

/** Weekday names, 0 = Sunday. */
// biome-ignore format: a lookup table reads best packed
export const WEEKDAYS: Record<string, number> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  الاحد: 0, الاثنين: 1, الاتنين: 1, الثلاثاء: 2, الثلاثا: 2, الاربعاء: 3, الاربعا: 3, الخميس: 4, الجمعه: 5,
  السبت: 6,
};

/** Units of 'in three weeks' / 'بعد ٣ أسابيع', in days or months. */
// biome-ignore format: a lookup table reads best packed
export const PERIODS: Record<string, { days?: number; months?: number }> = {
  day: { days: 1 }, days: { days: 1 }, week: { days: 7 }, weeks: { days: 7 }, month: { months: 1 },
  months: { months: 1 }, year: { months: 12 }, years: { months: 12 },
  يوم: { days: 1 }, ايام: { days: 1 }, اسبوع: { days: 7 }, اسابيع: { days: 7 }, شهر: { months: 1 },
  شهور: { months: 1 }, اشهر: { months: 1 }, سنه: { months: 12 },
};

/** Arabic duals: يومين is two days, شهرين two months. */
// biome-ignore format: a lookup table reads best packed
export const DUAL_PERIODS: Record<string, { days?: number; months?: number }> = {
  يومين: { days: 2 }, اسبوعين: { days: 14 }, شهرين: { months: 2 }, سنتين: { months: 24 },
};

/** 'next' and 'coming' in both languages, after the noun in Arabic (الأسبوع الجاي). */
export const NEXT_WORDS = ['next', 'coming', 'الجاي', 'الجايه', 'القادم', 'القادمه', 'المقبل', 'المقبله', 'الياي'];
