import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { articleIn, articleWith, HOST_COST_PAGES, PLAIN } from './host-cost-pages';
import { startBlogServer } from './host-cost-server';
import { formatHostCostTable, goalResults, hostCostRows, type PageMetrics } from './host-cost-table';

export interface HostCostOptions {
  /** Chromium's DevTools port. */
  port: number;
  /** The functions server's URL: the bundle's origin. */
  siteUrl: string;
  /** The key that server accepts, for the page config. */
  anonKey: string;
  /** A scratch copy of demo/, where the article's variants are written. */
  demoDir: string;
  runs: number;
}

/**
 * What adding one element costs a plain article (demo/article.html): the article alone, then
 * each page of HOST_COST_PAGES (one element, its own entry only), in English and then on the
 * article marked Arabic, served by a blog server of its own origin with the bundle from the
 * functions server's, as on a partner's blog; audited in turns (plain, chat, chat by module tag,
 * contact, generator, home, the same in Arabic, plain, ...) so the machine's noise falls on all
 * of them alike. Prints the medians, their differences and the goals; writes
 * artifacts/lighthouse-host-cost.json. Resolves whether every goal holds.
 */
export async function auditHostCost({ port, siteUrl, anonKey, demoDir, runs }: HostCostOptions): Promise<boolean> {
  const article = await readFile(join(demoDir, 'article.html'), 'utf8');
  const paths: Record<string, string> = {};
  for (const lang of ['en', 'ar'] as const) {
    const plain = `article-plain-${lang}.html`;
    await writeFile(join(demoDir, plain), articleIn(article, lang));
    paths[PLAIN[lang]] = `/${plain}`;
    for (const [index, page] of HOST_COST_PAGES.entries()) {
      if (page.lang !== lang) continue;
      const file = `article-${index + 1}-${page.tag}-${lang}.html`;
      await writeFile(join(demoDir, file), articleWith(article, page, new URL(siteUrl).origin, anonKey));
      paths[page.name] = `/${file}`;
    }
  }
  const blog = await startBlogServer(demoDir, [
    ...Object.values(paths).map((path) => path.slice(1)),
    'article.css',
    'article-image.svg',
    'favicon.svg',
  ]);
  try {
    return await audit(port, blog.origin, paths, runs);
  } finally {
    await blog.close();
  }
}

async function audit(port: number, origin: string, paths: Record<string, string>, runs: number): Promise<boolean> {
  const measured: Record<string, PageMetrics[]> = Object.fromEntries(Object.keys(paths).map((page) => [page, []]));
  let version = '';
  for (let run = 1; run <= runs; run++) {
    for (const [page, path] of Object.entries(paths)) {
      const result = await lighthouse(new URL(path, origin).href, {
        port,
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      version = result.lhr.lighthouseVersion;
      const metrics = metricsOf(result);
      measured[page]?.push(metrics);
      console.log(`run ${run}/${runs} ${page}: ${JSON.stringify(metrics)}`);
    }
  }
  // Each page against the plain article in its own language.
  const rows = hostCostRows(measured, PLAIN.en, (page) => (page.endsWith(', ar') ? PLAIN.ar : PLAIN.en));
  const goals = goalResults(rows);
  const table = formatHostCostTable(rows, Object.values(PLAIN));
  const machine = `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end, simulated throttling`;
  await writeFile(
    'artifacts/lighthouse-host-cost.json',
    `${JSON.stringify({ date: new Date().toISOString(), lighthouseVersion: version, formFactor: 'mobile', runs, machine, rows, goals }, null, 2)}\n`,
  );
  console.log(`\nHost-page cost, Lighthouse ${version} (mobile), median of ${runs} runs each (${machine}):\n`);
  console.log(table);
  for (const goal of goals) {
    const sign = goal.delta > 0 ? '+' : '';
    const [delta, limit] =
      goal.metric === 'cls'
        ? [goal.delta.toFixed(3), String(goal.limit)]
        : [`${Math.round(goal.delta)} ms`, `${goal.limit} ms`];
    console.log(
      `  goal: <${goal.page}> changes ${goal.metric.toUpperCase()} by ≤ ${limit}: ${sign}${delta}, ${goal.holds ? 'holds' : 'MISSED'}`,
    );
  }
  console.log('Written to artifacts/lighthouse-host-cost.json');
  return goals.every((goal) => goal.holds);
}

function metricsOf({ lhr }: RunnerResult): PageMetrics {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse measured no ${id} on ${lhr.finalDisplayedUrl}`);
    return numeric;
  };
  return {
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}
