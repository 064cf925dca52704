import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ar } from '../../widgets/home/i18n/ar';
import { en } from '../../widgets/home/i18n/en';
import { openContext } from '../support/browser';
import { layoutShifts } from '../support/layout-shifts';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';

/**
 * Issue 36: a visitor who chose Arabic before sees Arabic from the first paint, right to left,
 * on the demo home and in `<ev-home>`'s own first screen, with every script of the bundle held
 * back; one who chose English sees English. And the home has an Arabic address that a search
 * engine, with no script at all, reads in Arabic, with the alternates of both languages.
 */
const suite = setUpBrowserSite();

/** Every frame from the first: the document's language and direction and which first screen shows. */
async function recordFrames(context: BrowserContext) {
  await context.addInitScript(() => {
    const frames: { lang: string; dir: string; shown: string[]; title: string }[] = [];
    Object.assign(window, { evFrames: frames });
    const record = () => {
      if (document.body) {
        const copies = [...document.querySelectorAll('ev-home > [data-ev-first-screen]')];
        frames.push({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          shown: copies
            .filter((copy) => getComputedStyle(copy).display !== 'none')
            .map((copy) => copy.getAttribute('data-ev-first-screen') ?? ''),
          title: document.title,
        });
      }
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

/** The bundle's modules (and the page script that imports them) wait until released. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/(dist\/.*\.js|demo\.js)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the visitor sees of the carried first screen: its language, direction and words. */
function shownFirstScreen(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('ev-home > [data-ev-first-screen]')].filter(
      (copy) => getComputedStyle(copy).display !== 'none',
    );
    const home = shown[0]?.querySelector('.home') as HTMLElement | undefined;
    return {
      copies: shown.map((copy) => copy.getAttribute('data-ev-first-screen')),
      lang: home?.lang,
      dir: home?.dir,
      direction: home ? getComputedStyle(home).direction : undefined,
      title: shown[0]?.querySelector('h1')?.textContent,
      painted: performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      defined: customElements.get('ev-home') !== undefined,
    };
  });
}

const cases = [
  {
    saved: 'ar',
    dir: 'rtl',
    title: ar.home.hero.title,
    pageTitle: 'فعاليات السعودية · تنظيم الفعاليات في المملكة منذ 2010',
  },
  {
    saved: 'en',
    dir: 'ltr',
    title: en.home.hero.title,
    pageTitle: 'Saudi Events · Event management in Saudi Arabia since 2010',
  },
] as const;

describe('the language a visitor chose, from the first paint', needs('Chromium'), () => {
  it.each(cases)('with $saved saved and the scripts held back, the first paint is in $saved ($dir)', async (c) => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript((language) => localStorage.setItem('preferred-language', language), c.saved);
    await recordFrames(context);
    const release = await holdScripts(page);
    await page.goto(`${suite.site.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
    );

    // No module has run, and the page is drawn in the saved language: the element's own first screen too.
    expect(await shownFirstScreen(page)).toEqual({
      copies: [c.saved],
      lang: c.saved,
      dir: c.dir,
      direction: c.dir,
      title: c.title,
      painted: true,
      defined: false,
    });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      c.saved,
      c.dir,
    ]);
    // From the very first frame: never the other language, not for one frame.
    const frames = (await page.evaluate(() => (window as unknown as { evFrames: object[] }).evFrames)) as {
      lang: string;
      dir: string;
      shown: string[];
      title: string;
    }[];
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame).toMatchObject({ lang: c.saved, dir: c.dir, title: c.pageTitle });
      expect(frame.shown.every((language) => language === c.saved)).toBe(true);
    }

    // Then the bundle arrives and the element takes over in the same language, nothing moving.
    release();
    await page.locator('ev-home').evaluate((element) => customElements.whenDefined(element.localName));
    await page.waitForFunction(() => !document.querySelector('ev-home > [data-ev-first-screen]'));
    expect(
      await page.evaluate(() => document.querySelector('ev-home')?.shadowRoot?.querySelector('h1')?.textContent),
    ).toBe(c.title);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves the Arabic address in Arabic to a reader with no script, with the alternates of both languages', async () => {
    const context = await suite.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const response = await page.goto(`${suite.site.url}/ar/`);
    expect(response?.status()).toBe(200);
    const origin = new URL(suite.site.url).origin;
    expect(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      })),
    ).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'فعاليات السعودية · تنظيم الفعاليات في المملكة منذ 2010',
      description: expect.stringMatching(/^فعاليات السعودية تخطط وتنفذ/),
      canonical: `${origin}/ar/`,
      alternates: [
        ['en', `${origin}/`],
        ['ar', `${origin}/ar/`],
        ['x-default', `${origin}/`],
      ],
    });
    // The first screen it carries is drawn in Arabic, right to left, with no script.
    expect(await shownFirstScreen(page)).toMatchObject({
      copies: ['ar'],
      lang: 'ar',
      direction: 'rtl',
      title: ar.home.hero.title,
      defined: false,
    });
    // And the English address names the same alternates, its own canonical.
    await page.goto(`${suite.site.url}/`);
    expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toBe(
      `${origin}/`,
    );
    expect(await shownFirstScreen(page)).toMatchObject({ copies: ['en'], lang: 'en', title: en.home.hero.title });
    await context.close();
  });
});
