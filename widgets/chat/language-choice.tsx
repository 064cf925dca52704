import type { TFunction } from 'i18next';
import type { Language } from '@shell/base/language';
import { LanguageButton } from '@shell/react/language-button';

const CHOICES: readonly Language[] = ['en', 'ar'];

/** The two buttons under the bilingual greeting; each is labelled in its own language. */
export function LanguageChoice({ t, onChoose }: { t: TFunction; onChoose: (language: Language) => void }) {
  return (
    <fieldset className="language-choice" part="language-choice">
      <legend className="ev-visually-hidden">{t('chat.language.label')}</legend>
      {CHOICES.map((language) => (
        <LanguageButton
          key={language}
          language={language}
          className="language-choice__button"
          part="language-button"
          onChoose={onChoose}
        >
          {t(`chat.language.${language}`)}
        </LanguageButton>
      ))}
    </fieldset>
  );
}
