import { useLanguage } from '@shell/react/use-language';
import { HomeSection } from './home-section';

const STEPS = ['consultation', 'planning', 'coordination', 'execution'] as const;

/** STEP 01 to STEP 04 and the closing excellence line. */
export function Process() {
  const { t } = useLanguage();
  return (
    <HomeSection id="process" part="process">
      <ol className="cards steps">
        {STEPS.map((step, index) => (
          <li key={step} className="step" part="step">
            <span className="step__label">
              {t('home.process.step', { number: String(index + 1).padStart(2, '0') })}
            </span>
            <h3 className="card__title">{t(`home.process.${step}.title`)}</h3>
            <p className="card__text">{t(`home.process.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="process__closing" part="excellence">
        {t('home.process.closing')}
      </p>
    </HomeSection>
  );
}
