import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';

/**
 * Issue 36: the company's mark is a true eight-pointed star, the same in every place it is drawn
 * (the home's header, hero and footer, the favicon, the WordPress plugin's settings page), and
 * the Health and safety art carries the Red Crescent, never a cross. Measured on what Chromium
 * draws, not on the source.
 */
const suite = setUpBrowserSite();
const PLUGIN_MARK = 'integrations/wordpress/ev-widgets/assets/mark.svg';

/**
 * The star's points, counted on its drawn outline: the outline walked in 720 steps, each point a
 * local farthest place from the centre of its box, well out from the notches between them. Also
 * the outline itself, scaled to a unit box, so two marks can be compared.
 */
function starOf(page: Page, selector: string, inHome = false) {
  return page.evaluate(
    ({ selector, inHome }) => {
      const scope = inHome ? document.querySelector('ev-home')?.shadowRoot : document;
      const path = scope?.querySelector(selector) as SVGGeometryElement | null;
      if (!path) return null;
      const box = path.getBBox();
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      const total = path.getTotalLength();
      const samples = Array.from({ length: 720 }, (_, i) => path.getPointAtLength((i * total) / 720));
      const radii = samples.map(({ x, y }) => Math.hypot(x - cx, y - cy));
      const [low, high] = [Math.min(...radii), Math.max(...radii)];
      const middle = (low + high) / 2;
      let points = 0;
      for (let i = 0; i < radii.length; i++) {
        const here = radii[i] as number;
        const before = radii[(i - 1 + radii.length) % radii.length] as number;
        const after = radii[(i + 1) % radii.length] as number;
        if (here > middle && here >= before && here > after) points++;
      }
      const outline = samples
        .filter((_, i) => i % 45 === 0)
        .map(({ x, y }) => [Math.round(((x - box.x) / box.width) * 100), Math.round(((y - box.y) / box.height) * 100)]);
      return { points, depth: low / high, outline };
    },
    { selector, inHome },
  );
}

/** The connected patches of one colour (±24 per channel) in an image drawn on a canvas, by their shape. */
function shapesIn(page: Page, url: string) {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Uint8Array(width * height);
    const near = (a: number, b: number) =>
      Math.abs((data[a] as number) - (data[b] as number)) <= 24 &&
      Math.abs((data[a + 1] as number) - (data[b + 1] as number)) <= 24 &&
      Math.abs((data[a + 2] as number) - (data[b + 2] as number)) <= 24;
    const shapes: { colour: string; area: number; fill: number; centre: boolean; corners: number; arms: number }[] = [];
    for (let start = 0; start < width * height; start++) {
      if (seen[start]) continue;
      const pixels: number[] = [];
      const stack = [start];
      seen[start] = 1;
      while (stack.length) {
        const at = stack.pop() as number;
        pixels.push(at);
        const [x, y] = [at % width, Math.floor(at / width)];
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const [nx, ny] = [x + dx, y + dy];
          const next = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[next] || !near(start * 4, next * 4)) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
      if (pixels.length < 40) continue;
      const xs = pixels.map((p) => p % width);
      const ys = pixels.map((p) => Math.floor(p / width));
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
      if (w > width * 0.6 || h > height * 0.6 || w / h > 1.6 || h / w > 1.6) continue;
      const inPatch = new Set(pixels);
      const has = (fx: number, fy: number) =>
        inPatch.has(Math.round(y0 + fy * (h - 1)) * width + Math.round(x0 + fx * (w - 1)));
      shapes.push({
        colour: `rgb(${data[start * 4]},${data[start * 4 + 1]},${data[start * 4 + 2]})`,
        area: pixels.length,
        fill: pixels.length / (w * h),
        centre: has(0.5, 0.5),
        corners: [has(0.1, 0.1), has(0.9, 0.1), has(0.1, 0.9), has(0.9, 0.9)].filter(Boolean).length,
        arms: [has(0.5, 0.05), has(0.5, 0.95), has(0.05, 0.5), has(0.95, 0.5)].filter(Boolean).length,
      });
    }
    return shapes;
  }, url);
}

// A cross (Greek or Red): its centre and the ends of its four arms filled, its four corners empty,
// about five ninths of its box. A crescent's box has an empty centre.
const isCross = (shape: { fill: number; centre: boolean; corners: number; arms: number }) =>
  shape.centre && shape.arms === 4 && shape.corners === 0 && shape.fill > 0.4 && shape.fill < 0.75;

describe('the company mark and its symbols', needs('Chromium'), () => {
  it('draws an eight-pointed star of two squares in the header, hero and footer, and the favicon and the plugin draw the same', async () => {
    const { context, page, problems } = await openContext(suite.browser, {
      viewport: { width: 1366, height: 800 },
      reducedMotion: 'reduce',
    });
    await page.goto(suite.site.url);
    await page.locator('ev-home [part="footer"]').waitFor({ state: 'attached' });
    const drawn = {
      header: await starOf(page, '[part="header"] .logo__star', true),
      hero: await starOf(page, '[part="hero"] .logo__star', true),
      footer: await starOf(page, '[part="footer"] .logo__star', true),
    };
    for (const star of Object.values(drawn)) {
      expect(star?.points).toBe(8);
      // Two squares 45° apart: the notches sit at cos 45° / cos 22.5° ≈ 0.77 of the points.
      expect(star?.depth).toBeCloseTo(0.765, 1);
    }

    // The favicon the page links, drawn by Chromium as the document it is.
    const favicon = await page.evaluate(() => (document.querySelector('link[rel="icon"]') as HTMLLinkElement).href);
    await page.goto(favicon);
    const icon = await starOf(page, '.logo__star');
    // The plugin's admin mark, and the settings page that prints it.
    await page.goto('about:blank');
    await page.setContent(readFileSync(PLUGIN_MARK, 'utf8'));
    const plugin = await starOf(page, '.logo__star');
    expect(
      readFileSync('integrations/wordpress/ev-widgets/includes/class-ev-widgets-settings-page.php', 'utf8'),
    ).toContain("plugins_url( 'assets/mark.svg', EV_WIDGETS_FILE )");
    for (const mark of [icon, plugin]) {
      expect(mark?.points).toBe(8);
      expect(mark?.outline).toEqual(drawn.header?.outline);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the Health and safety service with the Red Crescent and no cross, in its art and its icon, day and night', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(suite.site.url);
    const card = page.locator('ev-home [data-service="health"]');
    await card.scrollIntoViewIfNeeded();
    const art = card.locator('img');
    await expect.poll(() => art.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    const light = await art.evaluate((image) => (image as HTMLImageElement).currentSrc);
    const dark = await card.locator('source').getAttribute('srcset');
    const icon = await card.locator('.card__icon svg').evaluate(
      (svg) =>
        `data:image/svg+xml,${encodeURIComponent(
          svg.outerHTML
            .replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')
            .replace(/width="24" height="24"/, 'width="240" height="240"')
            .replaceAll('currentColor', '#6b5400'),
        )}`,
    );
    for (const url of [light, new URL(dark as string, light).href, icon]) {
      const shapes = await shapesIn(page, url);
      expect(shapes.filter(isCross), url.slice(0, 60)).toEqual([]);
      // The crescent: a patch whose box's centre is empty, both horns reaching its open side.
      expect(shapes.some((shape) => !shape.centre && shape.fill > 0.2 && shape.fill < 0.6 && shape.area > 60)).toBe(
        true,
      );
    }
    // The detector does find a cross, as the health art drew one before.
    const cross = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#fff"/><path d="M45 15h30v30h30v30h-30v30h-30v-30h-30v-30h30z" fill="#b3261e"/></svg>')}`;
    expect((await shapesIn(page, cross)).filter(isCross)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
