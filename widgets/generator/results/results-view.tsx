import type { EventAnalysis } from '../../../src/contracts/event-generator';
import { useLanguage } from '../../../src/shell/use-language';
import { useStyles } from '../../../src/shell/use-styles';
import resultStyles from '../css/results.css?inline';
import tierStyles from '../css/tiers.css?inline';
import { cityName } from '../../../src/saudi/cities';
import { whatsappHref } from '../../../src/saudi/whatsapp-href';
import { whatsappMessage } from '../whatsapp-message';
import { Collapsible } from './collapsible';
import { ComplianceSection } from './compliance-section';
import { formatDay, formatNumber } from '../../../src/saudi/format';
import { MarketSection } from './market-section';
import { PricingTiers } from './pricing-tiers';
import { SavingsSection } from './savings-section';
import { VenuesSection } from './venues-section';
import { VisualsSection } from './visuals-section';

export interface ResultsViewProps {
  analysis: EventAnalysis;
  whatsapp: string;
  onModify: () => void;
  onNewAnalysis: () => void;
}

/** The analysis: a summary, six collapsible sections (pricing open) and what to do next. */
export function ResultsView({ analysis, whatsapp, onModify, onNewAnalysis }: ResultsViewProps) {
  // Loaded with this chunk after the first analysis, so the wizard alone costs none of it.
  useStyles(resultStyles);
  useStyles(tierStyles);
  const { t, language } = useLanguage();
  const details = analysis.eventDetails;
  const section = (name: string) => t(`generator.results.sections.${name}`);
  const summary = (name: string) => t(`generator.results.summary.${name}`);
  const eventType =
    details.type === 'other' && details.customEventType
      ? details.customEventType
      : t(`generator.eventTypes.${details.type}`);
  const city = details.location.known ? cityName(details.location.city, language) : details.location.input;

  return (
    <div className="results" part="results">
      <dl className="summary">
        <div>
          <dt>{summary('event')}</dt>
          <dd>{eventType}</dd>
        </div>
        <div>
          <dt>{summary('city')}</dt>
          <dd>{city}</dd>
        </div>
        <div>
          <dt>{summary('guests')}</dt>
          <dd>{formatNumber(details.guestCount, language)}</dd>
        </div>
        <div>
          <dt>{summary('date')}</dt>
          <dd>{formatDay(details.eventDate, language)}</dd>
        </div>
      </dl>
      <Collapsible name="pricing" title={section('pricing')} defaultOpen>
        <PricingTiers tiers={analysis.pricingAnalysis.tiers} />
      </Collapsible>
      <Collapsible name="market" title={section('market')}>
        <MarketSection analysis={analysis} />
      </Collapsible>
      <Collapsible name="venues" title={section('venues')}>
        <VenuesSection venues={analysis.venueRecommendations} />
      </Collapsible>
      <Collapsible name="visuals" title={section('visuals')}>
        <VisualsSection visuals={analysis.visualConcepts} />
      </Collapsible>
      <Collapsible name="savings" title={section('savings')}>
        <SavingsSection opportunities={analysis.optimizationRecommendations.savingsOpportunities} />
      </Collapsible>
      <Collapsible name="compliance" title={section('compliance')}>
        <ComplianceSection compliance={analysis.complianceInfo} />
      </Collapsible>
      <div className="actions actions--results" part="actions">
        <button type="button" className="button button--secondary" part="modify" onClick={onModify}>
          {t('generator.results.actions.modify')}
        </button>
        <a
          className="button button--whatsapp"
          part="whatsapp"
          href={whatsappHref(whatsapp, whatsappMessage(t, details, language))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('generator.results.actions.whatsapp')}
          <span className="ev-visually-hidden"> {t('generator.results.actions.newTab')}</span>
        </a>
        <button type="button" className="button button--primary" part="new-analysis" onClick={onNewAnalysis}>
          {t('generator.results.actions.newAnalysis')}
        </button>
      </div>
    </div>
  );
}
