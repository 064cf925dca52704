import type { EventAnalysis } from '@contracts/event-generator';
import { useLanguage } from '@shell/react/use-language';
import { formatNumber, formatPercent } from '@saudi/format';

/** Venue classes in the city that fit the guest count, best suited first. */
export function VenuesSection({ venues }: { venues: EventAnalysis['venueRecommendations'] }) {
  const { t, language } = useLanguage();
  if (venues.length === 0) return <p>{t('generator.results.venues.none')}</p>;
  return (
    <ul className="cards cards--two">
      {venues.map((venue) => (
        <li key={venue.name} className="card" part="venue">
          <p className="card__title">
            {venue.name}{' '}
            <span className={`badge badge--${venue.tier}`}>{t(`generator.results.venues.tiers.${venue.tier}`)}</span>
          </p>
          <dl className="facts facts--inline">
            <div>
              <dt>{t('generator.results.venues.capacity')}</dt>
              <dd>
                {t('generator.results.venues.capacityRange', {
                  min: formatNumber(venue.capacity.min, language),
                  max: formatNumber(venue.capacity.max, language),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('generator.results.venues.suitability')}</dt>
              <dd>{formatPercent(venue.suitability / 100, language)}</dd>
            </div>
          </dl>
          <p className="card__text">{venue.description}</p>
        </li>
      ))}
    </ul>
  );
}
