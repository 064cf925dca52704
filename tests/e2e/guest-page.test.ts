import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { inGenerator } from '../support/generator-page';
import { type HostPage, startHostPage } from '../support/host-page';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import { needs } from '../support/needs';
import type { Language } from '../../src/contracts/constants';

/**
 * Issue 24: the widgets are guests on someone else's page, served from another origin. A switch
 * of language in a widget changes the widgets, never the host's `<html lang dir>` or the body's
 * classes, on that page or after a reload; and `<ev-home>` in a blog's column never covers the
 * host's sticky header.
 */
const hosts = {
  en: { html: 'lang="en-US"', body: 'home blog wp-embed-responsive', switchTo: 'ar' as const },
  ar: { html: 'lang="ar" dir="rtl"', body: 'rtl home blog', switchTo: 'en' as const },
};
const pages: Record<string, HostPage> = {};
const suite = setUpBrowserSite(async () => {
  pages.en = await startHostPage(() => ({ html: widgetsPage('en') }));
  pages.ar = await startHostPage(() => ({ html: widgetsPage('ar') }));
  pages.column = await startHostPage(() => ({ html: columnPage() }));
  pages.alone = await startHostPage(() => ({ html: generatorAlone() }));
  return {};
});
afterAll(async () => {
  for (const host of Object.values(pages)) await host.close();
});

const functions = () => suite.site.url.replace('localhost', '127.0.0.1');

function widgetsPage(language: Language) {
  const config = { apiUrl: `${functions()}/functions/v1`, anonKey: ANON_KEY };
  return `<!doctype html><html ${hosts[language].html}><head><meta charset="utf-8"><title>A blog</title>
<link rel="icon" href="/favicon.svg">
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
<script type="module" src="${functions()}/dist/ev-widgets.js"></script>
</head><body class="${hosts[language].body}"><header>The theme's header</header>
<main><ev-contact></ev-contact><ev-generator></ev-generator></main><ev-chat-layla></ev-chat-layla></body></html>`;
}

function columnPage() {
  const config = { apiUrl: `${functions()}/functions/v1`, anonKey: ANON_KEY };
  const paragraphs = Array.from({ length: 12 }, (_, i) => `<p>The post's own paragraph ${i + 1}.</p>`).join('');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A post</title>
<link rel="icon" href="/favicon.svg">
<style>
  body { margin: 0; font: 16px/1.6 serif; }
  .site-header { position: sticky; top: 0; z-index: 10; height: 64px; background: #fff; border-bottom: 1px solid #ccc; }
  .site-header a { display: inline-block; padding: 20px; }
  .entry { max-width: 650px; margin: 0 auto; }
</style>
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
<script type="module" src="${functions()}/dist/ev-home.js"></script>
</head><body><header class="site-header" id="site-header"><a href="/">The theme's navigation</a></header>
<div class="entry">${paragraphs}<ev-home></ev-home>${paragraphs}</div></body></html>`;
}

function generatorAlone() {
  const config = { apiUrl: `${functions()}/functions/v1`, anonKey: ANON_KEY };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plan your event</title>
<link rel="icon" href="/favicon.svg">
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
<script type="module" src="${functions()}/dist/ev-generator.js"></script>
</head><body><h1>Plan your event</h1><ev-generator home-url="/?from=generator"></ev-generator></body></html>`;
}

/** The host's document: what a guest must leave exactly as the host wrote it. */
function hostDocument(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    body: document.body.className,
  }));
}

/** The language each widget shows: its own section's lang and dir, and the launcher's label. */
function widgetLanguages(page: Page) {
  return page.evaluate(() => {
    const section = (tag: string) => document.querySelector(tag)?.shadowRoot?.querySelector('[part="section"]');
    const launcher = document.querySelector('ev-chat-layla')?.shadowRoot?.querySelector('[part="launcher"]');
    return {
      contact: [section('ev-contact')?.getAttribute('lang'), section('ev-contact')?.getAttribute('dir')],
      generator: [section('ev-generator')?.getAttribute('lang'), section('ev-generator')?.getAttribute('dir')],
      chat: launcher?.getAttribute('aria-label'),
    };
  });
}

const CHAT_LABEL = { en: 'Chat with Layla', ar: 'تحدّث مع ليلى' };

const chromium = needs('Chromium');
describe.each(['en', 'ar'] as const)('widgets on a host page in %s, from another origin', chromium, (language) => {
  it("switch language in a widget: the widgets follow, the host's <html lang dir> and body classes stay, now and after a reload", async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(pages[language]?.origin as string);
    await page.locator(inGenerator('[part="language"]')).waitFor();
    // Alone with no home-url, the generator has no "Back to home" that would lead nowhere.
    expect(await page.locator(inGenerator('[part="back"]')).count()).toBe(0);
    const written = await hostDocument(page);
    expect(written).toEqual({
      lang: language === 'en' ? 'en-US' : 'ar',
      dir: language === 'en' ? null : 'rtl',
      body: hosts[language].body,
    });

    const chosen = hosts[language].switchTo;
    const dir = chosen === 'ar' ? 'rtl' : 'ltr';
    const shown = { contact: [chosen, dir], generator: [chosen, dir], chat: CHAT_LABEL[chosen] };
    await page.click(inGenerator('[part="language"]'));
    await expect.poll(() => widgetLanguages(page)).toEqual(shown);
    expect(await hostDocument(page)).toEqual(written);

    await page.reload();
    await page.locator(inGenerator('[part="language"]')).waitFor();
    await expect.poll(() => widgetLanguages(page)).toEqual(shown);
    expect(await hostDocument(page)).toEqual(written);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('<ev-home> in a 650 px column under a host’s sticky header', chromium, () => {
  it('scrolls with the post and never covers the host’s header', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(pages.column?.origin as string);
    await page.locator('ev-home [part="promo-launch"]').waitFor();
    const home = page.locator('ev-home [part="header"]');
    const before = await home.boundingBox();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);

    const atHeader = await page.evaluate(() => {
      const header = document.getElementById('site-header') as HTMLElement;
      const box = header.getBoundingClientRect();
      const points = [0.1, 0.5, 0.9].map((x) => document.elementFromPoint(box.width * x, box.height / 2));
      return points.map((found) => found === header || header.contains(found));
    });
    expect(atHeader).toEqual([true, true, true]);
    // The element's header went up with the post rather than staying on the screen.
    const after = await home.boundingBox();
    expect((before?.y ?? 0) - (after?.y ?? 0)).toBe(1500);
    expect(after?.width).toBeLessThanOrEqual(650);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('every control leads somewhere', () => {
  it('<ev-home> without generator-url opens the generator in place, its code loaded on the click, and comes back', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(pages.column?.origin as string);
    await page.locator('ev-home [part="promo-launch"]').waitFor();
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /ev-generator|generator/.test(entry.name)),
      );
    expect(await loaded()).toBe(false);
    await page.click('ev-home [part="promo-launch"]');
    await page.locator(inGenerator('[part="step-title"]')).waitFor();
    expect(await loaded()).toBe(true);
    expect(await page.locator('ev-home').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('ev-home')?.nextElementSibling?.localName)).toBe(
      'ev-generator',
    );
    await page.click(inGenerator('[part="back"]'));
    await page.locator('ev-home [part="promo-launch"]').waitFor();
    expect(await page.locator('ev-generator').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a standalone <ev-generator> with home-url goes there from "Back to home"', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(pages.alone?.origin as string);
    await page.locator(inGenerator('[part="back"]')).click();
    await page.waitForURL(`${pages.alone?.origin}/?from=generator`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
