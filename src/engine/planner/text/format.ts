import type { Language } from '../../../contracts/common';

export type Bilingual = { en: string; ar: string };

/** The text in the request language. */
export const pick = (lang: Language, text: Bilingual): string => text[lang];

// The planner's prose writes amounts and counts with the Saudi core's formatters (one digit policy).
export { formatNumber, formatSar } from '../../../saudi';
