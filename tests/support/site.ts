import { existsSync, mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './test-server';

/**
 * The real server over the built bundle (dist/) and the demo pages; `npm test` builds first.
 */
export async function startSite(env: Record<string, string> = {}) {
  if (!existsSync('dist/ev-widgets.js')) throw new Error('dist/ is missing: run `npm run build` first');
  return startTestServer(env, { demoDir: 'demo', distDir: 'dist' });
}

export interface BrowserSite {
  browser: Browser;
  site: TestServer;
}

/**
 * The set-up every browser test file shares: one site and one Chromium for the file, both closed
 * after it, and artifacts/ ready for screenshots. `env` may be a function, for servers (an SMTP
 * sink, say) the file starts first.
 */
export function setUpBrowserSite(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}) {
  const suite = {} as BrowserSite;
  beforeAll(async () => {
    mkdirSync('artifacts', { recursive: true });
    suite.site = await startSite(typeof env === 'function' ? await env() : env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.dispose();
  });
  return suite;
}
