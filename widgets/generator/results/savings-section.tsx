import type { EventAnalysis } from '@contracts/event-generator';
import { formatSar } from '@saudi/format';
import { useLanguage } from '@shell/react/use-language';

type Opportunities = EventAnalysis['optimizationRecommendations']['savingsOpportunities'];

/** Ways to spend less, each with its effort and what it saves in riyals. */
export function SavingsSection({ opportunities }: { opportunities: Opportunities }) {
  const { t, language } = useLanguage();
  if (opportunities.length === 0) return <p>{t('generator.results.savings.none')}</p>;
  return (
    <ul className="cards">
      {opportunities.map((item) => (
        <li key={item.title} className="card" part="saving">
          <p className="card__title">{item.title}</p>
          <p className="card__text">{item.description}</p>
          <p className="saving__meta">
            <span className={`badge badge--effort-${item.effort}`}>
              {t('generator.results.savings.effort')}: {t(`generator.results.savings.effortLevels.${item.effort}`)}
            </span>
            <strong className="saving__amount" data-amount={item.savings}>
              {t('generator.results.savings.saves', { amount: formatSar(item.savings, language) })}
            </strong>
          </p>
        </li>
      ))}
    </ul>
  );
}
