import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterLoadSnippet } from '../../scripts/after-load-snippet';
import { articleIn, articleWith, HOST_COST_PAGES, hostCostLabel, PLAIN } from '../../scripts/host-cost-pages';
import {
  formatHostCostTable,
  goalResults,
  hostCostRows,
  median,
  type PageMetrics,
} from '../../scripts/host-cost-table';

const run = (lcp: number, tbt: number, cls: number, bytes: number): PageMetrics => ({ lcp, tbt, cls, bytes });

describe("the host-cost audit's arithmetic (npm run lighthouse -- --host-cost)", () => {
  it('takes the median of odd and even counts, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([900, 600])).toBe(750);
    expect(median([5])).toBe(5);
    expect(() => median([])).toThrow();
  });

  it('compares each page’s medians, metric by metric, with the plain page’s', () => {
    const rows = hostCostRows({
      plain: [run(600, 0, 0, 10_000), run(700, 20, 0, 10_000), run(650, 10, 0, 10_000)],
      'ev-chat-layla': [run(1000, 40, 0, 110_000), run(900, 10, 0.01, 110_000), run(1100, 30, 0, 110_000)],
    });
    expect(rows.map((row) => row.page)).toEqual(['plain', 'ev-chat-layla']);
    expect(rows[0]?.delta).toEqual(run(0, 0, 0, 0));
    expect(rows[1]?.median).toEqual(run(1000, 30, 0, 110_000));
    expect(rows[1]?.delta).toEqual(run(350, 20, 0, 100_000));
    expect(() => hostCostRows({ 'ev-contact': [run(1, 1, 0, 1)] })).toThrow(/baseline/);
  });

  it('says which goal holds: the chat within 100 ms of LCP and 10 ms of TBT', () => {
    const rows = hostCostRows({
      plain: [run(600, 0, 0, 10_000)],
      'ev-chat-layla': [run(700, 11, 0, 18_000)],
      'ev-contact': [run(2000, 500, 0.2, 60_000)],
    });
    expect(goalResults(rows)).toEqual([
      { page: 'ev-chat-layla', metric: 'lcp', limit: 100, delta: 100, holds: true },
      { page: 'ev-chat-layla', metric: 'tbt', limit: 10, delta: 11, holds: false },
      { page: 'ev-contact', metric: 'lcp', limit: 100, delta: 1400, holds: false },
      { page: 'ev-contact', metric: 'tbt', limit: 10, delta: 500, holds: false },
      { page: 'ev-contact', metric: 'cls', limit: 0, delta: 0.2, holds: false },
    ]);
  });

  it('holds the contact form and the generator, in either language, to the same LCP and TBT and to no layout shift', () => {
    const rows = hostCostRows(
      {
        plain: [run(600, 0, 0, 10_000)],
        'ev-generator': [run(690, 10, 0.0004, 30_000)],
        'plain, ar': [run(700, 0, 0, 10_000)],
        'ev-contact, ar': [run(750, 4, 0.01, 30_000)],
      },
      PLAIN.en,
      (page) => (page.endsWith(', ar') ? PLAIN.ar : PLAIN.en),
    );
    expect(rows.map((row) => row.delta.lcp)).toEqual([0, 90, 0, 50]);
    expect(goalResults(rows).map(({ page, metric, holds }) => `${page} ${metric} ${holds}`)).toEqual([
      'ev-generator lcp true',
      'ev-generator tbt true',
      'ev-generator cls true',
      'ev-contact, ar lcp true',
      'ev-contact, ar tbt true',
      'ev-contact, ar cls false',
    ]);
  });

  it('measures every element the embedding guide adds, each way, on the English and the Arabic article', () => {
    expect(HOST_COST_PAGES.map((page) => page.name)).toEqual([
      'ev-chat-layla',
      'ev-chat-layla, module tag',
      'ev-contact',
      'ev-contact, module tag',
      'ev-generator',
      'ev-generator, module tag',
      'ev-home',
      'ev-chat-layla, ar',
      'ev-chat-layla, module tag, ar',
      'ev-contact, ar',
      'ev-contact, module tag, ar',
      'ev-generator, ar',
      'ev-generator, module tag, ar',
      'ev-home, ar',
    ]);
    // The goals are on the recommended way: the after-load snippet for the chat, the form and the wizard.
    const embed = (name: string) => HOST_COST_PAGES.find((page) => page.name === name)?.embed;
    expect(['ev-chat-layla', 'ev-contact', 'ev-generator', 'ev-contact, ar'].map(embed)).toEqual(
      Array(4).fill('after-load'),
    );
    expect(embed('ev-home')).toBe('module');
    const article = readFileSync('demo/article.html', 'utf8');
    const arabic = articleWith(article, { tag: 'ev-generator', embed: 'module', lang: 'ar' }, 'http://x', 'k');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<ev-generator></ev-generator>');
    expect(articleIn(article, 'ar')).not.toMatch(/<script|<ev-/);
    expect(hostCostLabel(PLAIN.ar)).toBe('plain article, ar');
  });

  it('prints a Markdown table with the differences signed', () => {
    const table = formatHostCostTable(
      hostCostRows({ plain: [run(612.4, 0, 0, 10_240)], 'ev-contact': [run(580, 35, 0.0504, 61_440)] }),
    );
    expect(table.split('\n')).toEqual([
      '| page | LCP | Δ LCP | TBT | Δ TBT | CLS | Δ CLS | transferred | Δ transferred |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| plain article | 612 ms |  | 0 ms |  | 0.000 |  | 10.0 KB |  |',
      '| + `<ev-contact>` | 580 ms | −32 ms | 35 ms | +35 ms | 0.050 | +0.050 | 60.0 KB | +50.0 KB |',
    ]);
  });

  it('adds one element to the demo article: the page config, its own entry from the bundle origin, the tag', () => {
    const article = readFileSync('demo/article.html', 'utf8');
    const page = articleWith(article, { tag: 'ev-chat-layla', embed: 'module' }, 'http://127.0.0.1:8787', 'KEY');
    expect(page).toContain(
      '<script type="application/json" id="ev-config">{"apiUrl":"http://127.0.0.1:8787/functions/v1","anonKey":"KEY"}</script>',
    );
    expect(page.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="http://127.0.0.1:8787/dist/ev-chat-layla.js">',
    ]);
    expect(page).toContain('</article>\n      <ev-chat-layla></ev-chat-layla>');
    expect(article).not.toMatch(/<script|<ev-/);
    expect(() => articleWith('<html></html>', { tag: 'ev-contact', embed: 'module' }, 'http://x', 'k')).toThrow(
      /markers/,
    );
  });

  it('adds the chat with the after-load snippet beside it instead, the embedding guide’s recommended way', () => {
    const article = readFileSync('demo/article.html', 'utf8');
    const page = articleWith(article, { tag: 'ev-chat-layla', embed: 'after-load' }, 'http://127.0.0.1:8787', 'KEY');
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).toContain(
      `<ev-chat-layla></ev-chat-layla>\n${afterLoadSnippet('http://127.0.0.1:8787/dist/ev-chat-layla.js')}`,
    );
    expect(hostCostLabel('ev-chat-layla, module tag')).toBe('+ `<ev-chat-layla>`, module tag');
  });

  it('shows the embedding guide the same after-load snippet the audit measures, naming each element it is for', () => {
    const guide = readFileSync('docs/embedding.md', 'utf8');
    const section = guide.slice(guide.indexOf('## After the page has loaded'), guide.indexOf('## Page settings'));
    const entry = (tag: string) => `https://events.example/dist/${tag}.js`;
    expect(section).toContain(afterLoadSnippet(entry('ev-contact'), entry('ev-generator')));
    for (const tag of ['ev-chat-layla', 'ev-contact', 'ev-generator']) expect(section).toContain(`\`${tag}.js\``);
  });
});
