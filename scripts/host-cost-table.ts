import { hostCostLabel } from './host-cost-pages';

/** What one Lighthouse run measured on a page: ms, ms, unitless, bytes. */
export interface PageMetrics {
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

export interface HostCostRow {
  page: string;
  /** The median of each metric over the runs (taken metric by metric). */
  median: PageMetrics;
  /** median − the plain page's median. */
  delta: PageMetrics;
  runs: PageMetrics[];
}

/**
 * Adding an element to a plain article costs it at most this much (ms; CLS unitless), in either
 * language, each by the after-load snippet, the way the embedding guide recommends: the chat
 * (issue 13), the contact form and the generator (issue 29).
 */
const LIGHT: Partial<Record<keyof PageMetrics, number>> = { lcp: 100, tbt: 10 };
const LIGHT_AND_STILL: Partial<Record<keyof PageMetrics, number>> = { ...LIGHT, cls: 0 };
export const HOST_COST_GOALS: Record<string, Partial<Record<keyof PageMetrics, number>>> = {
  'ev-chat-layla': LIGHT,
  'ev-chat-layla, ar': LIGHT,
  'ev-contact': LIGHT_AND_STILL,
  'ev-contact, ar': LIGHT_AND_STILL,
  'ev-generator': LIGHT_AND_STILL,
  'ev-generator, ar': LIGHT_AND_STILL,
};

const KEYS = ['lcp', 'tbt', 'cls', 'bytes'] as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const metrics = (make: (key: keyof PageMetrics) => number) =>
  Object.fromEntries(KEYS.map((key) => [key, make(key)])) as unknown as PageMetrics;

/**
 * One row per page, in the order given, each against its baseline's medians: `baseline`, or the
 * one `baselineOf` names for the page (the plain article in the page's own language).
 */
export function hostCostRows(
  pages: Record<string, PageMetrics[]>,
  baseline = 'plain',
  baselineOf: (page: string) => string = () => baseline,
): HostCostRow[] {
  const medians = Object.fromEntries(
    Object.entries(pages).map(([page, runs]) => [page, metrics((key) => median(runs.map((run) => run[key])))]),
  );
  return Object.entries(pages).map(([page, runs]) => {
    const own = medians[page] as PageMetrics;
    const base = medians[baselineOf(page)];
    if (!base) throw new Error(`no runs of the baseline page "${baselineOf(page)}"`);
    return { page, median: own, delta: metrics((key) => own[key] - base[key]), runs };
  });
}

export interface GoalResult {
  page: string;
  metric: keyof PageMetrics;
  limit: number;
  delta: number;
  holds: boolean;
}

export function goalResults(rows: readonly HostCostRow[], goals = HOST_COST_GOALS): GoalResult[] {
  return rows.flatMap((row) =>
    Object.entries(goals[row.page] ?? {}).map(([metric, limit]) => {
      const delta = row.delta[metric as keyof PageMetrics];
      // CLS to three decimals, as the table shows it and Lighthouse rounds it.
      const compared = metric === 'cls' ? Number(delta.toFixed(3)) : delta;
      return { page: row.page, metric: metric as keyof PageMetrics, limit, delta, holds: compared <= limit };
    }),
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (value: number, format: (value: number) => string) =>
  value === 0 ? '±0' : `${value > 0 ? '+' : '−'}${format(Math.abs(value))}`;

/** A Markdown table (docs/performance.md's), the plain pages first in their language and each element's difference beside its value. */
export function formatHostCostTable(rows: readonly HostCostRow[], baselines: readonly string[] = ['plain']): string {
  const lines = [
    '| page | LCP | Δ LCP | TBT | Δ TBT | CLS | Δ CLS | transferred | Δ transferred |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { page, median: m, delta: d } of rows) {
    const label = hostCostLabel(page);
    const cells = baselines.includes(page)
      ? [ms(m.lcp), '', ms(m.tbt), '', m.cls.toFixed(3), '', kb(m.bytes), '']
      : [
          ms(m.lcp),
          signed(d.lcp, ms),
          ms(m.tbt),
          signed(d.tbt, ms),
          m.cls.toFixed(3),
          signed(Number(d.cls.toFixed(3)), (v) => v.toFixed(3)),
          kb(m.bytes),
          signed(d.bytes, kb),
        ];
    lines.push(`| ${[label, ...cells].join(' | ')} |`);
  }
  return lines.join('\n');
}
