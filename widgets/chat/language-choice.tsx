import type { TFunction } from 'i18next';
import type { Language } from '@shell/base/language';

const CHOICES: readonly Language[] = ['en', 'ar'];

/** The two buttons under the bilingual greeting; each is labelled in its own language. */
export function LanguageChoice({ t, onChoose }: { t: TFunction; onChoose: (language: Language) => void }) {
  return (
    <fieldset className="language-choice" part="language-choice">
      <legend className="ev-visually-hidden">{t('chat.language.label')}</legend>
      {CHOICES.map((language) => (
        <button
          key={language}
          type="button"
          className="language-choice__button"
          part="language-button"
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          onClick={() => onChoose(language)}
        >
          {t(`chat.language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
