import type { Page } from 'playwright-core';

export const inGenerator = (selector: string) => `ev-generator ${selector}`;
export const FUTURE_DAY = `${new Date().getFullYear() + 1}-01-15`;

/** Step 1 of the wizard: a wedding for 250 guests in `city` on `eventDate`. */
export async function fillDetails(page: Page, city: string, eventDate = FUTURE_DAY) {
  await page.check(inGenerator('fieldset[data-name="eventType"] input[value="wedding"]'));
  await page.fill(inGenerator('input[name="guestCount"]'), '250');
  await page.fill(inGenerator('input[name="location"]'), city);
  await page.fill(inGenerator('input[name="eventDate"]'), eventDate);
}

/** From step 1 filled to what step 4 shows: the results, or the error panel. */
export async function generateAnalysis(page: Page, outcome: 'results' | 'error-panel' = 'results') {
  for (let step = 1; step <= 3; step++) await page.click(inGenerator('button[type="submit"]'));
  await page.locator(inGenerator(`[part="${outcome}"]`)).waitFor({ timeout: 20_000 });
}
