import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { setLanguage } from '../base/bus';
import { directionOf, type Language } from '../base/language';

export interface LanguageState {
  /** The language the element speaks (the page's). */
  language: Language;
  dir: 'rtl' | 'ltr';
  /** Switches the whole page through the bus. */
  setLanguage: (language: Language) => void;
  t: TFunction;
}

/**
 * useTranslation with what every widget also reads: the language, its direction and the page's
 * switch. Throws outside a LanguageProvider (spec §4), where useTranslation alone would fall back
 * to keys. A part that speaks another language than the page's (the chat, once its visitor picked
 * one) calls `useTranslation(undefined, { lng })` itself.
 */
export function useLanguage(): LanguageState {
  if (!useContext(I18nContext)?.i18n) throw new Error('useLanguage must be used inside a LanguageProvider');
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return { language, dir: directionOf(language), setLanguage, t };
}
