import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** ms after navigation start. */
  at: number;
  /** What moved: a path through shadow roots when the browser names the node, and its rects. */
  sources: { node: string; from: string; to: string }[];
}

/**
 * Every layout shift the page has had so far that no recent input caused (what CLS adds up),
 * from a buffered PerformanceObserver, with what moved, so a failure says where to look.
 */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const path = (node: Node | null): string => {
          // Chromium does not name nodes inside shadow roots; their rects still say what moved.
          if (!node) return '(a node the browser does not expose)';
          const parts: string[] = [];
          for (let current: Node | null = node; current; ) {
            if (current instanceof ShadowRoot) {
              parts.unshift('#shadow-root');
              current = current.host;
              continue;
            }
            if (current instanceof Element) {
              const classes = [...current.classList].map((name) => `.${name}`).join('');
              parts.unshift(`${current.localName}${current.id ? `#${current.id}` : ''}${classes}`);
            }
            current = current.parentNode;
          }
          return parts.join(' > ');
        };
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Entry[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: entry.sources.map((source) => ({
                  node: path(source.node),
                  from: rect(source.previousRect),
                  to: rect(source.currentRect),
                })),
              })),
          );
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // A page without any shift never calls the observer back.
        setTimeout(() => {
          observer.disconnect();
          resolve([]);
        }, 1000);
      }),
  );
}
