import type { TFunction } from 'i18next';

const CHIPS = ['wedding', 'corporate', 'birthday'] as const;

interface SuggestionChipsProps {
  t: TFunction;
  /** While a reply is pending, a chip cannot send another question. */
  disabled: boolean;
  onPick: (text: string) => void;
}

/** The three quick suggestions (spec §2, §9); picking one sends its text as the visitor's message. */
export function SuggestionChips({ t, disabled, onPick }: SuggestionChipsProps) {
  return (
    <fieldset className="chips" part="suggestions">
      <legend className="ev-visually-hidden">{t('chat.chips.label')}</legend>
      {CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          className="chip"
          part="suggestion"
          disabled={disabled}
          onClick={() => onPick(t(`chat.chips.${chip}`))}
        >
          {t(`chat.chips.${chip}`)}
        </button>
      ))}
    </fieldset>
  );
}
