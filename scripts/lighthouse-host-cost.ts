import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { articleWith, HOST_COST_PAGES } from './host-cost-pages';
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
 * each page of HOST_COST_PAGES (one element, its own entry only), served by a blog server of its
 * own origin with the bundle from the functions server's, as on a partner's blog; audited in turns
 * (plain, chat, chat by module tag, contact, plain, ...) so the machine's noise falls on all of
 * them alike. Prints the medians, their differences and the goals; writes
 * artifacts/lighthouse-host-cost.json. Resolves whether every goal holds.
 */
export async function auditHostCost({ port, siteUrl, anonKey, demoDir, runs }: HostCostOptions): Promise<boolean> {
  const article = await readFile(join(demoDir, 'article.html'), 'utf8');
  const paths: Record<string, string> = { plain: '/article.html' };
  for (const [index, page] of HOST_COST_PAGES.entries()) {
    const file = `article-${index + 1}-${page.tag}.html`;
    await writeFile(join(demoDir, file), articleWith(article, page, new URL(siteUrl).origin, anonKey));
    paths[page.name] = `/${file}`;
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
  const rows = hostCostRows(measured);
  const goals = goalResults(rows);
  const table = formatHostCostTable(rows);
  const machine = `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end, simulated throttling`;
  await writeFile(
    'artifacts/lighthouse-host-cost.json',
    `${JSON.stringify({ date: new Date().toISOString(), lighthouseVersion: version, formFactor: 'mobile', runs, machine, rows, goals }, null, 2)}\n`,
  );
  console.log(`\nHost-page cost, Lighthouse ${version} (mobile), median of ${runs} runs each (${machine}):\n`);
  console.log(table);
  for (const goal of goals) {
    const sign = goal.delta > 0 ? '+' : '';
    console.log(
      `  goal: <${goal.page}> changes ${goal.metric.toUpperCase()} by ≤ ${goal.limit} ms: ${sign}${Math.round(goal.delta)} ms, ${goal.holds ? 'holds' : 'MISSED'}`,
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
