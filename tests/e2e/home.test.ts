import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import {
  fadeStates,
  type Language,
  openHome,
  revealAll,
  sectionAndHeader,
  waitForDir,
  waitUntilBelowHeader,
} from '../support/home-page';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';
import { allFading } from '../support/home-sections';

const suite = setUpBrowserSite();

const TITLES: Record<Language, string> = {
  en: 'Events that honour your guests and your vision',
  ar: 'فعاليات تليق بضيوفك وتحقق رؤيتك',
};
const artifact = (name: string) => `artifacts/${name}`;
const inHome = (selector: string) => `ev-home ${selector}`;
const cases = (['en', 'ar'] as const).flatMap((language) => [360, 1280].map((width) => ({ language, width })));

describe.each(cases)('<ev-home> in $language at $width px', needs('Chromium'), ({ language, width }) => {
  const small = width < 768;

  it('each header button (and a footer link) brings its section into view right below the fixed header; the small-screen menu closes after a choice', async () => {
    const { context, page, problems, offsite } = await openHome(suite.browser, `${suite.site.url}/`, {
      width,
      language,
    });
    const menu = page.locator(inHome('[part="menu-button"]'));
    expect(await menu.isVisible()).toBe(small);
    for (const id of ['about', 'services', 'portfolio', 'contact', 'hero']) {
      const link = page.locator(inHome(`[part="nav-link"][data-section="${id}"]`));
      if (small) {
        expect(await link.isVisible()).toBe(false);
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        expect(await link.isVisible()).toBe(true);
        if (id === 'about') await page.screenshot({ path: artifact(`home-${language}-${width}-menu.png`) });
      }
      await link.click();
      if (small) {
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
        expect(await link.isVisible()).toBe(false);
      }
      const rest = await waitUntilBelowHeader(page, id);
      expect({ id, offset: Math.abs(rest.top - rest.headerBottom) <= 2 }).toEqual({ id, offset: true });
    }
    for (const id of ['portfolio', 'services']) {
      await page.click(inHome(`[part="footer-link"][data-section="${id}"]`));
      const rest = await waitUntilBelowHeader(page, id);
      expect({ id, offset: Math.abs(rest.top - rest.headerBottom) <= 2 }).toEqual({ id, offset: true });
    }
    expect((await sectionAndHeader(page, 'services')).headerTop).toBe(0);
    expect(problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });

  it('the language toggle flips <html dir>, the text and the layout (mirroring direction icons only), and survives a reload', async () => {
    const { context, page, problems } = await openHome(suite.browser, `${suite.site.url}/`, { width, language });
    const other: Language = language === 'ar' ? 'en' : 'ar';
    const expectLanguage = async (expected: Language) => {
      const dir = expected === 'ar' ? 'rtl' : 'ltr';
      const state = await page.evaluate(() => {
        const root = document.querySelector('ev-home')?.shadowRoot as ShadowRoot;
        const transform = (selector: string) => getComputedStyle(root.querySelector(selector) as Element).transform;
        const brand = (root.querySelector('[part="logo"]') as Element).getBoundingClientRect();
        return {
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
          bodyClass: document.body.className.includes(document.documentElement.dir),
          homeDir: root.querySelector('[part="home"]')?.getAttribute('dir'),
          title: root.querySelector('h1')?.textContent,
          brandAtStart:
            document.documentElement.dir === 'rtl' ? brand.right > innerWidth / 2 : brand.left < innerWidth / 2,
          ctaArrow: transform('[part="hero-cta"] .icon'),
          promoArrow: transform('[part="promo-launch"] .icon'),
          footerChevron: transform('[part="footer-link"] .icon'),
          scrollCue: transform('[part="scroll-cue"] .icon'),
          serviceIcon: transform('[part="service"] .icon'),
        };
      });
      const mirrored = expected === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none';
      expect(state).toEqual({
        dir,
        lang: expected,
        bodyClass: true,
        homeDir: dir,
        title: TITLES[expected],
        brandAtStart: true,
        ctaArrow: mirrored,
        promoArrow: mirrored,
        footerChevron: mirrored,
        scrollCue: 'none',
        serviceIcon: 'none',
      });
    };
    await expectLanguage(language);
    if (language === 'ar') await expectArabicFont(page);
    await page.click(inHome('[part="language-toggle"]'));
    await waitForDir(page, other === 'ar' ? 'rtl' : 'ltr');
    await expectLanguage(other);
    await page.reload();
    await page.locator(inHome('h1')).waitFor();
    await page.locator(inHome('[part="footer"]')).waitFor({ state: 'attached' });
    await expectLanguage(other);
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(other);
    if (other === 'ar') await expectArabicFont(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('floats 20 particles in the hero and 15 in services, and fades each section in once, when 10 % of it shows', async () => {
    const { context, page } = await openHome(suite.browser, `${suite.site.url}/`, { width, language });
    const particles = await page.evaluate(() => {
      const root = document.querySelector('ev-home')?.shadowRoot as ShadowRoot;
      const describe = (id: string) =>
        [...(root.getElementById(id)?.querySelectorAll('.particle') ?? [])].map(
          (p) => `${getComputedStyle(p).animationName}/${getComputedStyle(p.parentElement as Element).display}`,
        );
      return { hero: describe('hero'), services: describe('services') };
    });
    expect(particles.hero).toEqual(Array(20).fill('ev-float/block'));
    expect(particles.services).toEqual(Array(15).fill('ev-float/block'));

    expect(await fadeStates(page)).toEqual(allFading('pending'));
    const scrollAboutShowing = (share: number) =>
      page.evaluate((fraction) => {
        const about = document.querySelector('ev-home')?.shadowRoot?.getElementById('about') as HTMLElement;
        const box = about.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + box.top - innerHeight + box.height * fraction);
      }, share);
    await scrollAboutShowing(0.05);
    await page.waitForTimeout(400);
    expect((await fadeStates(page)).about).toBe('pending');
    await scrollAboutShowing(0.15);
    await expect.poll(async () => (await fadeStates(page)).about).toBe('in');
    expect((await fadeStates(page)).services).toBe('pending');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    expect((await fadeStates(page)).about).toBe('in');
    await context.close();
  });

  it('has no axe violations, and saves screenshots of the whole page', async () => {
    const { context, page } = await openHome(suite.browser, `${suite.site.url}/`, { width, language });
    await revealAll(page);
    await page.screenshot({ path: artifact(`home-${language}-${width}-top.png`) });
    await page.screenshot({ path: artifact(`home-${language}-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const results = await new AxeBuilder({ page }).include('ev-home').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});

describe('<ev-home> and the generator view', needs('Chromium'), () => {
  it.each(['en', 'ar'] as const)(
    'in %s the promo button switches the view to the generator over the bus; setView("home") brings it back',
    async (language) => {
      const { context, page, problems } = await openHome(suite.browser, `${suite.site.url}/`, {
        width: 1280,
        language,
      });
      const changed = page.evaluate(
        () =>
          new Promise((resolve) =>
            document.addEventListener('ev-view-change', (e) => resolve((e as CustomEvent).detail), { once: true }),
          ),
      );
      await page.locator(inHome('[part="promo-launch"]')).click();
      expect(await changed).toEqual({ view: 'generator' });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-ev-view'))).toBe('generator');
      await expect.poll(() => page.locator('ev-home').isHidden()).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate("import('/dist/ev-widgets.js').then((bus) => bus.setView('home'))");
      await expect.poll(() => page.locator('ev-home').isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("on a host page without <ev-generator>, below host content, a guest's navigation brings each section to the top of the screen (its header scrolls with it) and the promo follows generator-url", async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 800 } });
    await context.route(`${suite.site.url}/host-page.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_PAGE }),
    );
    await page.goto(`${suite.site.url}/host-page.html`);
    await page.locator(inHome('h1')).waitFor();
    for (const id of ['services', 'hero']) {
      await page.click(inHome(`[part="nav-link"][data-section="${id}"]`));
      const rest = await waitUntilBelowHeader(page, id, 'top');
      expect(Math.abs(rest.top)).toBeLessThanOrEqual(2);
    }
    // The hero starts below the element's own header (4rem), which went up with the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(900 + 64);
    await page.locator(inHome('[part="promo-launch"]')).click();
    await page.waitForURL(`${suite.site.url}/contact.html`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with reduced motion: no particles, no fades, and navigation jumps instead of gliding', async () => {
    const jump = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { context, page } = await openHome(suite.browser, `${suite.site.url}/`, {
        width: 1280,
        language: 'en',
        reducedMotion,
      });
      const result = await page.evaluate(() => {
        const root = document.querySelector('ev-home')?.shadowRoot as ShadowRoot;
        const particles = [...root.querySelectorAll('.particle')].filter(
          (p) => (p as HTMLElement).offsetParent !== null,
        ).length;
        (root.querySelector('[part="nav-link"][data-section="services"]') as HTMLElement).click();
        const offset = Math.round(
          (root.getElementById('services') as Element).getBoundingClientRect().top -
            (root.querySelector('[part="header"]') as Element).getBoundingClientRect().bottom,
        );
        // A sub-pixel above the header rounds to -0, which is 0 here.
        return { particles, offsetRightAfterClick: offset + 0 };
      });
      const fades = Object.values(await fadeStates(page));
      await context.close();
      return { ...result, fades };
    };
    const reduced = await jump('reduce');
    expect(reduced).toEqual({ particles: 0, offsetRightAfterClick: 0, fades: Array(6).fill('in') });
    const full = await jump('no-preference');
    expect(full.particles).toBe(35);
    expect(full.offsetRightAfterClick).toBeGreaterThan(100);
  });
});

/** Arabic text is drawn with the self-hosted Noto Sans Arabic, registered on the document (not in the shadow root). */
async function expectArabicFont(page: Page) {
  // The first screen's stylesheet names the faces too (the same files): each weight has one loaded.
  const loaded = () =>
    page.evaluate(() =>
      [
        ...new Set(
          [...document.fonts]
            .filter((face) => face.family.includes('Noto Sans Arabic') && face.status === 'loaded')
            .map((face) => face.weight),
        ),
      ].sort(),
    );
  await expect.poll(loaded).toEqual(['400', '700']);
}

/** A host page of someone else's: its own content above the element, no <ev-generator>, a generator-url. */
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<script type="module" src="/dist/ev-home.js"></script></head>
<body style="margin:0"><div style="height:900px">Partner content</div>
<ev-home generator-url="/contact.html"></ev-home></body></html>`;
