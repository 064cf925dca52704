import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { fillDetails, generateAnalysis, inGenerator } from '../support/generator-page';
import { revealAll } from '../support/home-page';
import { paintedColours, unchangedPaint } from '../support/painted-colours';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import { needs } from '../support/needs';

/**
 * The theming promise of docs/embedding.md: three custom properties on the elements (primary, accent,
 * surface) re-colour every coloured surface of all four, because every other shade is mixed from
 * them (tokens.css). Each page is shown twice, in the default theme and recoloured; every colour
 * painted in the first must differ in the second, unless it is an ink or a status colour no brand
 * colour goes into. Screenshots of both are kept in artifacts/.
 */
const suite = setUpBrowserSite();
const RECOLOURED = '--ev-color-primary: #5b1a3a; --ev-color-accent: #1f8a70; --ev-color-surface: #fffaf2;';
const TAGS = ['ev-home', 'ev-contact', 'ev-chat-layla', 'ev-generator'];
const artifact = (name: string) => `artifacts/${name}`;

function page(body: string, recoloured: boolean) {
  const theme = recoloured ? `<style>${TAGS.join(', ')} { ${RECOLOURED} }</style>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme</title>
<link rel="icon" href="/favicon.svg">${theme}
<script type="application/json" id="ev-config">${JSON.stringify({ anonKey: ANON_KEY })}</script>
<script type="module" src="/dist/ev-widgets.js"></script></head><body style="margin:0">${body}</body></html>`;
}

/** Home (with its contact section), a contact block and Layla mid-conversation; then the generator's results alone. */
const SCENES: { name: string; body: string; tags: string[]; show: (page: Page) => Promise<void> }[] = [
  {
    name: 'home-contact-chat',
    body: '<ev-home></ev-home><ev-contact></ev-contact><ev-chat-layla></ev-chat-layla>',
    tags: ['ev-home', 'ev-contact', 'ev-chat-layla'],
    async show(page) {
      await page.locator('ev-home [part="footer"]').waitFor();
      await revealAll(page);
      await page.click('ev-chat-layla [part="launcher"]');
      await page.locator('ev-chat-layla [part="language-button"]').filter({ hasText: 'English' }).click();
      await page.locator('ev-chat-layla [part="input"]:enabled').waitFor();
      await page.locator('ev-chat-layla [part="suggestion"]').first().waitFor();
    },
  },
  {
    name: 'generator-results',
    body: '<ev-generator></ev-generator>',
    tags: ['ev-generator'],
    async show(page) {
      await fillDetails(page, 'Jeddah');
      await generateAnalysis(page);
      const collapsed = page.locator(inGenerator('.collapsible__button[aria-expanded="false"]'));
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      await page.locator(inGenerator('[part="chart"]')).waitFor();
    },
  },
];

describe('re-theming with three custom properties', needs('Chromium'), () => {
  it.each(SCENES)('changes every coloured surface: $name', async ({ name, body, tags, show }) => {
    const paint = [];
    for (const recoloured of [false, true]) {
      const {
        context,
        page: tab,
        problems,
      } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
      await context.route(`${suite.site.url}/theme.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: page(body, recoloured) }),
      );
      await tab.goto(`${suite.site.url}/theme.html`);
      await show(tab);
      const label = recoloured ? 'recoloured' : 'default';
      await tab.screenshot({ path: artifact(`theme-${name}-${label}.png`), fullPage: true });
      paint.push(await paintedColours(tab, tags));
      expect(problems).toEqual([]);
      await context.close();
    }
    const [before, after] = paint as [
      Awaited<ReturnType<typeof paintedColours>>,
      Awaited<ReturnType<typeof paintedColours>>,
    ];
    const { unchanged, changed } = unchangedPaint(before, after);
    expect(unchanged).toEqual([]);
    for (const tag of tags) {
      const painted = Object.keys(before.colours).filter((key) => key.startsWith(`<${tag}>`)).length;
      expect({ tag, painted: painted > 20 }).toEqual({ tag, painted: true });
    }
    expect(changed).toBeGreaterThan(100);
  });
});
