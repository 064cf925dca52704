import { useId } from 'react';
import { useLanguage } from '@shell/react/use-language';
import { KEEP_CLEAR_ATTRIBUTE } from '@shell/base/keep-clear-attribute';
import type { Step } from './use-wizard';
import type { MissingDetail } from './validate-step';

interface WizardNavProps {
  step: Step;
  canContinue: boolean;
  /** Step 1's missing details, named in the hint under a disabled Next. */
  missing: readonly MissingDetail[];
  onPrevious: () => void;
}

/** Previous and Next (Generate on step 3); Next is a submit button so Enter in a field continues. */
export function WizardNav({ step, canContinue, missing, onPrevious }: WizardNavProps) {
  const { t, language } = useLanguage();
  const fields = missing.map((detail) => t(`generator.nav.missing.${detail}`)).join(language === 'ar' ? '، ' : ', ');
  const hintId = useId();
  return (
    <div className="wizard-nav" part="nav" {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}>
      {step > 1 && (
        <button type="button" className="button button--secondary" part="previous" onClick={onPrevious}>
          {t('generator.nav.previous')}
        </button>
      )}
      <button
        type="submit"
        className="button button--primary wizard-nav__next"
        part={step === 3 ? 'generate' : 'next'}
        disabled={!canContinue}
        aria-describedby={!canContinue && step === 1 ? hintId : undefined}
      >
        {step === 3 ? t('generator.nav.generate') : t('generator.nav.next')}
      </button>
      {!canContinue && step === 1 && (
        <p id={hintId} className="wizard-nav__hint">
          {fields ? t('generator.nav.hintMissing', { fields }) : t('generator.nav.hint')}
        </p>
      )}
    </div>
  );
}
