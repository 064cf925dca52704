import type { TFunction } from 'i18next';
import { createContext } from 'react';
import type { Messages, WidgetMessages } from './create-i18n';
import type { Language } from './language';

export interface LanguageState {
  language: Language;
  dir: 'rtl' | 'ltr';
  /** Switches the whole page through the bus. */
  setLanguage: (language: Language) => void;
  t: TFunction;
  /** `t` for another language than the page's (the chat speaks the language chosen in it). */
  tIn: (language: Language) => TFunction;
  /** Adds copy that arrived later than the element (a part loaded on demand); see useMessages. */
  addMessages: (messages: WidgetMessages<Messages>) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);
