import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { type HostPage, hostCsp, startHostPage } from '../support/host-page';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import { needs } from '../support/needs';

/**
 * Each element alone on a partner's page (another origin, the strict CSP of docs/embedding.md) draws its
 * Arabic in the Noto Sans Arabic that ships in the bundle, whatever the visitor's system has:
 * EvElement registers the font for every element, not only <ev-home>.
 */
const ALONE = [
  { tag: 'ev-contact', text: '[part="heading"]', bold: true },
  { tag: 'ev-contact', text: '.section-header__intro', bold: false },
  { tag: 'ev-generator', text: '.generator__intro', bold: false },
  { tag: 'ev-chat-layla', text: '[part="title"]', bold: true },
] as const;

let host: HostPage;
let tag = 'ev-contact';
const suite = setUpBrowserSite(async () => {
  host = await startHostPage(() => {
    const functions = suite.site.url.replace('localhost', '127.0.0.1');
    const config = { apiUrl: `${functions}/functions/v1`, anonKey: ANON_KEY };
    return {
      headers: { 'Content-Security-Policy': hostCsp(functions) },
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One element</title>
<link rel="icon" href="/favicon.svg">
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
<script type="module" src="${functions}/dist/${tag}.js"></script>
</head><body><p>A partner page in English, with one element in Arabic.</p><${tag} lang="ar"></${tag}></body></html>`,
    };
  });
  return { ALLOWED_ORIGINS: host.origin };
});
afterAll(() => host?.close());

/** The fonts Chromium drew the text of `selector` with (CDP CSS.getPlatformFontsForNode). */
async function platformFonts(page: Page, element: string, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(element)}).shadowRoot.querySelector(${JSON.stringify(selector)})`,
  });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId as string });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

describe('the Arabic font, for an element alone on a page', needs('Chromium'), () => {
  it.each(ALONE)('<$tag> draws $text in the bundled Noto Sans Arabic', async ({ tag: element, text, bold }) => {
    tag = element;
    const { context, page, problems, offsite } = await openContext(suite.browser, {
      viewport: { width: 1280, height: 900 },
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(host.origin);
    if (element === 'ev-chat-layla') await page.click(`${element} [part="launcher"]`);
    const target = page.locator(`${element} ${text}`);
    await target.waitFor();
    await expect.poll(() => target.evaluate((node) => /[\u0600-\u06FF]/.test(node.textContent ?? ''))).toBe(true);
    await page.evaluate(() => document.fonts.ready);

    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic')
        .map((face) => ({ weight: face.weight, status: face.status })),
    );
    expect(faces.map(({ weight }) => weight).sort()).toEqual(['400', '700']);
    expect(faces.find((face) => face.weight === (bold ? '700' : '400'))?.status).toBe('loaded');
    // Spaces, digits and Latin punctuation are outside the face's unicode-range and may come from
    // another font; every Arabic letter must come from the bundled face.
    const notArabic = await target.evaluate((node) => (node.textContent ?? '').replace(/[\u0600-\u06FF]/g, '').length);
    const used = await platformFonts(page, element, text);
    const noto = used.filter((font) => font.familyName === 'Noto Sans Arabic' && font.isCustomFont);
    const others = used.filter((font) => !noto.includes(font));
    expect(noto).toHaveLength(1);
    expect(others.reduce((sum, font) => sum + font.glyphCount, 0)).toBeLessThanOrEqual(notArabic);
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fontRequests.filter((url) => url.includes('/noto-sans-arabic-')).length).toBeGreaterThan(0);
    for (const url of fontRequests)
      expect(url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/dist\/fonts\/(noto-sans-arabic-[47]00|inter-latin-wght)\.woff2$/,
      );
    expect({ problems, offsite, violations }).toEqual({ problems: [], offsite: [], violations: [] });
    await context.close();
  });
});
