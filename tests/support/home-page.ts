import type { Browser, Page } from 'playwright-core';
import type { Language } from '../../src/contracts/constants';
import { openContext } from './browser';

export type { Language };

/** Opens the demo site (or `path`) at `width` px and waits for <ev-home> to render; Arabic is chosen with its toggle. */
export async function openHome(
  browser: Browser,
  url: string,
  { width, language, reducedMotion }: { width: number; language: Language; reducedMotion?: 'reduce' | 'no-preference' },
) {
  const opened = await openContext(browser, {
    viewport: { width, height: 800 },
    reducedMotion: reducedMotion ?? 'no-preference',
  });
  await opened.page.goto(url);
  await opened.page.locator('ev-home h1').waitFor();
  // Sections below the first screen render just after it (a transition): wait for the last one.
  await opened.page.locator('ev-home [part="footer"]').waitFor({ state: 'attached' });
  if (language === 'ar') {
    await opened.page.click('ev-home [part="language-toggle"]');
    await waitForDir(opened.page, 'rtl');
  }
  return opened;
}

export async function waitForDir(page: Page, dir: 'rtl' | 'ltr'): Promise<void> {
  await page.waitForFunction((expected) => document.documentElement.dir === expected, dir);
}

/** Where a section's top edge is, and where the fixed header's bottom edge is (viewport px). */
export function sectionAndHeader(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const root = document.querySelector('ev-home')?.shadowRoot;
    const section = root?.getElementById(sectionId)?.getBoundingClientRect();
    const header = root?.querySelector('[part="header"]')?.getBoundingClientRect();
    return {
      top: section?.top ?? Number.NaN,
      headerTop: header?.top ?? Number.NaN,
      headerBottom: header?.bottom ?? Number.NaN,
    };
  }, id);
}

/** Polls until the section rests right below the header (smooth scrolling has finished). */
export async function waitUntilBelowHeader(
  page: Page,
  id: string,
  /** Where the section should come to rest: below a fixed header, or at the top of the screen (a guest's). */
  edge: 'header' | 'top' = 'header',
): Promise<{ top: number; headerBottom: number }> {
  let last = { top: Number.NaN, headerBottom: Number.NaN };
  for (let attempt = 0; attempt < 60; attempt++) {
    const now = await sectionAndHeader(page, id);
    const target = edge === 'header' ? now.headerBottom : 0;
    if (Math.abs(now.top - target) <= 2 && now.top === last.top) return now;
    last = now;
    await page.waitForTimeout(100);
  }
  return last;
}

/** Scrolls through the whole page so every section has faded in, then back to the top. */
export async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...(document.querySelector('ev-home')?.shadowRoot?.querySelectorAll('[data-fade]') ?? [])].every(
      (element) => element.getAttribute('data-fade') === 'in' && getComputedStyle(element).opacity === '1',
    ),
  );
}

/** The fade state of each fading block, by its id (the contact wrapper as 'contact'). */
export function fadeStates(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('ev-home')?.shadowRoot;
    return Object.fromEntries(
      [...(root?.querySelectorAll('[data-fade]') ?? [])].map((element) => [
        element.id || element.querySelector('section')?.id || '?',
        element.getAttribute('data-fade'),
      ]),
    );
  });
}
