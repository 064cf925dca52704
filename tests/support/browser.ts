import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A context that records console errors, page errors and CSP violations, so a test can assert
 * the page ran clean. Requests leaving 127.0.0.1 are aborted and recorded.
 */
export async function openContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext({ locale: 'en-US', ...options });
  const problems: string[] = [];
  const offsite: string[] = [];
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/, (route) => {
    offsite.push(route.request().url());
    return route.abort();
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
  });
  const page = await context.newPage();
  return { context, page, problems, offsite };
}
