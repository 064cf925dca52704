import type { i18n, TFunction } from 'i18next';
import { createContext } from 'react';
import type { Messages, WidgetMessages } from './create-i18n';
import { directionOf, type Language } from './language';

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

/**
 * What a component reads of the language, for `language`, from an i18n instance that holds the
 * copy in both languages: LanguageProvider's value, and the build's when it renders a first screen.
 */
export function languageState(
  instance: i18n,
  language: Language,
  setLanguage: (language: Language) => void,
): LanguageState {
  const tIn = (other: Language) => instance.getFixedT(other);
  const addMessages = (more: WidgetMessages<Messages>) => {
    for (const lng of ['en', 'ar'] as const) instance.addResourceBundle(lng, 'translation', more[lng], true);
  };
  return { language, dir: directionOf(language), setLanguage, t: tIn(language), tIn, addMessages };
}
