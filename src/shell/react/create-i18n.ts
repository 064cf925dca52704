import i18next, { type i18n } from 'i18next';
import { FOLLOW_UP_HOURS } from '@saudi/company-facts';
import type { Language } from '../base/language';

/** A widget's copy for one language: nested objects of strings, keys like `contact.form.name`. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One widget's copy in both languages; Arabic must have every key English has. */
export type WidgetMessages<T extends Messages> = Record<Language, T>;

/**
 * A private i18next instance, so separately loaded widgets never fight over one global language.
 * `{name}` placeholders are filled from the values passed to `t`; a missing key renders as the
 * key itself and logs a warning (spec §4). `{followUpHours}` is filled in every copy from its one
 * setting, FOLLOW_UP_HOURS, which Layla and the staff mails state too.
 */
export function createI18n(messages: Record<Language, Messages>, language: Language): i18n {
  const instance = i18next.createInstance();
  instance.init({
    initAsync: false,
    lng: language,
    supportedLngs: ['en', 'ar'],
    // No fallback to English: a key missing in Arabic must show up as the key, not hide in English.
    fallbackLng: false,
    resources: {
      en: { translation: messages.en },
      ar: { translation: messages.ar },
    },
    interpolation: {
      prefix: '{',
      suffix: '}',
      escapeValue: false,
      defaultVariables: { followUpHours: FOLLOW_UP_HOURS },
    },
    returnNull: false,
    // The copy is in the bundle: nothing to wait for.
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      console.warn(`[ev] missing translation "${key}" (${languages.join(', ')})`);
    },
  });
  return instance;
}
