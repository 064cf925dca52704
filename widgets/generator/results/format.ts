import type { Language } from '../../../src/shell/language';

const locale = (language: Language) => (language === 'ar' ? 'ar-SA' : 'en-SA');

/** A count in the page language's digits, grouped: '1,500' or '١٬٥٠٠'. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(value);
}

/** A 0–1 share as a whole percentage: '90%' or '٩٠٪'. */
export function formatPercent(share: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A calendar day (YYYY-MM-DD) written out: '15 January 2027' or its Arabic form. */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
