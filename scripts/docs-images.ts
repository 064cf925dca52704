/**
 * The README's pictures, taken from the built demo site on the real server in Debian's Chromium
 * (CHROME_PATH overrides): the home's first screen in English on a 1366 px desktop and in Arabic
 * on a 390 px phone, the generator's results for a wedding of 250 guests in Riyadh, and a
 * conversation with Layla on a phone. Writes docs/images/*.png, cut to 64 colours with pngquant
 * when it is installed (`apt-get install pngquant`), to keep them small. Run `npm run build`
 * first, then `node --import tsx scripts/docs-images.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT = 'docs/images';
const PHONE = { width: 390, height: 760 };
const DESKTOP = { width: 1366, height: 768 };

if (!existsSync('dist/ev-widgets.js')) throw new Error('dist/ is missing: run `npm run build` first');
const scratch = mkdtempSync(join(tmpdir(), 'ev-docs-images-'));
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'silent' });
const server = await startServer(config, { demoDir: 'demo', distDir: 'dist' });
const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox'] });
try {
  for (const [language, viewport] of [
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const) {
    const page = await homePage(viewport, language);
    await page.screenshot({ path: `${OUT}/home-${language}.png` });
    await page.close();
  }
  const page = await homePage({ width: 1000, height: 800 }, 'en');
  // The chat's button floats over the results' edge: not part of this picture.
  await page.evaluate(() => document.querySelector('ev-chat-layla')?.remove());
  await page.click('ev-home [part="promo-launch"]');
  const inGenerator = (selector: string) => `ev-generator ${selector}`;
  await page.check(inGenerator('fieldset[data-name="eventType"] input[value="wedding"]'));
  await page.fill(inGenerator('input[name="guestCount"]'), '250');
  await page.fill(inGenerator('input[name="location"]'), 'Riyadh');
  await page.fill(inGenerator('input[name="eventDate"]'), `${new Date().getFullYear() + 1}-01-15`);
  for (let step = 1; step <= 3; step++) await page.click(inGenerator('button[type="submit"]'));
  const tiers = page.locator(inGenerator('[part="result-section"]')).first();
  await tiers.waitFor({ timeout: 20_000 });
  await tiers.screenshot({ path: `${OUT}/generator-results.png` });
  await page.close();

  // Layla on a phone: the language pick, a question and her answer.
  const chat = await homePage(PHONE, 'en');
  await chat.click('ev-chat-layla [part="launcher"]');
  await chat.locator('ev-chat-layla [part="language-button"]').filter({ hasText: 'English' }).click();
  await chat.locator('ev-chat-layla [part="input"]').waitFor();
  await chat.waitForTimeout(1600);
  await chat.fill('ev-chat-layla [part="input"]', 'A wedding in Riyadh for 250 guests in January');
  await chat.press('ev-chat-layla [part="input"]', 'Enter');
  await chat.waitForFunction(() => {
    const root = document.querySelector('ev-chat-layla')?.shadowRoot;
    return (
      (root?.querySelectorAll('[part~="message-bot"]').length ?? 0) >= 3 &&
      !root?.querySelector('[part="typing"][data-active]')
    );
  });
  await chat.screenshot({ path: `${OUT}/chat.png` });
  await chat.close();
  quantise(['home-en', 'home-ar', 'generator-results', 'chat'].map((name) => `${OUT}/${name}.png`));
} finally {
  await browser.close();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
}

/** The demo home at `viewport` in `language` (the visitor's saved choice), motion reduced so the screenshot holds no half-drawn fade. */
async function homePage(viewport: { width: number; height: number }, language: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'en-US' });
  await context.addInitScript((chosen) => localStorage.setItem('preferred-language', chosen), language);
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.querySelector('ev-home')?.shadowRoot?.querySelector('h1'));
  await page.evaluate(() => document.fonts.ready);
  return page;
}

function quantise(files: string[]) {
  try {
    for (const file of files) execFileSync('pngquant', ['64', '--force', '--skip-if-larger', '--output', file, file]);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    console.warn('pngquant is not installed: the pictures keep all their colours');
  }
}
