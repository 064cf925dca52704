import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { layoutShifts } from '../support/layout-shifts';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

/**
 * Issue 13: the demo home page never moves under the visitor (CLS 0), in either language, on a
 * phone (Lighthouse's mobile screen) and a desktop, while the first screen renders, the sections
 * below it arrive in their own chunk, the Arabic font loads and the visitor scrolls to the end.
 */
const suite = setUpBrowserSite();

const SCREENS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };
const cases = (['en', 'ar'] as const).flatMap((language) =>
  (['mobile', 'desktop'] as const).map((screen) => ({ language, screen })),
);

describe('<ev-home> on the demo site: no layout shift', needs('Chromium'), () => {
  it.each(cases)('in $language on $screen, loading and scrolling through', async ({ language, screen }) => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: SCREENS[screen] });
    // A returning visitor who chose the language before: the page opens in it, no click involved.
    await context.addInitScript((chosen) => localStorage.setItem('preferred-language', chosen), language);
    await page.goto(`${suite.site.url}/`);
    await page.locator('ev-home h1').waitFor();
    await page.locator('ev-home [part="footer"]').waitFor({ state: 'attached' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 200) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await document.fonts.ready;
    });
    // Lazy images and fade-ins triggered by the last scroll steps have settled.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
