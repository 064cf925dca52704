import { type ReactNode, useMemo, useState } from 'react';
import { setLanguage } from './bus';
import { createI18n, type Messages } from './create-i18n';
import type { Language } from './language';
import { LanguageContext, type LanguageState, languageState } from './language-context';

export interface LanguageProviderProps {
  messages: Record<Language, Messages>;
  /** The language the element speaks; EvElement follows the bus and renders again on a switch. */
  language: Language;
  children: ReactNode;
}

/** Gives the element's tree its copy in `language`, and the switch that changes the page's. */
export function LanguageProvider({ messages, language, children }: LanguageProviderProps) {
  const [i18n] = useState(() => createI18n(messages, language));
  const state = useMemo<LanguageState>(() => {
    if (i18n.language !== language) i18n.changeLanguage(language);
    return languageState(i18n, language, setLanguage);
  }, [i18n, language]);

  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
