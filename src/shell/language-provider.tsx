import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { getLanguage, onLanguageChange, restoreLanguageOnPage, setLanguage } from './bus';
import { createI18n, type Messages } from './create-i18n';
import { isLanguage, type Language } from './language';
import { LanguageContext, type LanguageState, languageState } from './language-context';

export interface LanguageProviderProps {
  messages: Record<Language, Messages>;
  /** The element's or page's default, used when the visitor has not chosen yet. */
  defaultLanguage?: string | null | undefined;
  children: ReactNode;
}

/** Follows the bus: renders in the page language and re-renders when any element switches it. */
export function LanguageProvider({ messages, defaultLanguage, children }: LanguageProviderProps) {
  const [initialDefault] = useState(defaultLanguage);
  const [language, setCurrent] = useState<Language>(() => getLanguage(defaultLanguage));
  const [i18n] = useState(() => createI18n(messages, language));

  useEffect(() => {
    restoreLanguageOnPage();
    const unsubscribe = onLanguageChange(setCurrent);
    setCurrent(getLanguage(initialDefault));
    return unsubscribe;
  }, [initialDefault]);

  // A host that changes the element's lang attribute later is asking for a switch.
  useEffect(() => {
    if (defaultLanguage !== initialDefault && isLanguage(defaultLanguage)) setLanguage(defaultLanguage);
  }, [defaultLanguage, initialDefault]);

  const state = useMemo<LanguageState>(() => {
    if (i18n.language !== language) i18n.changeLanguage(language);
    return languageState(i18n, language, setLanguage);
  }, [i18n, language]);

  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
