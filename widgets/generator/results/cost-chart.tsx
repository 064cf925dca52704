import { useId } from 'react';
import type { EventAnalysis, PricingTier } from '@contracts/event-generator';
import { formatSar } from '@saudi/format';
import { useLanguage } from '@shell/react/use-language';

type Tiers = EventAnalysis['pricingAnalysis']['tiers'];
type Category = PricingTier['breakdown'][number]['category'];

/** The stacked categories, in drawing order; the discount is drawn as a hatched end instead. */
export const CHART_CATEGORIES = ['venue', 'catering', 'service', 'coordination', 'vat'] as const;
const ROW = 58;
const BAR = 22;

/**
 * The cost breakdown as stacked bars, one per tier, drawn from the inline start (right in
 * Arabic). Bars are sized in percentages so labels keep their size at any width. A legend and a
 * table carry the same figures as text.
 */
export function CostChart({ tiers }: { tiers: Tiers }) {
  const { t, language, dir } = useLanguage();
  const uid = useId();
  const rows = Object.values(tiers).map((tier) => ({ tier, sums: sumByCategory(tier) }));
  const scale = Math.max(1, ...rows.map(({ sums }) => gross(sums)));
  const pct = (amount: number) => (amount / scale) * 100;
  // Start and width in percent of the track, measured from the inline start edge.
  const x = (start: number, width: number) => `${dir === 'rtl' ? 100 - start - width : start}%`;
  const totals = rows.map(({ tier }) => `${tier.name} ${formatSar(tier.total, language)}`).join('; ');
  const label = (category: Category) => t(`generator.results.chart.categories.${category}`);

  return (
    <figure className="chart" part="chart">
      <svg
        className="chart__svg"
        role="img"
        aria-labelledby={`${uid}-title ${uid}-desc`}
        width="100%"
        height={rows.length * ROW}
      >
        <title id={`${uid}-title`}>{t('generator.results.chart.title')}</title>
        <desc id={`${uid}-desc`}>{t('generator.results.chart.desc', { totals })}</desc>
        <defs>
          <pattern id={`${uid}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect className="chart__hatch-ground" width="6" height="6" opacity="0.55" />
            <line className="chart__hatch-line" x1="0" y1="0" x2="0" y2="6" strokeWidth="3" />
          </pattern>
        </defs>
        {rows.map(({ tier, sums }, index) => {
          const top = index * ROW;
          let start = 0;
          return (
            <g key={tier.name} data-tier={tier.name}>
              <text
                x={dir === 'rtl' ? '100%' : '0'}
                y={top + 16}
                direction={dir}
                textAnchor="start"
                className="chart__label"
              >
                {`${tier.name} · ${formatSar(tier.total, language)}`}
              </text>
              {CHART_CATEGORIES.map((category) => {
                const width = pct(sums[category]);
                const rect = (
                  <rect
                    key={category}
                    className={`chart__bar chart__bar--${category}`}
                    x={x(start, width)}
                    y={top + 24}
                    width={`${width}%`}
                    height={BAR}
                  />
                );
                start += width;
                return width > 0 ? rect : null;
              })}
              {sums.discount > 0 && (
                <rect
                  x={x(pct(gross(sums) - sums.discount), pct(sums.discount))}
                  y={top + 24}
                  width={`${pct(sums.discount)}%`}
                  height={BAR}
                  fill={`url(#${uid}-hatch)`}
                />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart__legend">
        <span className="ev-visually-hidden">{t('generator.results.chart.legend')}</span>
        <ul className="legend">
          {[...CHART_CATEGORIES, 'discount' as const].map((category) => (
            <li key={category} className="legend__item">
              <span className={`legend__swatch legend__swatch--${category}`} aria-hidden="true" />
              {label(category)}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="chart__table">
        <summary>{t('generator.results.chart.table')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <section className="table-scroll" aria-label={t('generator.results.chart.table')} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('generator.results.chart.tier')}</th>
                {[...CHART_CATEGORIES, 'discount' as const].map((category) => (
                  <th key={category} scope="col">
                    {label(category)}
                  </th>
                ))}
                <th scope="col">{t('generator.results.chart.total')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ tier, sums }) => (
                <tr key={tier.name}>
                  <th scope="row">{tier.name}</th>
                  {[...CHART_CATEGORIES, 'discount' as const].map((category) => (
                    <td key={category}>
                      {category === 'discount' && sums.discount > 0 ? '−' : ''}
                      {formatSar(sums[category], language)}
                    </td>
                  ))}
                  <td>{formatSar(tier.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

/** Each category's share of a tier; the discount as a positive amount taken off. */
export function sumByCategory(tier: PricingTier): Record<Category, number> {
  const sums: Record<Category, number> = { venue: 0, catering: 0, service: 0, coordination: 0, vat: 0, discount: 0 };
  for (const item of tier.breakdown) sums[item.category] += item.category === 'discount' ? -item.amount : item.amount;
  return sums;
}

function gross(sums: Record<Category, number>): number {
  return CHART_CATEGORIES.reduce((total, category) => total + sums[category], 0);
}
