import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';

const suite = setUpBrowserSite();

interface Shift {
  value: number;
  at: number;
  sources: { node: string; from: string; to: string }[];
}

/** Every layout shift the page has had that no input caused, with the nodes that moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const describe = (node: Node | null): string => {
          if (!node) return '(gone)';
          const parts: string[] = [];
          for (let current: Node | null = node; current; ) {
            if (current instanceof Element) {
              parts.unshift(
                `${current.localName}${current.id ? `#${current.id}` : ''}${current.classList.length ? `.${[...current.classList].join('.')}` : ''}`,
              );
              current = current.parentNode;
            } else if (current instanceof ShadowRoot) {
              parts.unshift('#shadow');
              current = current.host;
            } else current = current.parentNode;
          }
          return parts.join(' > ');
        };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: entry.sources.map((source) => ({
                  node: describe(source.node),
                  from: rect(source.previousRect),
                  to: rect(source.currentRect),
                })),
              })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 1000);
      }),
  );
}

const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };
const cases = (['en', 'ar'] as const).flatMap((language) =>
  (['mobile', 'desktop'] as const).map((device) => ({ language, device })),
);

describe('<ev-home> on the demo site: nothing moves', () => {
  it.each(cases)('$language on $device', async ({ language, device }) => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: VIEWPORTS[device] });
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
    await page.waitForTimeout(500);
    const shifts = await layoutShifts(page);
    console.log(language, device, JSON.stringify(shifts, null, 1));
    expect(shifts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
