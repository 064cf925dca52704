import type { EventAnalysis } from '@contracts/event-generator';
import { useLanguage } from '@shell/react/use-language';
import { formatNumber, formatPercent, formatSar } from '@saudi/format';

/** The written analysis, its confidence and the figures it rests on. */
export function MarketSection({ analysis }: { analysis: EventAnalysis }) {
  const { t, language } = useLanguage();
  const market = analysis.marketAnalysis;
  const key = (name: string) => `generator.results.market.${name}`;
  return (
    <div className="market">
      <p className="market__text">{market.analysis}</p>
      <div className="confidence" part="confidence">
        <span className="confidence__label">{t(key('confidence'))}</span>
        <span className="meter confidence__track" aria-hidden="true">
          <span
            className="meter__fill confidence__fill"
            style={{ inlineSize: `${Math.round(market.confidence * 100)}%` }}
          />
        </span>
        <strong className="confidence__value">{formatPercent(market.confidence, language)}</strong>
      </div>
      <dl className="facts">
        <div>
          <dt>{t(key('demand'))}</dt>
          <dd>{t(key(`demandLevels.${market.demand}`))}</dd>
        </div>
        <div>
          <dt>{t(key('pricePerGuest'))}</dt>
          <dd>
            {t(key('range'), {
              low: formatSar(market.pricePerGuest.low, language),
              high: formatSar(market.pricePerGuest.high, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t(key('leadTime'))}</dt>
          <dd>{formatNumber(market.bookingLeadTimeWeeks, language)}</dd>
        </div>
      </dl>
      <p className="market__source">
        {t(key('source'))}: {analysis.marketDataSource}
      </p>
      {/* Said as it is: the rules wrote it, or a language model worded the rules' figures. */}
      <p className="market__method" part="method">
        {t(key('method'))}:{' '}
        {analysis.analysisMethod === 'llm'
          ? t(key('methodLlm'))
          : t(key('methodRules'), { ms: formatNumber(analysis.processingTime, language) })}
        .
      </p>
    </div>
  );
}
