import type { EventAnalysis } from '@contracts/event-generator';
import { useLanguage } from '@shell/react/use-language';

/** The permits that apply, with their authority, and the cultural considerations. */
export function ComplianceSection({ compliance }: { compliance: EventAnalysis['complianceInfo'] }) {
  const { t } = useLanguage();
  return (
    <div className="compliance">
      <h5 className="results__subheading">{t('generator.results.compliance.regulations')}</h5>
      <ul className="cards">
        {compliance.saudiRegulations.map((rule) => (
          <li key={rule.title} className="card">
            <p className="card__title">{rule.title}</p>
            <p className="card__meta">
              {t('generator.results.compliance.authority')}: {rule.authority}
            </p>
            <p className="card__text">{rule.description}</p>
          </li>
        ))}
      </ul>
      <h5 className="results__subheading">{t('generator.results.compliance.cultural')}</h5>
      <ul className="cards">
        {compliance.culturalConsiderations.map((item) => (
          <li key={item.title} className="card">
            <p className="card__title">{item.title}</p>
            <p className="card__text">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
