import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext } from '../support/browser';
import { freePort, withoutDatabaseUrl } from '../support/server-process';
import { needs } from '../support/needs';

/**
 * `npm start` as a newcomer runs it: the default log level, no key, a data folder that does not
 * exist yet. The server's build is made stale first, so the start rebuilds it and the build's
 * line is the summary, not rolldown's file list. The widgets (dist/) come from `npm run build`.
 */
let browser: Browser;
let dataParent = '';
let npmStart: ChildProcess;
let stdout = '';
let stderr = '';
let url = '';
beforeAll(async () => {
  if (existsSync('build/server/main.js')) utimesSync('build/server/main.js', 0, 0);
  dataParent = await mkdtemp(join(tmpdir(), 'ev-first-run-'));
  const port = await freePort();
  const { NODE_ENV: _node, LOG_LEVEL: _level, VERBOSE: _verbose, ...env } = withoutDatabaseUrl(process.env);
  // Its own process group: npm, the shell and the server stop together.
  npmStart = spawn('npm', ['start'], {
    // npm's own weekly update notice is npm's, not this project's first screen.
    env: {
      ...env,
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dataParent, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  npmStart.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  npmStart.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  url = `http://127.0.0.1:${port}`;
  await until(
    () => stdout.includes('Log:'),
    () => `no banner:\n${stdout}\n${stderr}`,
  );
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  if (npmStart?.pid && npmStart.exitCode === null) {
    const exited = new Promise((resolve) => npmStart.once('exit', resolve));
    process.kill(-npmStart.pid, 'SIGTERM');
    await exited;
    // npm exits first; the server of its group may still be closing its store's files.
    for (let waited = 0; groupAlive(npmStart.pid) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await rm(dataParent, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('npm start on a fresh data folder', needs('Chromium'), () => {
  it('prints one build line, then the banner, with nothing before it and nothing on stderr', () => {
    const lines = stdout.split('\n').filter((line) => line.trim() && !line.startsWith('> '));
    // The widgets rebuild too when their sources are newer than dist/ (a checkout edited since the build).
    expect(lines[0]).toMatch(/^Build: built (the widgets in [\d.]+ s and )?the server in [\d.]+ s/);
    expect(lines.slice(1, 9).map((line) => line.trim().split(/:? {2,}|: /)[0])).toEqual([
      `Event widgets are running at http://localhost${url.slice(url.lastIndexOf(':'))}/`,
      'Try first',
      'Functions',
      'Anon key',
      'Origins',
      'Store',
      'Outbox',
      'Log',
    ]);
    expect(stdout).toContain(`PGlite in ${join(dataParent, 'data')}`);
    expect(stdout).not.toMatch(/<DIR>|chunk │|rolldown/);
    expect(stderr).toBe('');
  });

  it('loading the demo site writes no info line for its files; a function call writes one', async () => {
    const { context, page } = await openContext(browser);
    const files: string[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/functions/')) files.push(new URL(request.url()).pathname);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await context.close();
    expect(files.length).toBeGreaterThan(5);

    // The function's line comes after the files' would have: once it is there, they were not written.
    const call = await fetch(`${url}/functions/v1/submit-lead`, { method: 'POST', headers: { apikey: 'wrong' } });
    expect(call.status).toBe(401);
    await until(
      () => stdout.includes('"path":"/functions/v1/submit-lead"'),
      () => stdout,
    );
    const logged = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string; path?: string });
    const requests = logged.filter((line) => line.msg === 'request');
    expect(requests.map((line) => `${line.level} ${line.path}`)).toEqual(['info /functions/v1/submit-lead']);
    expect(logged.filter((line) => line.path && files.includes(line.path))).toEqual([]);
  });
});

async function until(done: () => boolean, explain: () => string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (npmStart.exitCode !== null || Date.now() > deadline) throw new Error(explain());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether any process of the group is left (signal 0 only asks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
