import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/constants';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers';
import { FUNCTION_ERROR_TEXT } from '@shell/ui/function-error-text';
import { ANON_KEY } from '../support/test-server';
import { openContext } from '../support/browser';
import { FUTURE_DAY, fillDetails, inGenerator } from '../support/generator-page';
import { formatDay } from '@saudi/format';
import { reactView } from '../support/react-view';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

const suite = setUpBrowserSite();
const FUNCTION = '**/functions/v1/ultimate-ai-event-generator';

const TEXT = {
  en: {
    step1: 'Event Details',
    step3: 'Visual Preferences',
    past: 'Event date cannot be in the past',
    city: 'Jeddah',
    generic: 'An error occurred during event analysis',
    whatsapp: `Hello! I used your AI event generator and would like to discuss my wedding in Jeddah for 250 guests on ${formatDay(FUTURE_DAY, 'en')}: the Professional tier at SAR`,
    professional: 'Professional',
  },
  ar: {
    step1: 'تفاصيل المناسبة',
    step3: 'التفضيلات البصرية',
    past: 'لا يمكن أن يكون تاريخ المناسبة في الماضي',
    city: 'جدة',
    generic: 'حدث خطأ أثناء تحليل المناسبة',
    whatsapp: `مرحباً! استخدمت مولّد الفعاليات الذكي لديكم وأودّ مناقشة حفل زفاف في جدة لعدد 250 ضيف بتاريخ ${formatDay(FUTURE_DAY, 'ar')}: الباقة الاحترافية بإجمالي`,
    professional: 'الباقة الاحترافية',
  },
} as const;

/**
 * A page of the real server's origin holding only <ev-generator> from the built dist/, under the
 * server's own Content-Security-Policy (the generator works alone on a page, so it is always shown).
 * `csp: false` lets the page reach another origin, so a closed port fails as a network error.
 */
async function openGenerator(language: Language, { attributes = '', csp = true } = {}) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
  const { page } = opened;
  await page.route(`${suite.site.url}/generator-e2e.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: csp ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : {},
      body: `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Event generator</title><link rel="icon" href="/favicon.svg"><script type="module" src="/dist/ev-generator.js"></script></head><body class="ltr"><main><ev-generator anon-key="${ANON_KEY}" whatsapp="966551234567" ${attributes}></ev-generator></main></body></html>`,
    }),
  );
  await page.clock.install();
  await page.goto(`${suite.site.url}/generator-e2e.html`);
  await page.locator(inGenerator('[part="step-title"]')).waitFor();
  // These tests are about the React wizard: take it over first (a press during the take-over is
  // first-view.test.ts's subject), so no click lands in the instant the first view leaves.
  await reactView(page, 'ev-generator');
  if (language === 'ar') {
    await page.click(inGenerator('[part="language"]'));
    await page.locator(inGenerator('[part="section"][dir="rtl"]')).waitFor();
  }
  return opened;
}

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).include('ev-generator').analyze();
  const found = results.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

/** Full-page screenshots at 1280 and 360 px into artifacts/, checking nothing overflows sideways. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `artifacts/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const stepTitle = (page: Page) => page.locator(inGenerator('[part="step-title"]')).textContent();
const currentStep = (page: Page) => page.locator(inGenerator('[aria-current="step"]')).getAttribute('data-step');
const next = (page: Page) => page.locator(inGenerator('button[type="submit"]'));

/** Stops the page clock, presses Generate, and checks the 0.5 s wait with the loading state. */
async function generateWithClock(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ultimate-ai-event-generator')) calls.push(request.url());
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await next(page).click();
  const progress = page.locator(inGenerator('[role="progressbar"]'));
  await progress.waitFor();
  expect(await progress.getAttribute('aria-valuenow')).toBe('5');
  await page.clock.runFor(499);
  expect(calls).toHaveLength(0);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
  expect(await page.locator(inGenerator('.loading__stage')).textContent()).not.toBe('');
  await page.clock.runFor(1);
  await page.clock.resume();
  return calls;
}

describe.each(['en', 'ar'] as const)('<ev-generator> in %s', needs('Chromium'), (language) => {
  const text = TEXT[language];

  it('walks the four steps to the analysis and back, accessible at every step', async () => {
    const { context, page, problems, offsite } = await openGenerator(language);
    expect(await stepTitle(page)).toBe(text.step1);
    expect(await next(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'step 1');

    await fillDetails(page, text.city, '2020-03-01');
    expect(await page.locator(inGenerator('[part="field-error"]')).textContent()).toBe(text.past);
    expect(await page.inputValue(inGenerator('input[name="eventDate"]'))).toBe('');
    expect(await next(page).isDisabled()).toBe(true);
    await shoot(page, `generator-${language}-step1`);
    await page.fill(inGenerator('input[name="eventDate"]'), FUTURE_DAY);
    expect(await next(page).isDisabled()).toBe(false);
    await next(page).click();
    expect(await currentStep(page)).toBe('2');
    await page.check(inGenerator('input[value="photography"]'));
    await page.fill(inGenerator('input[name="specialRequest"]'), language === 'en' ? 'Oud player' : 'عازف عود');
    await page.keyboard.press('Enter');
    await page.locator(inGenerator('[part="requests"] li')).waitFor();
    expect(await currentStep(page)).toBe('2');
    await expectNoAxeViolations(page, 'step 2');
    await shoot(page, `generator-${language}-step2`);
    await next(page).click();
    expect(await stepTitle(page)).toBe(text.step3);
    expect(
      await page.evaluate(() =>
        document.querySelector('ev-generator')?.shadowRoot?.activeElement?.getAttribute('part'),
      ),
    ).toBe('step-title');
    await expectNoAxeViolations(page, 'step 3');

    const calls = await generateWithClock(page);
    await page.locator(inGenerator('[part="results"]')).waitFor();
    expect(calls).toHaveLength(1);
    expect(await currentStep(page)).toBe('4');

    const sections = page.locator(inGenerator('.collapsible__button'));
    expect(await sections.count()).toBe(6);
    expect(await sections.first().getAttribute('aria-expanded')).toBe('true');
    for (let index = 0; index < 6; index += 1) {
      const button = sections.nth(index);
      const region = page.locator(inGenerator('.collapsible__body')).nth(index);
      expect(await region.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));
      const open = (await button.getAttribute('aria-expanded')) === 'true';
      await button.click();
      expect(await region.isVisible()).toBe(!open);
      if (!open) continue;
      await button.click();
      expect(await region.isVisible()).toBe(true);
    }
    expect(await page.locator(inGenerator('[part="chart"] svg[role="img"] rect')).count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator(inGenerator('[part="best-value"]')).count()).toBe(1);
    expect(await page.locator(inGenerator('[data-tier="standard"] h5')).textContent()).toBe(text.professional);
    const image = page.locator(inGenerator('[part="image"]')).first();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const whatsapp = page.locator(inGenerator('[part="whatsapp"]'));
    const href = String(await whatsapp.getAttribute('href'));
    expect(href.startsWith('https://wa.me/966551234567?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '').startsWith(text.whatsapp)).toBe(true);
    expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations(page, 'results');

    await shoot(page, `generator-${language}-results`);

    await page.click(inGenerator('[part="modify"]'));
    expect(await currentStep(page)).toBe('1');
    expect(await page.inputValue(inGenerator('input[name="guestCount"]'))).toBe('250');
    expect(await page.inputValue(inGenerator('input[name="location"]'))).toBe(text.city);
    await next(page).click();
    await next(page).click();
    await next(page).click();
    await page.locator(inGenerator('[part="results"]')).waitFor();
    await page.click(inGenerator('[part="new-analysis"]'));
    expect(await currentStep(page)).toBe('1');
    expect(await page.inputValue(inGenerator('input[name="guestCount"]'))).toBe('');
    expect(await page.inputValue(inGenerator('input[name="eventDate"]'))).toBe('');
    expect(await next(page).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });

  it('shows the error panel and banner when the function cannot be reached; back to edit and try again work', async () => {
    const { context, page } = await openGenerator(language, {
      attributes: 'api-url="http://127.0.0.1:9/functions/v1"',
      csp: false,
    });
    await fillDetails(page, text.city);
    await next(page).click();
    await next(page).click();
    const calls = await generateWithClock(page);
    await page.locator(inGenerator('[part="error-panel"]')).waitFor();
    expect(await page.locator(inGenerator('.error-panel__message')).textContent()).toBe(text.generic);
    expect(await page.locator(inGenerator('[part="banner"]')).textContent()).toBe(text.generic);
    await expectNoAxeViolations(page, 'error');
    await page.screenshot({ path: `artifacts/generator-${language}-error-1280.png` });
    await page.click(inGenerator('[part="retry"]'));
    await page.locator(inGenerator('[part="loading"]')).waitFor();
    await page.locator(inGenerator('[part="error-panel"]')).waitFor();
    expect(calls).toHaveLength(2);
    await page.click(inGenerator('[part="back-to-edit"]'));
    expect(await stepTitle(page)).toBe(text.step3);
    expect(await page.locator(inGenerator('[part="banner"]')).textContent()).toBe('');
    await context.close();
  });
});

it('writes every number of the Arabic results in one digit style: tier cards, chart and prose alike', async () => {
  const { context, page } = await openGenerator('ar');
  await fillDetails(page, TEXT.ar.city);
  await next(page).click();
  await next(page).click();
  await next(page).click();
  await page.locator(inGenerator('[part="results"]')).waitFor();
  const textOf = async (selector: string) => (await page.locator(inGenerator(selector)).allTextContents()).join(' ');
  const places = {
    'tier cards': await textOf('[part="tier"]'),
    chart: await textOf('[part="chart"]'),
    'market prose': await textOf('.market__text'),
    'venue prose': await textOf('[data-section="venues"]'),
    'savings prose': await textOf('[data-section="savings"]'),
  };
  for (const [place, content] of Object.entries(places)) {
    expect(content, place).toMatch(/[0-9][0-9,]*\u00a0ر\.س\./);
    expect(content, place).not.toMatch(/[٠-٩۰-۹٬٫]/);
  }
  // Everything else the results say (dates, counts, percentages, compliance) follows the same policy.
  expect(await page.locator(inGenerator('[part="results"]')).textContent()).not.toMatch(/[٠-٩۰-۹٬٫]/);
  await context.close();
});

it.each(['en', 'ar'] as const)(
  'tells a refused request in the widget’s own copy, not the server’s English, in %s',
  async (language) => {
    const { context, page } = await openGenerator(language);
    await page.route(FUNCTION, async (route) => {
      const body = { ...route.request().postDataJSON(), duration: 9 };
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillDetails(page, 'Riyadh');
    await next(page).click();
    await next(page).click();
    await next(page).click();
    await page.locator(inGenerator('[part="error-panel"]')).waitFor();
    const message = await page.locator(inGenerator('.error-panel__message')).textContent();
    expect(message).toBe(FUNCTION_ERROR_TEXT[language].invalid_request);
    expect(message).not.toContain('duration must be 1 to 7 days');
    expect(await page.locator(inGenerator('[part="banner"]')).textContent()).toBe(message);
    await context.close();
  },
);
