import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records, on every page of `context`, when the frame that shows the loaded page starts: the
 * second frame after `load` (the first has been shown by then). Not the largest paint's time:
 * Chromium stamps a paint when the screen shows it, which headless Chromium reported up to 8 ms
 * after the frames that drew it had run.
 */
export async function recordShownFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    addEventListener('load', () =>
      requestAnimationFrame(() => requestAnimationFrame(() => Object.assign(window, { shownAt: performance.now() }))),
    ),
  );
}

/** When the page finished `load`, when its loaded frame started (recordShownFrame) and when `entry` was requested, in ms. */
export function entryTimeline(page: Page, entry: string): Promise<{ loaded: number; shown: number; fetched: number }> {
  return page.evaluate((file) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const request = performance.getEntriesByType('resource').find((item) => item.name.endsWith(`/${file}`));
    return {
      loaded: navigation?.loadEventEnd ?? Number.NaN,
      shown: (window as unknown as { shownAt?: number }).shownAt ?? Number.NaN,
      fetched: request?.startTime ?? Number.NaN,
    };
  }, entry);
}
