import type { ReactNode } from 'react';
import { directionOf, type Language } from '../base/language';

interface LanguageButtonProps {
  language: Language;
  className: string;
  part: string;
  onChoose: (language: Language) => void;
  /** The label, written in `language`. */
  children: ReactNode;
}

// In react/, the runtime chunk every React view loads, not ui/: home's first screen, the chat and
// the generator share it, and a chunk of its own cost the home's first load a file (+0.23 KiB gzip).

/**
 * A button that switches to `language`, labelled in that language: its `lang` and `dir` let the
 * label be read and laid out as its own language inside a page in the other one.
 * @example <LanguageButton language="ar" className="language-toggle" part="language-toggle" onChoose={setLanguage}>العربية</LanguageButton>
 */
export function LanguageButton({ language, className, part, onChoose, children }: LanguageButtonProps) {
  return (
    <button
      type="button"
      className={className}
      part={part}
      lang={language}
      dir={directionOf(language)}
      onClick={() => onChoose(language)}
    >
      {children}
    </button>
  );
}
