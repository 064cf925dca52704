import type { EventAnalysis, PricingTier } from '@contracts/event-generator';
import { formatSar } from '@saudi/format';
import { useLanguage } from '@shell/react/use-language';
import { CostChart } from './cost-chart';

type Tiers = EventAnalysis['pricingAnalysis']['tiers'];

/** The four tiers side by side (stacked on phones), then the cost chart. */
export function PricingTiers({ tiers }: { tiers: Tiers }) {
  return (
    <div className="pricing">
      <div className="tiers">
        {Object.entries(tiers).map(([key, tier]) => (
          <TierCard key={key} id={key} tier={tier} />
        ))}
      </div>
      <CostChart tiers={tiers} />
    </div>
  );
}

function TierCard({ id, tier }: { id: string; tier: PricingTier }) {
  const { t, language } = useLanguage();
  const sar = (amount: number) => formatSar(amount, language);
  return (
    <article className={tier.bestValue ? 'tier tier--best' : 'tier'} part="tier" data-tier={id}>
      {tier.bestValue && (
        <p className="tier__badge" part="best-value">
          <span aria-hidden="true">★ </span>
          {t('generator.results.pricing.bestValue')}
        </p>
      )}
      <h5 className="tier__name">{tier.name}</h5>
      <p className="tier__description">{tier.description}</p>
      <p className="tier__total">
        <span className="tier__total-label">{t('generator.results.pricing.total')}</span>
        <strong className="tier__amount" data-amount={tier.total}>
          {sar(tier.total)}
        </strong>
        <span className="tier__per-guest">
          {t('generator.results.pricing.perGuest', { amount: sar(tier.perGuest) })}
        </span>
      </p>
      <dl className="tier__facts">
        {/* Essential has no package discount: "You save SAR 0" would read as a flaw, so it says nothing. */}
        {tier.savings > 0 && (
          <div>
            <dt>{t('generator.results.pricing.savings')}</dt>
            <dd data-amount={tier.savings}>{sar(tier.savings)}</dd>
          </div>
        )}
        <div>
          <dt>{t('generator.results.pricing.addedValue')}</dt>
          <dd data-amount={tier.addedValue}>{sar(tier.addedValue)}</dd>
        </div>
      </dl>
      <h6 className="tier__subheading">{t('generator.results.pricing.features')}</h6>
      <ul className="tier__features">
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <details className="tier__breakdown">
        <summary>{t('generator.results.pricing.breakdown')}</summary>
        <dl>
          {tier.breakdown.map((item) => (
            <div key={`${item.category}-${item.label}`} className={`line line--${item.category}`}>
              <dt>{item.label}</dt>
              <dd>{sar(item.amount)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}
