import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openContext } from './browser';

export const VIEWPORT = { width: 1280, height: 900 };
export const artifact = (name: string) => `artifacts/${name}`;

/** Opens a page recording CSP violations (from an init script, which the page's CSP does not govern) and every console line. */
export async function openPage(browser: Browser, url: string) {
  const opened = await openContext(browser, { viewport: VIEWPORT });
  const { context, page } = opened;
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const consoleLines: { type: string; text: string }[] = [];
  page.on('console', (message) => consoleLines.push({ type: message.type(), text: message.text() }));
  const response = await page.goto(url);
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const cspConsole = () => consoleLines.filter((line) => /content security policy/i.test(line.text));
  return { ...opened, response, consoleLines, violations, cspConsole };
}

export const inContact = (id: string, selector: string) => `#${id} ${selector}`;

export async function sendContact(page: Page, id: string, values: { name: string; email: string; message: string }) {
  await page.fill(inContact(id, 'input[name="name"]'), values.name);
  await page.fill(inContact(id, 'input[name="email"]'), values.email);
  await page.fill(inContact(id, 'textarea[name="message"]'), values.message);
  await page.click(inContact(id, '[part="submit"]'));
}

/** Opens Layla, picks English and says hello; resolves when her answer is shown. */
export async function startConversation(page: Page) {
  await page.click('ev-chat-layla [part="launcher"]');
  await page.locator('ev-chat-layla [part="language-button"]').first().waitFor();
  await page.locator('ev-chat-layla [part="language-button"]').filter({ hasText: 'English' }).click();
  await expect.poll(() => messages(page).then((list) => list.length), { timeout: 10_000 }).toBe(3);
  await page.fill('ev-chat-layla [part="input"]', 'Hello, we are planning a wedding in Jeddah');
  await page.press('ev-chat-layla [part="input"]', 'Enter');
  await expect.poll(() => messages(page).then((list) => list.length), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
}

export function messages(page: Page): Promise<string[]> {
  return page.locator('ev-chat-layla [part~="message"]').allTextContents();
}

/** A screenshot of one element, scrolled to sit below the theme's sticky header. */
export async function shoot(page: Page, selector: string, name: string) {
  await page
    .locator(selector)
    .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + scrollY - 120));
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  await page.screenshot({
    path: artifact(name),
    clip: { ...box, height: Math.min(box.height, VIEWPORT.height - 120) },
  });
}

// Properties a CMS theme tends to break, read from the same part on two pages.
const PROPERTIES = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'color',
  'background-color',
  'padding',
  'border',
  'border-radius',
  'box-shadow',
  'box-sizing',
  'direction',
];
export function stylesOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
    }, PROPERTIES);
}
