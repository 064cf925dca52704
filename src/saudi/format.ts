import type { Language } from '../contracts/constants';

/*
 * The digit policy, one per language, for every number a visitor reads (the widgets' amounts and
 * charts, the planner's prose, Layla's replies): Western digits (0-9) in English AND in Arabic.
 * Arabic-Indic digits (٠-٩) would put two styles side by side, because what cannot be rewritten
 * is Western: the company's phone and WhatsApp numbers shown as configured, the visitor's own
 * phone, emails, the years in the copy ('منذ 2010', 'رؤية 2030'). Layla still *reads* both
 * (normalizeDigits). docs/requirements.md, "Numbers and digits", says the same for site owners.
 *
 * The text is built here, not by Intl's currency, percent and date styles, so the server (Node's
 * ICU) and the browser (the visitor's ICU) print the same characters: ICU versions differ in the
 * riyal symbol, the bidi marks around it and the digits 'ar-SA' defaults to (١٥٬٠٠٠).
 */
// Made on first use, not when the module loads: a browser's first Intl.NumberFormat loads ICU data
// (~12 ms on the demo home's start-up), and only numbers past 2^53 ever need it.
let western: Intl.NumberFormat | undefined;

/**
 * A whole number, grouped by thousands.
 *
 * @example
 * formatNumber(1500, 'ar'); // '1,500'
 */
export function formatNumber(value: number, _language: Language): string {
  const whole = Math.round(value);
  // Grouped by hand when it can be, with the same characters: Intl's format costs microseconds,
  // and a chat reply or a plan prints dozens of numbers.
  if (Number.isSafeInteger(whole) && !Object.is(whole, -0)) return groupThousands(whole);
  western ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return western.format(whole); // in both languages: Western digits, as above
}

function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * Whole Saudi riyals (spec §9: no decimals, the Arabic symbol in Arabic); a no-break space keeps
 * the amount and its currency on one line.
 *
 * @example
 * formatSar(15000, 'en'); // 'SAR 15,000'
 * formatSar(15000, 'ar'); // '15,000 ر.س.'
 */
export function formatSar(amount: number, language: Language): string {
  const digits = formatNumber(amount, language);
  return language === 'ar' ? `${digits}\u00a0ر.س.` : `SAR\u00a0${digits}`;
}

/**
 * A 0–1 share as a whole percentage, with the Arabic percent sign in Arabic.
 *
 * @example
 * formatPercent(0.9, 'ar'); // '90٪'
 */
export function formatPercent(share: number, language: Language): string {
  return `${formatNumber(share * 100, language)}${language === 'ar' ? '٪' : '%'}`;
}

const MONTHS: Record<Language, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  ar: 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'.split(' '),
};

/**
 * A Gregorian month (1–12) by its name, the Saudi names in Arabic.
 *
 * @example
 * monthName(12, 'ar'); // 'ديسمبر'
 */
export function monthName(month: number, language: Language): string {
  return MONTHS[language][month - 1] ?? '';
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  ar: 'الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت'.split(' '),
};

/**
 * A calendar day (YYYY-MM-DD) written out, Gregorian months by their Saudi names in Arabic, with
 * its weekday when asked; anything else is returned as it is.
 *
 * @example
 * formatDay('2027-03-15', 'en'); // '15 March 2027'
 * formatDay('2027-03-15', 'ar'); // '15 مارس 2027'
 * formatDay('2027-03-10', 'en', { weekday: true }); // 'Wednesday 10 March 2027'
 */
export function formatDay(day: string, language: Language, options: { weekday?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[language][Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1) return day;
  const date = `${Number(match[3])} ${month} ${match[1]}`;
  if (!options.weekday) return date;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return `${WEEKDAYS[language][weekday]} ${date}`;
}
