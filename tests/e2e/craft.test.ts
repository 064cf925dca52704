import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { FUTURE_DAY, inGenerator } from '../support/generator-page';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';

/**
 * Issue 36, every state drawn with care, from a 320 px phone to a 1920 px screen in both
 * languages: no text cut off by its own box, in any element's first view, the generator's steps
 * or its results; the chat's button over no text at the end of the home and of the results; and
 * the error and fallback states (the offer to call or write on WhatsApp) at 4.5:1 or better.
 */
const suite = setUpBrowserSite();
const WIDTHS = [320, 390, 768, 1366, 1920] as const;
const LANGUAGES = ['en', 'ar'] as const;
const cases = LANGUAGES.flatMap((language) => WIDTHS.map((width) => ({ language, width })));

/**
 * Boxes of `host`'s shadow root whose content overflows them (scrollWidth > clientWidth) with
 * text: a line of the text inside runs past the box's own edges. A box that scrolls on purpose
 * (overflow auto or scroll) and decoration wider than its box (the hero's sky) are not faults.
 */
function clippedText(page: Page, host: string) {
  return page.locator(host).evaluate((element) => {
    const root = element.shadowRoot;
    if (!root) return [`${element.localName} has no shadow root`];
    const found: string[] = [];
    const range = document.createRange();
    for (const box of root.querySelectorAll('*')) {
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const style = getComputedStyle(box);
      if (['auto', 'scroll'].includes(style.overflowX) || style.display === 'inline' || style.display === 'contents')
        continue;
      if (style.clipPath.startsWith('inset(50%') || !box.getClientRects().length) continue;
      const rect = box.getBoundingClientRect();
      const [left, right] = [rect.left + box.clientLeft, rect.left + box.clientLeft + box.clientWidth];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || getComputedStyle(parent).visibility !== 'visible') continue;
        if (parent.closest('[aria-hidden="true"]') || getComputedStyle(parent).clipPath.startsWith('inset(50%'))
          continue;
        range.selectNodeContents(node);
        const out = [...range.getClientRects()].some(
          (line) => line.width > 0 && (line.left < left - 1 || line.right > right + 1),
        );
        if (out) {
          found.push(
            `${box.localName}.${box.classList[0] ?? ''} "${node.textContent.trim().slice(0, 30)}": ${box.scrollWidth} in ${box.clientWidth}`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/** Lines of text, anywhere on the page or in the elements' shadow roots, that the chat's button covers. */
function textUnderLauncher(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector('ev-chat-layla')?.shadowRoot?.querySelector('[part="launcher"]');
    if (!launcher) return ['no launcher'];
    const button = launcher.getBoundingClientRect();
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('ev-home, ev-generator, ev-contact')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const covered: string[] = [];
    const range = document.createRange();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest('script, style, template, title')) continue;
        const style = getComputedStyle(parent);
        if (style.visibility !== 'visible' || style.clipPath.startsWith('inset(50%') || !parent.getClientRects().length)
          continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const overlaps =
            line.width > 0 &&
            line.left < button.right &&
            line.right > button.left &&
            line.top < button.bottom &&
            line.bottom > button.top;
          if (overlaps) covered.push(`"${node.textContent.trim().slice(0, 40)}"`);
        }
      }
    }
    return [...new Set(covered)];
  });
}

async function toTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // The launcher settles after a scroll (keep-clear reads the layout after a frame).
  await page.waitForTimeout(400);
}

describe('every state drawn with care', needs('Chromium'), () => {
  it.each(cases)(
    'in $language at $width px: nothing clipped, and the chat button covers no last line',
    async ({ language, width }) => {
      const { context, page, problems } = await openContext(suite.browser, {
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
      });
      await context.addInitScript((chosen) => localStorage.setItem('preferred-language', chosen), language);
      await page.goto(suite.site.url);
      await page.locator('ev-home [part="footer"]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);

      // The home: its first screen and every section, once each has been laid out.
      await toTheEnd(page);
      expect(await clippedText(page, 'ev-home')).toEqual([]);
      expect(await textUnderLauncher(page)).toEqual([]);

      // The generator, step by step, then its results.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click('ev-home [part="promo-launch"]');
      await page.locator(inGenerator('[part="form"]')).waitFor();
      expect(await clippedText(page, 'ev-generator')).toEqual([]);
      await page.check(inGenerator('fieldset[data-name="eventType"] input[value="wedding"]'));
      await page.fill(inGenerator('input[name="guestCount"]'), '250');
      await page.fill(inGenerator('input[name="location"]'), 'Riyadh');
      await page.fill(inGenerator('input[name="eventDate"]'), FUTURE_DAY);
      for (const step of [2, 3]) {
        await page.click(inGenerator('button[type="submit"]'));
        await page.locator(inGenerator(`[part="step-title"]`)).filter({ hasText: /./ }).waitFor();
        await expect
          .poll(() => page.locator(inGenerator('.generator__step-of')).textContent())
          .toContain(language === 'ar' ? `${step}` : `Step ${step}`);
        expect(await clippedText(page, 'ev-generator')).toEqual([]);
      }
      await page.click(inGenerator('button[type="submit"]'));
      await page.locator(inGenerator('[part="results"]')).waitFor({ timeout: 20_000 });
      expect(await clippedText(page, 'ev-generator')).toEqual([]);
      await toTheEnd(page);
      expect(await textUnderLauncher(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(cases)(
    'in $language at $width px: the contact form’s and the generator’s first views clip nothing',
    async ({ language, width }) => {
      const { context, page, problems } = await openContext(suite.browser, { viewport: { width, height: 800 } });
      // A partner's page of the same origin with the two elements alone: each draws its first view, no React.
      await page.route(`${suite.site.url}/first-views.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>First views</title><link rel="icon" href="/favicon.svg">
<script type="module" src="/dist/ev-contact.js"></script><script type="module" src="/dist/ev-generator.js"></script></head>
<body style="margin:0"><ev-contact lang="${language}"></ev-contact><ev-generator lang="${language}"></ev-generator></body></html>`,
        }),
      );
      await page.goto(`${suite.site.url}/first-views.html`);
      for (const element of ['ev-contact', 'ev-generator']) {
        await page.locator(`${element} [data-ev-first-view]`).first().waitFor({ state: 'attached' });
        expect(await clippedText(page, element), element).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGUAGES)('in %s, the error and fallback states pass axe’s color-contrast rule', async (language) => {
    const { context, page } = await openContext(suite.browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((chosen) => localStorage.setItem('preferred-language', chosen), language);
    // The functions out of reach: every call gets no answer.
    await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto(suite.site.url);
    await page.locator('ev-home [part="footer"]').waitFor({ state: 'attached' });
    const contrast = async (element: string) => {
      const results = await new AxeBuilder({ page }).include(element).withRules(['color-contrast']).analyze();
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      );
    };

    // The contact form: its error and the phone and WhatsApp offer.
    const form = 'ev-home [part="form"]';
    await page.locator(form).scrollIntoViewIfNeeded();
    await page.fill(`${form} [name="name"]`, 'Sara Ahmed');
    await page.fill(`${form} [name="email"]`, 'sara@example.sa');
    await page.fill(`${form} [name="phone"]`, '0501234567');
    await page.fill(`${form} [name="message"]`, 'A wedding for 250 guests in Riyadh');
    await page.click(`${form} [part="submit"]`);
    await page.locator('ev-home [part="reach-us-whatsapp"]').waitFor();
    expect(await contrast('ev-home')).toEqual([]);

    // Layla: her apology and the same offer, in the chat's own colours.
    await page.click('ev-chat-layla [part="launcher"]');
    await page.locator('ev-chat-layla [part="language-button"]').first().waitFor();
    await page
      .locator('ev-chat-layla [part="language-button"]')
      .filter({ hasText: language === 'ar' ? 'العربية' : 'English' })
      .click();
    await page.locator('ev-chat-layla [part="input"]').waitFor();
    await page.waitForTimeout(1600);
    await page.fill('ev-chat-layla [part="input"]', language === 'ar' ? 'أبغى حفل زواج' : 'I want a wedding');
    await page.press('ev-chat-layla [part="input"]', 'Enter');
    await page.locator('ev-chat-layla [part="reach-us-whatsapp"]').waitFor();
    expect(await contrast('ev-chat-layla')).toEqual([]);
    await page.click('ev-chat-layla [part="close"]');

    // The generator: its error panel and the offer.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click('ev-home [part="promo-launch"]');
    await page.check(inGenerator('fieldset[data-name="eventType"] input[value="wedding"]'));
    await page.fill(inGenerator('input[name="guestCount"]'), '250');
    await page.fill(inGenerator('input[name="location"]'), 'Riyadh');
    await page.fill(inGenerator('input[name="eventDate"]'), FUTURE_DAY);
    for (let step = 1; step <= 3; step++) await page.click(inGenerator('button[type="submit"]'));
    await page.locator(inGenerator('[part="error-panel"]')).waitFor({ timeout: 20_000 });
    await page.locator(inGenerator('[part="reach-us-whatsapp"]')).waitFor();
    expect(await contrast('ev-generator')).toEqual([]);
    // One message on screen for the failure: the banner only announces it.
    expect(
      await page
        .locator(inGenerator('[part="banner"]'))
        .evaluate((banner) => getComputedStyle(banner).clipPath.startsWith('inset(50%')),
    ).toBe(true);
    await context.close();
  });
});
