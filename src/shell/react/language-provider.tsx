import { type ReactNode, useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../base/language';
import { createI18n, type Messages } from './create-i18n';

export interface LanguageProviderProps {
  messages: Record<Language, Messages>;
  /** The language the element speaks; EvElement follows the bus and renders again on a switch. */
  language: Language;
  children: ReactNode;
}

/**
 * Gives the element's tree its own i18next instance (react-i18next's I18nextProvider) with its
 * copy, in `language`. A switch is made after the render that asked for it and before the browser
 * paints; useTranslation then renders the copy again in the new language.
 */
export function LanguageProvider({ messages, language, children }: LanguageProviderProps) {
  const [i18n] = useState(() => createI18n(messages, language));
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
