import type { Language } from '@contracts/constants';

export type { Language };

/** The only values a saved or requested language may take (spec §5). */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** Text direction of a language: Arabic is right-to-left. */
export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
