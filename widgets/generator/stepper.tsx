import { useLanguage } from '@shell/react/use-language';
import { STEPS, type Step } from './use-wizard';

export const STEP_KEYS = { 1: 'details', 2: 'services', 3: 'visuals', 4: 'results' } as const;

/** The four steps as an ordered list; the current one carries aria-current="step". */
export function Stepper({ step }: { step: Step }) {
  const { t } = useLanguage();
  return (
    <nav className="stepper" part="stepper" aria-label={t('generator.stepper.label')}>
      <ol className="stepper__list">
        {STEPS.map((item) => {
          const state = item === step ? 'current' : item < step ? 'done' : 'todo';
          return (
            <li
              key={item}
              className={`stepper__item stepper__item--${state}`}
              aria-current={item === step ? 'step' : undefined}
              data-step={item}
            >
              <span className="stepper__number" aria-hidden="true">
                {state === 'done' ? '✓' : item}
              </span>
              <span className="stepper__label">{t(`generator.steps.${STEP_KEYS[item]}`)}</span>
              {state === 'done' && <span className="ev-visually-hidden"> {t('generator.stepper.completed')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
