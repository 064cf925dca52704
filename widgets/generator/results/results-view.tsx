import { useLanguage } from '@shell/react/use-language';
import { useStyles } from '@shell/react/use-styles';
import printStyles from '../css/print.css?inline';
import resultStyles from '../css/results.css?inline';
import tierStyles from '../css/tiers.css?inline';
import { cityName } from '@saudi/cities';
import { Collapsible } from './collapsible';
import { ComplianceSection } from './compliance-section';
import { formatDay, formatNumber } from '@saudi/format';
import { MarketSection } from './market-section';
import { PricingTiers } from './pricing-tiers';
import { PrintHeader } from './print-header';
import { ResultActions, type ResultActionsProps } from './result-actions';
import { SavingsSection } from './savings-section';
import { VenuesSection } from './venues-section';
import { VisualsSection } from './visuals-section';

/** What the actions need, and the company's phone for the printed header. */
export interface ResultsViewProps extends ResultActionsProps {
  phone: string;
}

/**
 * The analysis: a summary, six collapsible sections (pricing open) and what to do next; printed,
 * the company's header and every section open, one a page (print.css).
 */
export function ResultsView(props: ResultsViewProps) {
  const { analysis, request, phone, whatsapp } = props;
  // Loaded with this chunk after the first analysis, so the wizard alone costs none of it.
  useStyles(resultStyles);
  useStyles(tierStyles);
  useStyles(printStyles);
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
      <PrintHeader analysedOn={String(request.currentDate).slice(0, 10)} phone={phone} whatsapp={whatsapp} />
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
      <ResultActions {...props} />
    </div>
  );
}
