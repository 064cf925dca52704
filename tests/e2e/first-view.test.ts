import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { layoutShifts } from '../support/layout-shifts';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import { reactView } from '../support/react-view';

/**
 * Issue 29: `<ev-contact>` and `<ev-generator>` draw their first view, rendered at build time
 * from their own components, before React has loaded; React replaces it in one commit with
 * nothing moving, and what a visitor typed meanwhile is kept and sent.
 */
const suite = setUpBrowserSite();

/** React, the shell runtime and each element's React view: none of it is on a page before intent. */
const REACT_PART = /\/dist\/chunks\/(react|runtime|contact-widget|generator-widget|mount-after-first-view)-[^/]+\.js$/;

function hostPage(elements: string, lang: 'en' | 'ar') {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>A page</title>
<link rel="icon" href="/favicon.svg">
<script type="module" src="/dist/ev-contact.js"></script><script type="module" src="/dist/ev-generator.js"></script>
</head><body style="margin: 0"><main>${elements}</main></body></html>`;
}

/** Opens `html` with React held back until `release()`; `requested` lists what of it the page asked for. */
async function openHeld(
  html: string,
  { width = 1280, lang = 'en' as 'en' | 'ar', now = undefined as Date | undefined } = {},
) {
  const opened = await openContext(suite.browser, { viewport: { width, height: 900 } });
  const { context, page } = opened;
  if (now) await page.clock.setFixedTime(now);
  const held: Route[] = [];
  const requested: string[] = [];
  let released = false;
  await context.route(REACT_PART, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return released ? route.fallback() : void held.push(route);
  });
  await context.route(`${suite.site.url}/page.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  if (lang === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  await page.goto(`${suite.site.url}/page.html`);
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.fallback();
  };
  return { ...opened, requested, release };
}

const firstView = (page: Page, tag: string) => page.locator(`${tag} [data-ev-first-view]`);

/** The element's box and the box of every part drawn in its shadow root, in order, rounded to a tenth of a pixel. */
function boxes(page: Page, tag: string) {
  return page.evaluate((name) => {
    const host = document.querySelector(name) as HTMLElement;
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return [r.x + scrollX, r.y + scrollY, r.width, r.height].map((value) => Math.round(value * 10) / 10).join(' ');
    };
    // An empty part draws nothing wherever it sits (the generator's banner, display: none in one view).
    const drawn = (element: Element) =>
      element.getBoundingClientRect().width * element.getBoundingClientRect().height > 0;
    const parts = [...(host.shadowRoot?.querySelectorAll('[part]') ?? [])]
      .filter(drawn)
      .map((element) => `${element.getAttribute('part')}: ${box(element)}`);
    return [`host: ${box(host)}`, ...parts];
  }, tag);
}

describe('<ev-contact> and <ev-generator> before React', needs('Chromium'), () => {
  it('draw their first view with no React, keep text typed into the contact form before React arrives, and send it', async () => {
    const { context, page, requested, release, problems } = await openHeld(
      hostPage(`<ev-contact anon-key="${ANON_KEY}"></ev-contact>`, 'en'),
    );
    await firstView(page, 'ev-contact').first().waitFor();
    await page.waitForLoadState('load');
    expect(await page.locator('ev-contact h2').textContent()).toBe('Get in Touch');

    const field = (name: string) => page.locator(`ev-contact [name="${name}"]`);
    await field('name').click();
    await page.keyboard.type('Noura Al-Harbi');
    await field('email').click();
    await page.keyboard.type('noura@example.com');
    await field('message').click();
    await page.keyboard.type('A wedding for 300 guests in Riyadh');
    // The visitor's focus in the form asked for React, which has not arrived yet.
    expect(requested.length).toBeGreaterThan(0);
    expect(await firstView(page, 'ev-contact').count()).toBeGreaterThan(0);

    await release();
    await reactView(page, 'ev-contact');
    expect(await field('name').inputValue()).toBe('Noura Al-Harbi');
    expect(await field('email').inputValue()).toBe('noura@example.com');
    expect(await field('message').inputValue()).toBe('A wedding for 300 guests in Riyadh');
    // Typing goes on where it was, in the React view's field.
    await page.keyboard.type(', in April');
    expect(await field('message').inputValue()).toBe('A wedding for 300 guests in Riyadh, in April');

    const before = await suite.site.deps.store.leads.count();
    await page.locator('ev-contact [part="submit"]').click();
    await expect.poll(() => suite.site.deps.store.leads.count()).toBe(before + 1);
    const lead = (await suite.site.deps.store.leads.list()).at(-1);
    expect(lead).toMatchObject({ name: 'Noura Al-Harbi', email: 'noura@example.com' });
    expect(JSON.stringify(lead)).toContain('A wedding for 300 guests in Riyadh, in April');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a form submitted before React arrived once React has taken over', async () => {
    const { context, page, release } = await openHeld(
      hostPage(`<ev-contact anon-key="${ANON_KEY}"></ev-contact>`, 'ar'),
      {
        lang: 'ar',
      },
    );
    await firstView(page, 'ev-contact').first().waitFor();
    const field = (name: string) => page.locator(`ev-contact [name="${name}"]`);
    await field('name').fill('سارة');
    await field('email').fill('sara@example.com');
    await field('message').fill('حفل تخرج في جدة');
    await page.locator('ev-contact [part="submit"]').click();
    const before = await suite.site.deps.store.leads.count();
    await release();
    await expect.poll(() => suite.site.deps.store.leads.count()).toBe(before + 1);
    expect((await suite.site.deps.store.leads.list()).at(-1)).toMatchObject({
      name: 'سارة',
      email: 'sara@example.com',
    });
    await context.close();
  });

  it('presses again in the React view a wizard control pressed before it arrived: the language switch', async () => {
    const { context, page, release, requested } = await openHeld(hostPage('<ev-generator></ev-generator>', 'en'));
    await firstView(page, 'ev-generator').first().waitFor();
    expect(await page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('en');
    await page.locator('ev-generator [part="language"]').click();
    expect(requested.some((path) => path.includes('generator-widget'))).toBe(true);
    await release();
    await reactView(page, 'ev-generator');
    await expect.poll(() => page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('ar');
    await context.close();
  });

  it('presses the React view’s control when React takes over between the pointer going down and coming up', async () => {
    const { context, page, release } = await openHeld(hostPage('<ev-generator></ev-generator>', 'en'));
    await firstView(page, 'ev-generator').first().waitFor();
    const box = await page.locator('ev-generator [part="language"]').boundingBox();
    if (!box) throw new Error('the language switch is not drawn');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await release();
    // The pointer went down on the first view, which asked for React: it takes over with the pointer still down.
    await page.waitForFunction(
      () => !document.querySelector('ev-generator')?.shadowRoot?.querySelector('[data-ev-first-view]'),
    );
    await page.mouse.up();
    await expect.poll(() => page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('ar');
    // Pressed once, not twice (a second press would switch it back): past the tasks a late press would run in.
    await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done))));
    expect(await page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('ar');
    await context.close();
  });

  it('presses once with a real click whose pointerdown starts the take-over, wherever React’s commit lands in it', async () => {
    // The view's code already fetched (a pointer came over the element): the pointerdown mounts it
    // at once, and its first commit lands between the pointerdown and the click, or after it.
    for (let attempt = 0; attempt < 4; attempt++) {
      const { context, page, release } = await openHeld(hostPage('<ev-generator></ev-generator>', 'en'));
      await release();
      await firstView(page, 'ev-generator').first().waitFor();
      // Fetched when the browser is idle, or now: either way it is in hand before the click.
      await page.locator('ev-generator').dispatchEvent('pointerover');
      await expect
        .poll(() =>
          page.evaluate(() =>
            ['generator-widget', 'runtime', 'react'].every((chunk) =>
              performance
                .getEntriesByType('resource')
                .some(
                  (entry) =>
                    entry.name.includes(`/chunks/${chunk}-`) && (entry as PerformanceResourceTiming).responseEnd > 0,
                ),
            ),
          ),
        )
        .toBe(true);
      await page.locator('ev-generator [part="language"]').click({ delay: attempt * 15 });
      await expect.poll(() => page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('ar');
      // Pressed once, not twice (a second press would switch it back): past the tasks a late press would run in.
      await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done, 50))));
      expect(await page.locator('ev-generator [part="section"]').getAttribute('lang')).toBe('ar');
      expect(await firstView(page, 'ev-generator').count()).toBe(0);
      await context.close();
    }
  });

  it("preselects the season of the visitor's today, not the build's, and React keeps it as a default", async () => {
    // A day whose season differs from this month's, which is the one the build drew.
    const month = new Date().getMonth();
    const now = month >= 2 && month <= 4 ? new Date(2027, 6, 10, 12) : new Date(2027, 3, 10, 12);
    const season = now.getMonth() === 6 ? 'summer' : 'spring';
    const { context, page, release } = await openHeld(hostPage('<ev-generator></ev-generator>', 'en'), { now });
    await firstView(page, 'ev-generator').first().waitFor();
    const checked = () =>
      page
        .locator('ev-generator input[type="radio"]:checked')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(await checked()).toContain(season);
    await page.locator('ev-generator [part="next"]').first().focus();
    await release();
    await reactView(page, 'ev-generator');
    expect(await checked()).toContain(season);
    // Still the default: a date picked later moves it (a visitor's own choice would stay).
    await page.locator('ev-generator input[type="date"]').fill(`${now.getFullYear() + 1}-01-20`);
    await expect.poll(checked).toContain('winter');
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [360, 650, 1280]) {
      it(`lays out the first view and the React view alike at ${width} px in ${lang === 'en' ? 'English' : 'Arabic'}`, async () => {
        const { context, page, release } = await openHeld(
          hostPage('<ev-contact></ev-contact><ev-generator></ev-generator>', lang),
          { width, lang },
        );
        await firstView(page, 'ev-generator').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(await firstView(page, 'ev-contact').count()).toBeGreaterThan(0);
        // Arabic is drawn in the system face until the bundled font arrives and swaps in (as the
        // React view alone was): that reflow is the font's, before the hand-over measured here.
        const shiftsBefore = (await layoutShifts(page)).length;
        const drawn = { contact: await boxes(page, 'ev-contact'), generator: await boxes(page, 'ev-generator') };
        expect(drawn.contact.length).toBeGreaterThan(10);
        expect(drawn.generator.length).toBeGreaterThan(10);
        await release();
        // A synthetic press: the browser then keeps counting layout shifts (input excuses them).
        await reactView(page, 'ev-contact');
        await reactView(page, 'ev-generator');
        await page.evaluate(() => document.fonts.ready);
        expect(await boxes(page, 'ev-contact')).toEqual(drawn.contact);
        expect(await boxes(page, 'ev-generator')).toEqual(drawn.generator);
        expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([]);
        await context.close();
      });
    }
  }
});
