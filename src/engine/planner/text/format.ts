import type { Language } from '../../../contracts/common';

export type Bilingual = { en: string; ar: string };

/** The text in the request language. */
export const pick = (lang: Language, text: Bilingual): string => text[lang];

const sarFormat = {
  en: new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }),
  // Western digits inside Arabic prose, with the Arabic riyal symbol (spec §9), everywhere alike.
  ar: new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }),
};
const numberFormat = {
  en: new Intl.NumberFormat('en-SA', { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat('ar-SA-u-nu-latn', { maximumFractionDigits: 0 }),
};

/**
 * A whole-riyal amount for prose in the request language.
 *
 * @example
 * formatSar(12500, 'en'); // 'SAR 12,500'
 * formatSar(12500, 'ar'); // '‏12,500 ر.س.‏'
 */
export const formatSar = (amount: number, lang: Language): string => sarFormat[lang].format(Math.round(amount));

/** A whole number with thousands separators, Western digits in both languages. */
export const formatNumber = (value: number, lang: Language): string => numberFormat[lang].format(value);
