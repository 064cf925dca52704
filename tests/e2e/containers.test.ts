import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { startConversation } from '../support/embed-page';
import { fillDetails, generateAnalysis, inGenerator } from '../support/generator-page';
import { auditLayout } from '../support/layout-audit';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import { LANGUAGES, type Language } from '../../src/contracts/constants';
import { needs } from '../support/needs';

/**
 * Each widget in a column of a 1280 px page (a CMS content column, a sidebar, a phone-sized
 * card), the column 360, 480, 650, 900 and 1280 px wide, in English and Arabic: the layout
 * follows the column, not the screen, and nothing sticks out, overflows its card or is cut off.
 * Screenshots of every case go to artifacts/containers/.
 */
const suite = setUpBrowserSite();
const WIDTHS = [360, 480, 650, 900, 1280];

const WIDGETS = {
  contact: { tag: 'ev-contact', prepare: async () => {} },
  home: { tag: 'ev-home', prepare: async () => {} },
  generator: { tag: 'ev-generator', prepare: showResults },
  chat: { tag: 'ev-chat-layla', prepare: startConversation },
} satisfies Record<string, { tag: string; prepare: (page: Page, language: Language) => Promise<void> }>;

async function openColumn(tag: string, language: Language) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const config = JSON.stringify({ anonKey: ANON_KEY, language });
  await opened.page.route(`${suite.site.url}/column.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>Column</title>
<link rel="icon" href="/favicon.svg">
<script type="application/json" id="ev-config">${config}</script>
<script type="module" src="/dist/${tag}.js"></script>
<style>body { margin: 0; background: #e9e6df; font: 18px/1.4 Georgia, serif; }
.column { box-sizing: border-box; max-inline-size: 100%; margin: 2rem auto; background: #fff; outline: 1px dashed #8a8a8a; }</style>
</head><body><div class="column" id="column"><${tag}></${tag}></div></body></html>`,
    }),
  );
  await opened.page.goto(`${suite.site.url}/column.html`);
  await opened.page.locator(`${tag} >> *`).first().waitFor({ state: 'attached' });
  return opened;
}

async function showResults(page: Page, language: Language) {
  await fillDetails(page, language === 'ar' ? 'جدة' : 'Jeddah');
  await generateAnalysis(page);
  // Every section open: all of the analysis is on screen to measure.
  const closed = page.locator(inGenerator('.collapsible__button[aria-expanded="false"]'));
  while ((await closed.count()) > 0) await closed.first().click();
}

const setWidth = (page: Page, width: number) =>
  page.evaluate((px) => {
    (document.getElementById('column') as HTMLElement).style.inlineSize = `${px}px`;
  }, width);

describe.each(Object.entries(WIDGETS))('<%s> in a column', needs('Chromium'), (name, { tag, prepare }) => {
  it.each(LANGUAGES)(
    'fits 360 to 1280 px in %s: nothing overflows its card or the widget, no text is cut off',
    async (language) => {
      mkdirSync('artifacts/containers', { recursive: true });
      const { context, page, problems } = await openColumn(tag, language);
      await setWidth(page, 650);
      await prepare(page, language);
      const faults: Record<number, string[]> = {};
      for (const width of WIDTHS) {
        await setWidth(page, width);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        faults[width] = await auditLayout(page, tag);
        const path = `artifacts/containers/${name}-${language}-${width}.png`;
        if (name === 'chat') await page.screenshot({ path });
        else await page.locator('#column').screenshot({ path });
      }
      writeFileSync(`artifacts/containers/${name}-${language}-faults.json`, JSON.stringify(faults, null, 2));
      expect(faults).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, []])));
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
