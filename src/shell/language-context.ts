import type { TFunction } from 'i18next';
import { createContext } from 'react';
import type { Language } from './language';

export interface LanguageState {
  language: Language;
  dir: 'rtl' | 'ltr';
  /** Switches the whole page through the bus. */
  setLanguage: (language: Language) => void;
  t: TFunction;
}

export const LanguageContext = createContext<LanguageState | null>(null);
