/**
 * `npm run lighthouse`: builds the widgets if needed, serves the demo site with the real server,
 * and audits it with the Lighthouse npm package in Debian's Chromium (CHROME_PATH overrides),
 * mobile form factor with Lighthouse's default simulated throttling.
 *
 * Simulated throttling scales the CPU time it observes, so a busy machine lowers the score:
 * the page is audited `--runs=N` times (default 3) and the median run (by performance) counts,
 * as Lighthouse's own docs advise. Its scores, metrics and failing audits go to
 * artifacts/lighthouse.json, the full report to artifacts/lighthouse-report.json, both to stdout.
 *
 * Goals (issue 3): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95; exits 1
 * when the median run misses one. `--path=/contact.html` audits another page.
 *
 * Issue 29's goals for the home, on every run (performance 100, TBT ≤ 50 ms, CLS 0), are printed
 * too; they fail the run only with `--strict`.
 *
 * `--host-cost` audits the host-page cost instead (scripts/lighthouse-host-cost.ts): a plain
 * article without widgets, then with each element alone, each way the embedding guide gives, in
 * English and Arabic (scripts/host-cost-pages.ts). Its goals (the chat, the contact form and the
 * generator by the after-load snippet add ≤ 0.1 s LCP and ≤ 10 ms TBT, the last two no layout
 * shift) are printed; they fail the run only with `--strict`, since one slow run on a shared
 * machine moves a median.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { CHROME_PATH, launchChrome } from './lighthouse-chrome';
import { auditHostCost } from './lighthouse-host-cost';

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
type Category = keyof typeof GOALS;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const path = option('path') ?? '/';
const runs = Math.max(1, Number(option('runs') ?? 3));
const flag = (name: string) => process.argv.includes(`--${name}`);

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}: apt-get install -y chromium`);

// Audit a snapshot of the bundle, so a rebuild in the working tree during the runs cannot break them.
const scratch = await mkdtemp(join(tmpdir(), 'ev-lighthouse-'));
await cp('dist', join(scratch, 'dist'), { recursive: true });
await cp('demo', join(scratch, 'demo'), { recursive: true });
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'silent' });
const server = await startServer(config, {
  demoDir: join(scratch, 'demo'),
  distDir: join(scratch, 'dist'),
});
const chrome = await launchChrome(join(scratch, 'profile'));
await mkdir('artifacts', { recursive: true });
try {
  if (flag('host-cost')) {
    const held = await auditHostCost({
      port: chrome.port,
      siteUrl: server.url,
      anonKey: config.anonKey,
      demoDir: join(scratch, 'demo'),
      runs,
    });
    process.exitCode = held || !flag('strict') ? 0 : 1;
  } else await auditDemo(new URL(path, server.url).href);
} finally {
  chrome.process.kill();
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}

/** The demo page's audit against GOALS: scores, metrics and failing audits of the median run. */
async function auditDemo(url: string) {
  const results: RunnerResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: Object.keys(GOALS),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    results.push(result);
    console.log(`run ${run}/${runs}: ${JSON.stringify({ ...scoresOf(result), ...timingsOf(result) })}`);
  }
  const median = [...results].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance)[
    (runs - 1) >> 1
  ] as RunnerResult;
  const { lhr } = median;
  const scores = scoresOf(median);
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '']));
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({ id: audit.id, score: audit.score, value: audit.displayValue ?? '' }));
  const report = {
    url,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: 'mobile',
    fetchTime: lhr.fetchTime,
    scores,
    goals: GOALS,
    metrics,
    runs: results.map((result) => ({ ...scoresOf(result), ...timingsOf(result) })),
    failing,
    everyRun: everyRunGoals(results),
  };
  await writeFile('artifacts/lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
  await writeFile('artifacts/lighthouse-report.json', median.report as string);
  console.log(`Lighthouse ${lhr.lighthouseVersion} (mobile) ${url}, median of ${runs}`);
  for (const [id, score] of Object.entries(scores)) {
    console.log(`  ${id.padEnd(15)} ${String(score).padStart(3)}  (goal ${GOALS[id as Category]})`);
  }
  console.log(
    `  ${Object.entries(metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(', ')}`,
  );
  const everyRun = everyRunGoals(results);
  for (const goal of everyRun)
    console.log(`  every run: ${goal.goal}: ${goal.holds ? 'holds' : 'MISSED'} (${goal.runs})`);
  console.log('Written to artifacts/lighthouse.json');
  const medianHolds = Object.entries(scores).every(([id, score]) => score >= GOALS[id as Category]);
  process.exitCode = medianHolds && (everyRun.every((goal) => goal.holds) || !flag('strict')) ? 0 : 1;
}

/**
 * Issue 29's goals for the demo home, on every run rather than the median: performance 100, TBT
 * at most 50 ms, CLS 0. Printed; they fail the run only with `--strict` (a busy machine moves them).
 */
function everyRunGoals(results: RunnerResult[]): { goal: string; holds: boolean; runs: string }[] {
  const timings = results.map(timingsOf);
  const performance = results.map((result) => scoresOf(result).performance);
  return [
    { goal: 'performance 100', holds: performance.every((score) => score === 100), runs: performance.join(', ') },
    {
      goal: 'TBT ≤ 50 ms',
      holds: timings.every(({ tbt }) => tbt <= 50),
      runs: timings.map(({ tbt }) => `${tbt} ms`).join(', '),
    },
    { goal: 'CLS 0', holds: timings.every(({ cls }) => cls === 0), runs: timings.map(({ cls }) => cls).join(', ') },
  ];
}

/** A run's timings in whole milliseconds (CLS to three places), for the per-run lines. */
function timingsOf({ lhr }: RunnerResult): { lcp: number; tbt: number; maxFid: number; cls: number } {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    maxFid: Math.round(value('max-potential-fid')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  };
}

function scoresOf({ lhr }: RunnerResult): Record<Category, number> {
  return Object.fromEntries(
    Object.keys(GOALS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
}
