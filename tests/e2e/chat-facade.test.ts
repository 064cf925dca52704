import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterLoadSnippet } from '../../scripts/after-load-snippet';
import { measureBundle, readDist } from '../../scripts/bundle-sizes';
import { entryTimeline, recordShownFrame } from '../support/after-load-timing';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

/**
 * `<ev-chat-layla>` as a facade (issue 13): the launcher is there, named and working before any
 * React arrives, and React and the chat load only on intent (pointer, focus, click, `open()`) or
 * on an idle browser when the page asks for it with `preload="idle"`.
 */
const suite = setUpBrowserSite();

/** What the chat loads on intent: React, the shell runtime that imports it, and the chat itself. */
const ON_INTENT = /\/dist\/chunks\/(react|runtime|chat-app)-[^/]+\.js$/;
const CHAT_APP = /\/dist\/chunks\/chat-app-[^/]+\.js$/;

/** An article with the chat, its entry as a module script in the head or with the after-load snippet of docs/embedding.md. */
function hostPage({
  script = 'ev-chat-layla.js',
  element = '<ev-chat-layla></ev-chat-layla>',
  lang = 'en',
  afterLoad = false,
} = {}) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const head = afterLoad ? '' : `<script type="module" src="/dist/${script}"></script>`;
  const tail = afterLoad ? afterLoadSnippet(`/dist/${script}`) : '';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>An article</title>
<link rel="icon" href="/favicon.svg">${head}</head>
<body><main><h1>An article</h1><p>Nobody here has asked for a chat yet.</p></main>${element}${tail}</body></html>`;
}

/**
 * A page served as `html`, recording every request for the chat's lazily loaded code; while
 * `hold` is set, those requests wait until `release()`.
 */
async function openHost(
  html: string,
  { hold = false, clock = false, lang = 'en', waitUntil = 'load' as 'load' | 'commit', shownFrame = false } = {},
) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 800 } });
  const { context, page } = opened;
  const requested: string[] = [];
  let release: () => void = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await context.route(ON_INTENT, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await serve(context, html);
  if (lang === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  if (shownFrame) await recordShownFrame(context);
  if (clock) await page.clock.install({ time: new Date('2026-03-01T09:00:00+03:00') });
  await page.goto(`${suite.site.url}/article.html`, { waitUntil });
  await page.locator('ev-chat-layla [part="launcher"]').first().waitFor();
  return { ...opened, requested, release };
}

function serve(context: BrowserContext, html: string) {
  return context.route(`${suite.site.url}/article.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
}

/** Lets the page finish loading and run its idle callbacks: whatever it would fetch unasked, it has asked for. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

const launcher = (page: Page) => page.locator('ev-chat-layla [part="launcher"]');
const dialog = (page: Page) => page.locator('ev-chat-layla [role="dialog"]');
const messageCount = (page: Page) => page.locator('ev-chat-layla [part~="message"]').count();

describe('<ev-chat-layla> before React', needs('Chromium'), () => {
  it('shows a named button with its tooltip while React is held back, and fetches none of the chat untouched', async () => {
    const { context, page, requested, problems } = await openHost(hostPage(), { hold: true });
    const button = page.getByRole('button', { name: 'Chat with Layla' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element.getAttribute('part'))).toBe('launcher');
    const tooltip = page.locator('ev-chat-layla [part="tooltip"]');
    expect(await tooltip.textContent()).toBe('Planning an event? Chat with Layla');
    expect(await tooltip.isVisible()).toBe(false);
    await settle(page);
    expect(requested).toEqual([]);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched).not.toEqual(expect.arrayContaining([expect.stringMatching(ON_INTENT)]));
    // What the budget test counts as the chat's first load is what the browser fetched untouched, file for file.
    const scripts = fetched
      .map((name) => new URL(name).pathname)
      .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'))
      .map((path) => path.slice('/dist/'.length));
    expect(scripts.sort()).toEqual(measureBundle(readDist('dist'), 'demo/index.html').chatFirstLoad.files);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks Arabic on an Arabic page and sits bottom left, before React', async () => {
    const { context, page, requested } = await openHost(hostPage({ lang: 'ar' }), { hold: true, lang: 'ar' });
    const button = page.getByRole('button', { name: 'تحدّث مع ليلى' });
    expect(await button.isVisible()).toBe(true);
    expect(await page.locator('ev-chat-layla [part="tooltip"]').textContent()).toBe('تخطط لمناسبة؟ تحدّث مع ليلى');
    const box = await button.boundingBox();
    expect(box && box.x < 640).toBe(true);
    expect(requested).toEqual([]);
    await context.close();
  });

  it('starts loading the chat when the pointer comes over the button', async () => {
    const { context, page, requested } = await openHost(hostPage(), { hold: true });
    await settle(page);
    expect(requested).toEqual([]);
    const loading = page.waitForRequest(CHAT_APP);
    await launcher(page).hover();
    await loading;
    await expect.poll(() => page.locator('ev-chat-layla [part="tooltip"]').isVisible()).toBe(true);
    await context.close();
  });

  it('starts loading the chat on keyboard focus, keeps the focus, and opens on Enter', async () => {
    const { context, page, release } = await openHost(hostPage(), { hold: true });
    await settle(page);
    const loading = page.waitForRequest(CHAT_APP);
    await page.keyboard.press('Tab');
    await loading;
    expect(
      await launcher(page).evaluate((button) => button.getRootNode() instanceof ShadowRoot && button.matches(':focus')),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('ev-chat-layla [part="panel"][role="status"]').waitFor();
    release();
    await dialog(page).waitFor();
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('shows the loading panel on a click during the load, opens when the code arrives, and greets 0.5 s after the click', async () => {
    const { context, page, release, problems } = await openHost(hostPage(), { hold: true, clock: true });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const name of ['ev-chat-open', 'ev-chat-close']) document.addEventListener(name, () => seen.push(name));
    });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:00+03:00'));
    await launcher(page).click();
    const loading = page.locator('ev-chat-layla [part="panel"][role="status"]');
    expect(await loading.textContent()).toBe('Opening the chat…');
    expect(await loading.isVisible()).toBe(true);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    expect(await launcher(page).getAttribute('aria-label')).toBe('Close the chat with Layla');
    expect(await launcher(page).getAttribute('aria-controls')).toBe(await loading.getAttribute('id'));
    expect(await loading.boundingBox()).toMatchObject({ width: 384, height: 500 });

    await page.clock.runFor(300);
    release();
    await dialog(page).waitFor();
    expect(await loading.count()).toBe(0);
    expect(await launcher(page).getAttribute('aria-controls')).toBe(await dialog(page).getAttribute('id'));
    expect(await messageCount(page)).toBe(0);
    await page.clock.runFor(199);
    expect(await messageCount(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => messageCount(page)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['ev-chat-open']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the loading panel on a second click, and opens with the chat once it is there', async () => {
    const { context, page, release } = await openHost(hostPage(), { hold: true });
    await launcher(page).click();
    await launcher(page).click();
    expect(await page.locator('ev-chat-layla [part="panel"]').count()).toBe(0);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    release();
    await page.waitForResponse(CHAT_APP);
    await launcher(page).click();
    await dialog(page).waitFor();
    await context.close();
  });

  it('opens with open(), loading the chat first', async () => {
    const { context, page, requested } = await openHost(hostPage());
    await settle(page);
    expect(requested).toEqual([]);
    await page.locator('ev-chat-layla').evaluate((element) => (element as HTMLElement & { open(): void }).open());
    await dialog(page).waitFor();
    expect(requested.some((path) => CHAT_APP.test(path))).toBe(true);
    await context.close();
  });

  it('loads the chat on an idle browser when the page sets preload="idle", and opens at once on a click', async () => {
    const { context, page, requested } = await openHost(
      hostPage({ element: '<ev-chat-layla preload="idle"></ev-chat-layla>' }),
    );
    await expect.poll(() => requested.some((path) => CHAT_APP.test(path))).toBe(true);
    await launcher(page).click();
    await dialog(page).waitFor();
    await context.close();
  });

  it('says "An error occurred" when React cannot load, and opens on "Try again"', async () => {
    const { context, page, problems } = await openHost(hostPage());
    let dropping = true;
    await context.route(/\/dist\/chunks\/react-[^/]+\.js$/, (route) =>
      dropping ? route.abort('internetdisconnected') : route.continue(),
    );
    await launcher(page).click();
    const error = page.locator('ev-chat-layla [part="load-error"]');
    await error.waitFor();
    expect(await error.locator('p').textContent()).toBe('An error occurred');
    expect(await error.getAttribute('role')).toBe('alert');
    dropping = false;
    await error.locator('[part="retry"]').click();
    await dialog(page).waitFor();
    expect(problems.every((line) => /could not be loaded|react-|ERR_INTERNET_DISCONNECTED/.test(line))).toBe(true);
    await context.close();
  });
});

describe('<ev-chat-layla> as a facade on a host page', needs('Chromium'), () => {
  it('with the after-load snippet, fetches its entry only after the page has loaded and drawn its frame, and works', async () => {
    const { context, page, requested, problems } = await openHost(hostPage({ afterLoad: true }), { shownFrame: true });
    const timeline = await entryTimeline(page, 'ev-chat-layla.js');
    expect(timeline.fetched).toBeGreaterThanOrEqual(timeline.loaded);
    expect(timeline.fetched).toBeGreaterThanOrEqual(timeline.shown);
    await settle(page);
    expect(requested).toEqual([]);
    await launcher(page).click();
    await dialog(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works twice on a page, moved while loading, with a second copy of its bundle and the all-in-one one', async () => {
    // A second copy of the entry (another URL, so another module) and the all-in-one bundle: their
    // definitions are no-ops, and the first one keeps working while theirs wait for React.
    const html = hostPage({
      element:
        '<ev-chat-layla id="one"></ev-chat-layla><aside><ev-chat-layla id="two" position="left"></ev-chat-layla></aside>',
    }).replace(
      '</head>',
      '<script type="module" src="/dist/ev-chat-layla.js?copy=2"></script><script type="module" src="/dist/ev-widgets.js"></script></head>',
    );
    const { context, page, release, problems } = await openHost(html, { hold: true, waitUntil: 'commit' });
    const one = page.locator('#one [part="launcher"]');
    const two = page.locator('#two [part="launcher"]');
    await one.click();
    // A page builder moves the element while its chat loads: the click is not lost.
    await page.evaluate(() => document.querySelector('main')?.append(document.querySelector('#one') as Element));
    release();
    await page.locator('#one [role="dialog"]').waitFor();
    expect(await page.locator('#two [role="dialog"]').count()).toBe(0);
    await two.click();
    await page.locator('#two [role="dialog"]').waitFor();
    expect(
      await page.evaluate(() => (customElements.get('ev-chat-layla') as unknown as { evVersion: string }).evVersion),
    ).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });
});
