import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { afterLoadSnippet } from '../../scripts/after-load-snippet';
import { entryTimeline, recordShownFrame } from '../support/after-load-timing';
import { openContext } from '../support/browser';
import { inGenerator } from '../support/generator-page';
import { type HostPage, startHostPage } from '../support/host-page';
import { layoutShifts } from '../support/layout-shifts';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';

/**
 * Issue 29: `<ev-contact>` and `<ev-generator>` added the embedding guide's recommended way, by
 * the after-load snippet, on a partner's page of another origin, in a blog's column: they come
 * once the page has loaded and been shown, fit the column, move nothing, leave the host's
 * document as it was, and the form sends.
 */
const CASES = [
  { lang: 'en', width: 360, html: 'lang="en-US"', body: 'single-post wp-embed-responsive', submit: 'Send Message' },
  { lang: 'ar', width: 650, html: 'lang="ar" dir="rtl"', body: 'rtl single-post', submit: 'إرسال الرسالة' },
] as const;
type Case = (typeof CASES)[number];

const hosts: Partial<Record<Case['lang'], HostPage>> = {};
const suite = setUpBrowserSite(async () => {
  for (const host of CASES) hosts[host.lang] = await startHostPage(() => ({ html: post(host) }));
  // The partner's origins are listed, as its site owner would list them.
  return {
    ALLOWED_ORIGINS: Object.values(hosts)
      .map((host) => host?.origin)
      .join(','),
  };
});
afterAll(async () => {
  for (const host of Object.values(hosts)) await host?.close();
});

const functions = () => suite.site.url.replace('localhost', '127.0.0.1');

/** A post whose column ends with the two elements, one above the other, and the guide's after-load snippet for both. */
function post({ html, body, width }: Case) {
  const config = { apiUrl: `${functions()}/functions/v1`, anonKey: ANON_KEY };
  const paragraphs = Array.from({ length: 3 }, (_, i) => `<p>The post's own paragraph ${i + 1}.</p>`).join('');
  const snippet = afterLoadSnippet(...['ev-contact', 'ev-generator'].map((tag) => `${functions()}/dist/${tag}.js`));
  return `<!doctype html><html ${html}><head><meta charset="utf-8"><title>A post</title>
<link rel="icon" href="/favicon.svg">
<style>body { margin: 0; font: 16px/1.6 serif; } .entry { max-width: ${width}px; margin: 0 auto; }</style>
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
</head><body class="${body}"><header>The theme's header</header>
<div class="entry">${paragraphs}<ev-contact></ev-contact><ev-generator></ev-generator>${snippet}</div></body></html>`;
}

/** What a guest must leave as the host wrote it: `<html lang dir>`, the body's classes, the scroll. */
function hostDocument(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    body: document.body.className,
    scrollY: window.scrollY,
  }));
}

describe.each(CASES)(
  'by the after-load snippet, in a $width px column of a post in $lang',
  needs('Chromium'),
  (host) => {
    it('come after the shown page, fit the column, move nothing, leave the host as it was, and the form sends', async () => {
      const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
      await recordShownFrame(context);
      await page.goto(hosts[host.lang]?.origin as string);
      const written = await hostDocument(page);
      expect(written).toEqual({
        lang: host.lang === 'en' ? 'en-US' : 'ar',
        dir: host.lang === 'en' ? null : 'rtl',
        body: host.body,
        scrollY: 0,
      });
      await page.locator('ev-contact [part="submit"]').waitFor();
      await page.locator(inGenerator('[part="language"]')).waitFor();
      for (const entry of ['ev-contact.js', 'ev-generator.js']) {
        const timeline = await entryTimeline(page, entry);
        expect(timeline.fetched, entry).toBeGreaterThanOrEqual(timeline.shown);
      }
      // One after the other, top first: the form's entry has come before the generator's is asked for.
      const [contact, generator] = await page.evaluate(() =>
        ['ev-contact.js', 'ev-generator.js'].map((file) => {
          const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((item) =>
            item.name.endsWith(`/${file}`),
          );
          return { requested: entry?.startTime ?? Number.NaN, received: entry?.responseEnd ?? Number.NaN };
        }),
      );
      expect(generator?.requested).toBeGreaterThanOrEqual(contact?.received ?? Number.NaN);
      for (const tag of ['ev-contact', 'ev-generator']) {
        const box = await page.locator(tag).boundingBox();
        expect(Math.round(box?.width ?? 0), tag).toBe(host.width);
      }
      // The page's language reaches the elements; their arrival moved nothing on the page.
      expect(await page.locator('ev-contact [part="section"]').getAttribute('lang')).toBe(host.lang);
      expect(await page.locator('ev-contact [part="submit"]').textContent()).toContain(host.submit);
      expect(await layoutShifts(page)).toEqual([]);
      expect(await hostDocument(page)).toEqual(written);

      const name = `After-load visitor ${host.lang}`;
      const field = (key: string) => page.locator(`ev-contact [name="${key}"]`);
      await field('name').fill(name);
      await field('email').fill(`after.load.${host.lang}@example.sa`);
      await field('message').fill('A conference for 200 guests in Riyadh.');
      await page.locator('ev-contact [part="submit"]').click();
      await expect
        .poll(async () => (await suite.site.deps.store.leads.list()).some((lead) => lead.name === name))
        .toBe(true);
      const lead = (await suite.site.deps.store.leads.list()).find((row) => row.name === name);
      expect(lead?.requestMeta.origin).toBe(hosts[host.lang]?.origin);
      expect({ ...(await hostDocument(page)), scrollY: 0 }).toEqual(written);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
