import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@shell/base/bus';
import { firstScreenStyles, renderFirstScreen } from '../../../widgets/home/first-screen/render-first-screen';
import { firstViews } from '../../../widgets/home/first-view';
import { scopeStyles } from '../../../widgets/home/first-screen/scope-styles';
import { ar } from '../../../widgets/home/i18n/ar';
import { en } from '../../../widgets/home/i18n/en';
import type { Language } from '@contracts/constants';

describe("<ev-home>'s first screen, rendered at build time", () => {
  it.each([
    ['en', en, 'ltr'],
    ['ar', ar, 'rtl'],
  ] as const)(
    'in %s: the header and the hero as the element draws them, inert, with no style attribute',
    (language, copy, dir) => {
      const html = renderFirstScreen(firstViews(), language);
      const holder = document.createElement('div');
      holder.innerHTML = html;
      const carried = holder.querySelector('div[data-ev-first-screen]') as HTMLElement;
      // Before it, the declarative shadow root that shows it from the first paint.
      expect(holder.firstElementChild?.outerHTML).toBe(
        '<template shadowrootmode="open"><slot data-ev-first-screen=""></slot></template>',
      );
      expect(carried.getAttribute('data-ev-first-screen')).toBe(language);
      expect(carried.hasAttribute('inert')).toBe(true);
      const home = carried.querySelector('.home') as HTMLElement;
      expect([home.lang, home.dir]).toEqual([language, dir]);
      expect(carried.querySelector('h1')?.textContent).toBe(copy.home.hero.title);
      expect(carried.querySelector('.hero__description')?.textContent).toBe(copy.home.hero.description);
      expect(carried.querySelectorAll('[part="nav-link"]')).toHaveLength(5);
      // A strict CSP (style-src 'self') refuses style attributes in markup: the particles stay out.
      expect(html).not.toMatch(/\sstyle=/);
      expect(carried.querySelector('.particles')).toBeNull();
    },
  );

  it('its stylesheet is the element’s own, scoped to it, with nothing left for :host', () => {
    const css = firstScreenStyles();
    expect(css).not.toContain(':host');
    expect(css).toContain('@scope (ev-home:has(> [data-ev-first-screen])) {');
    expect(css).toContain('.hero__title');
    expect(css.indexOf('@keyframes ev-bob')).toBeLessThan(css.indexOf('@scope'));
  });

  it('scopeStyles turns :host into the element with no specificity, lifts @keyframes out and drops comments', () => {
    const css = scopeStyles(
      '/* why */ :host { display: block } :host([hidden]) { display: none } :host > * { x: y } @keyframes spin { 0% { a: b } 100% { a: c } } .hero { animation: spin 1s }',
      'ev-x:has(> [data-y])',
      '[data-y]',
    );
    expect(css).toBe(
      '@keyframes spin { 0% { a: b } 100% { a: c } }\n@scope (ev-x:has(> [data-y])) {\n:where(:scope) { display: block } :where(:scope):is([hidden]) { display: none } :where(:scope) > [data-y] > * { x: y }  .hero { animation: spin 1s }\n}\n',
    );
  });
});

describe('<ev-home> taking over a first screen the page carries', () => {
  const carry = (language: Language) => {
    document.body.innerHTML = `<ev-home>${renderFirstScreen(firstViews(), language)}</ev-home>`;
    return document.querySelector('ev-home') as HTMLElement;
  };

  it('keeps it drawn through a slot until its own first screen replaces both in one commit', async () => {
    // As on a page: the parser has made the element with its children before the module defines it.
    const element = carry('en');
    await import('../../../widgets/home/define');
    const root = element.shadowRoot as ShadowRoot;
    // Upgraded, not rendered yet: the slot shows the carried screen.
    expect(root.querySelector('slot[data-ev-first-screen]')).not.toBeNull();
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    expect(element.querySelector('[data-ev-first-screen]')).toBeNull();
    expect(root.querySelector('slot')).toBeNull();
  });

  // The Arabic font, on its way until a test lets it arrive (the element asks for it once per page).
  const fontRequests: (() => void)[] = [];
  const fontArrives = () => {
    for (const arrive of fontRequests) arrive();
  };
  const fontPending = () =>
    Object.defineProperty(document, 'fonts', {
      value: { load: () => new Promise<void>((resolve) => fontRequests.push(resolve)) },
      configurable: true,
    });

  it('drops one in another language at its first commit, without waiting for the font', async () => {
    fontPending();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const element = carry('en');
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(root.querySelector('.home[aria-busy="true"]')).not.toBeNull());
    expect(element.querySelector('[data-ev-first-screen]')).toBeNull();
    expect(root.querySelector('slot')).toBeNull();
  });

  it('keeps one in Arabic, with nothing beside it, until its own Arabic first screen has the font', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const element = carry('ar');
    const root = element.shadowRoot as ShadowRoot;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(element.querySelector('[data-ev-first-screen="ar"]')).not.toBeNull();
    expect(root.querySelector('.home')).toBeNull();

    fontArrives();
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    expect(element.querySelector('[data-ev-first-screen]')).toBeNull();
    expect(root.querySelector('.home')?.getAttribute('lang')).toBe('ar');
  });
});
