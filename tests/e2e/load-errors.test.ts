import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

/**
 * The parts that load on demand (the home sections below the first screen, the chat panel) on a
 * network that drops them: the element says the spec's generic 'An error occurred' (§8) where
 * the part would be, and 'Try again' loads it once the network is back.
 */
const suite = setUpBrowserSite();
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flaky network</title>
<link rel="icon" href="/favicon.svg"><script type="module" src="/dist/ev-widgets.js"></script></head>
<body style="margin:0"><ev-home></ev-home><ev-chat-layla></ev-chat-layla></body></html>`;

/** A page whose requests for `chunk` fail until `restore()`. */
async function openDropping(chunk: RegExp) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 800 } });
  const dropped: string[] = [];
  let dropping = true;
  await opened.context.route(chunk, (route) => {
    if (!dropping) return route.continue();
    dropped.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await servePage(opened.context);
  await opened.page.goto(`${suite.site.url}/flaky.html`);
  return { ...opened, dropped, restore: () => (dropping = false) };
}

function servePage(context: BrowserContext) {
  return context.route(`${suite.site.url}/flaky.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
}

describe('a part that cannot load', needs('Chromium'), () => {
  it('<ev-home> says "An error occurred" below the hero, and shows its sections on "Try again"', async () => {
    const { context, page, problems, dropped, restore } = await openDropping(/\/dist\/chunks\/below-fold-[^/]+\.js$/);
    const error = page.locator('ev-home [part="load-error"]');
    await error.waitFor();
    expect(await error.locator('p').textContent()).toBe('An error occurred');
    expect(await page.locator('ev-home h1').isVisible()).toBe(true);
    expect(dropped.length).toBeGreaterThan(0);
    restore();
    await error.locator('[part="retry"]').click();
    await page.locator('ev-home [part="footer"]').waitFor();
    expect(await page.locator('ev-home #portfolio').isVisible()).toBe(true);
    expect(await error.count()).toBe(0);
    expect(problems.every((line) => /could not be loaded|below-fold|ERR_INTERNET_DISCONNECTED/.test(line))).toBe(true);
    await context.close();
  });

  it('<ev-chat-layla> says "An error occurred" in the panel, and opens the chat on "Try again"', async () => {
    const { context, page, restore } = await openDropping(/\/dist\/chunks\/chat-app-[^/]+\.js$/);
    await page.click('ev-chat-layla [part="launcher"]');
    const error = page.locator('ev-chat-layla [part="load-error"]');
    await error.waitFor();
    expect(await error.locator('p').textContent()).toBe('An error occurred');
    restore();
    await error.locator('[part="retry"]').click();
    await page.locator('ev-chat-layla [part="language-button"]').first().waitFor();
    expect(await error.count()).toBe(0);
    await context.close();
  });
});
