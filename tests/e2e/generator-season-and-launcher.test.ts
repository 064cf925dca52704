import type { Page } from 'playwright-core';
import { reactView } from '../support/react-view';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers';
import { openContext } from '../support/browser';
import { needs } from '../support/needs';
import { generateAnalysis, inGenerator } from '../support/generator-page';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import type { Language } from '../../src/contracts/constants';

const suite = setUpBrowserSite();
const YEAR = new Date().getFullYear() + 1;

/** The generator alone, or with the chat launcher and room to scroll, under the server's CSP. */
async function openPage(language: Language, { chat = false, width = 1280 } = {}) {
  const opened = await openContext(suite.browser, { viewport: { width, height: chat ? 640 : 900 } });
  const { context, page } = opened;
  if (language === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  const scripts = ['ev-generator.js', ...(chat ? ['ev-chat-layla.js'] : [])]
    .map((file) => `<script type="module" src="/dist/${file}"></script>`)
    .join('');
  await page.route(`${suite.site.url}/season.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plan</title><link rel="icon" href="/favicon.svg">${scripts}</head><body><main><ev-generator anon-key="${ANON_KEY}"></ev-generator><canvas width="1" height="1500"></canvas></main>${chat ? '<ev-chat-layla></ev-chat-layla>' : ''}</body></html>`,
    }),
  );
  await page.goto(`${suite.site.url}/season.html`);
  await page.locator(inGenerator('[part="step-title"]')).waitFor();
  await reactView(page, 'ev-generator');
  if (chat) await page.locator('ev-chat-layla [part="launcher"]').waitFor();
  return opened;
}

const checkedSeason = (page: Page) =>
  page.locator(inGenerator('fieldset[data-name="season"] input:checked')).getAttribute('value');

describe('<ev-generator> season from the date', needs('Chromium'), () => {
  it('moves the season with the date until the visitor picks one, and the analysis states the date’s season', async () => {
    const { context, page, problems } = await openPage('en');
    const date = inGenerator('input[name="eventDate"]');
    for (const [day, season] of [
      [`${YEAR}-01-12`, 'winter'],
      [`${YEAR}-04-13`, 'spring'],
      [`${YEAR}-07-13`, 'summer'],
      [`${YEAR}-10-12`, 'autumn'],
    ] as const) {
      await page.fill(date, day);
      expect(await checkedSeason(page), day).toBe(season);
    }
    await page.check(inGenerator('fieldset[data-name="season"] input[value="spring"]'));
    await page.fill(date, `${YEAR}-07-13`);
    expect(await checkedSeason(page)).toBe('spring');

    await page.check(inGenerator('fieldset[data-name="eventType"] input[value="wedding"]'));
    await page.fill(inGenerator('input[name="guestCount"]'), '120');
    await page.fill(inGenerator('input[name="location"]'), 'Jeddah');
    await generateAnalysis(page);
    const market = await page.locator(inGenerator('.market__text')).textContent();
    expect(market).toContain(`13 July ${YEAR}`);
    expect(market).toContain('You chose spring, but your date falls in summer');
    expect(market).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as Box);

describe.each(['en', 'ar'] as const)('the chat launcher on a phone, in %s', needs('Chromium'), (language) => {
  it('never covers the wizard’s Next button or the focused field, and goes back to its corner after', async () => {
    const { context, page, problems } = await openPage(language, { chat: true, width: 360 });
    const launcher = 'ev-chat-layla [part="launcher"]';
    const corner = await box(page, launcher);
    // Scroll the Next button into the launcher's corner: the case a phone visitor meets.
    const nextButton = inGenerator('button[type="submit"]');
    await page.evaluate((selector) => {
      const [host, inner] = selector.split(' ');
      const next = document.querySelector(host as string)?.shadowRoot?.querySelector(inner as string);
      const rect = next?.getBoundingClientRect();
      if (rect) window.scrollBy(0, rect.bottom - (innerHeight - 30));
    }, 'ev-generator button[type="submit"]');
    const next = await box(page, nextButton);
    expect(overlaps(next, corner), 'Next sits in the launcher’s corner').toBe(true);
    await expect.poll(async () => overlaps(await box(page, launcher), next)).toBe(false);
    expect(await page.locator(launcher).isVisible()).toBe(true);
    await page.screenshot({ path: `artifacts/launcher-keep-clear-${language}-360.png` });

    // Back to the top: nothing under the corner, the launcher returns there at full size.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => box(page, launcher)).toEqual(corner);

    // A focused field under the corner: the launcher moves off it too.
    const guests = inGenerator('input[name="guestCount"]');
    await page.evaluate(() => {
      const input = document.querySelector('ev-generator')?.shadowRoot?.querySelector('input[name="guestCount"]');
      const rect = input?.getBoundingClientRect();
      if (rect) window.scrollBy(0, rect.bottom - (innerHeight - 30));
    });
    await page.focus(guests);
    const field = await box(page, guests);
    const side = language === 'ar' ? corner.left < field.right : corner.right > field.left;
    expect(side && field.bottom > corner.top, 'the field reaches under the corner').toBe(true);
    await expect.poll(async () => overlaps(await box(page, launcher), field)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
