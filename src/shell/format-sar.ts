import type { Language } from './language';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Saudi riyals with no decimals: 'SAR 15,000' in English, '١٥٬٠٠٠ ر.س.‏' in Arabic (spec §9).
 * @example formatSar(15000, 'en') // 'SAR 15,000'
 */
export function formatSar(amount: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', {
      style: 'currency',
      currency: 'SAR',
      currencyDisplay: language === 'ar' ? 'symbol' : 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
