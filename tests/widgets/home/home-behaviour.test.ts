import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getView, setView } from '@shell/first-view/view-bus';
import { resetPage } from '../../support/reset-page';
import { mountHome } from './mount-home';
import { allFading } from '../../support/home-sections';

// happy-dom neither scrolls nor observes intersections: record what the element asks for.
const scrolled: { id: string; options: ScrollIntoViewOptions }[] = [];
const observers: FakeObserver[] = [];
class FakeObserver {
  observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as never);
  }
}
let reducedMotion = false;

beforeEach(() => {
  scrolled.length = 0;
  observers.length = 0;
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
  }));
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, options: options as ScrollIntoViewOptions });
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetPage();
});

describe('<ev-home> navigation', () => {
  it('scrolls smoothly to each section and hands it the focus', async () => {
    const { root, parts } = await mountHome();
    for (const link of parts('nav-link')) fireEvent.click(link);
    expect(scrolled).toEqual(
      ['hero', 'about', 'services', 'portfolio', 'contact'].map((id) => ({
        id,
        options: { behavior: 'smooth', block: 'start' },
      })),
    );
    expect(root.activeElement?.id).toBe('contact');
  });

  it('footer quick links, the call to action and the scroll cue scroll too, without following the href', async () => {
    const { part, parts } = await mountHome();
    const footerLinks = parts('footer-link') as HTMLAnchorElement[];
    expect(footerLinks.map((link) => link.getAttribute('href'))).toEqual([
      '#hero',
      '#about',
      '#services',
      '#portfolio',
      '#contact',
    ]);
    for (const link of footerLinks) expect(fireEvent.click(link)).toBe(false);
    fireEvent.click(part('hero-cta'));
    fireEvent.click(part('scroll-cue'));
    expect(scrolled.map(({ id }) => id)).toEqual([
      'hero',
      'about',
      'services',
      'portfolio',
      'contact',
      'contact',
      'about',
    ]);
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    const { parts } = await mountHome();
    fireEvent.click(parts('nav-link')[2] as Element);
    expect(scrolled).toEqual([{ id: 'services', options: { behavior: 'auto', block: 'start' } }]);
  });

  it('opens the small-screen menu with the hamburger and closes it after a choice or on Escape', async () => {
    const { part, parts } = await mountHome();
    const menu = part('menu-button');
    const nav = part('nav');
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect([menu.getAttribute('aria-expanded'), nav.dataset.open, menu.getAttribute('aria-label')]).toEqual([
      'false',
      'false',
      'Open menu',
    ]);
    fireEvent.click(menu);
    expect([menu.getAttribute('aria-expanded'), nav.dataset.open, menu.getAttribute('aria-label')]).toEqual([
      'true',
      'true',
      'Close menu',
    ]);
    fireEvent.click(parts('nav-link')[1] as Element);
    expect([menu.getAttribute('aria-expanded'), nav.dataset.open]).toEqual(['false', 'false']);
    fireEvent.click(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the page language from the header toggle where it is the page (<ev-home page>)', async () => {
    const { part } = await mountHome({ page: '' });
    fireEvent.click(part('language-toggle'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('preferred-language')).toBe('ar');
    expect(part('language-toggle').textContent).toBe('English');
  });

  it("as a guest, switches itself from the header toggle and leaves the host's document alone", async () => {
    document.documentElement.lang = 'en-US';
    const { part } = await mountHome();
    fireEvent.click(part('language-toggle'));
    expect([document.documentElement.lang, document.documentElement.hasAttribute('dir')]).toEqual(['en-US', false]);
    expect(part('home').getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('preferred-language')).toBe('ar');
    expect(part('language-toggle').textContent).toBe('English');
  });
});

describe('<ev-home> fade-in', () => {
  it('fades each section in the first time 10 % of it shows, then stops watching it', async () => {
    const { root } = await mountHome();
    const fading = () =>
      Object.fromEntries(
        [...root.querySelectorAll('[data-fade]')].map((e) => [e.id || 'contact', e.getAttribute('data-fade')]),
      );
    expect(fading()).toEqual(allFading('pending'));
    expect(observers.map((observer) => observer.options.threshold)).toEqual(Array(6).fill(0.1));
    const about = root.getElementById('about') as Element;
    const observer = observers.find((candidate) => candidate.observed.has(about)) as FakeObserver;
    act(() => observer.show(about));
    expect(fading().about).toBe('in');
    expect(observer.observed.has(about)).toBe(false);
    expect(fading().services).toBe('pending');
  });

  it('shows every section at once when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    const { root } = await mountHome();
    expect([...root.querySelectorAll('[data-fade]')].map((e) => e.getAttribute('data-fade'))).toEqual(
      Array(6).fill('in'),
    );
    expect(observers).toHaveLength(0);
  });
});

describe('<ev-home> and the generator view', () => {
  it('the promo button switches the view over the bus; with an <ev-generator> on the page home hides, and shows again for home', async () => {
    document.body.append(document.createElement('ev-generator'));
    const { element, part } = await mountHome();
    const changes: unknown[] = [];
    document.addEventListener('ev-view-change', (event) => changes.push(event.detail));
    act(() => fireEvent.click(part('promo-launch')));
    expect(getView()).toBe('generator');
    expect(changes).toEqual([{ view: 'generator' }]);
    expect(element.hidden).toBe(true);
    act(() => setView('home'));
    expect(element.hidden).toBe(false);
  });

  it('without an <ev-generator>, goes to generator-url and stays visible', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign, href: location.href });
    const { element, part } = await mountHome({ 'generator-url': '/plan-your-event' });
    fireEvent.click(part('promo-launch'));
    expect(assign).toHaveBeenCalledWith('/plan-your-event');
    expect(getView()).toBe('home');
    expect(element.hidden).toBe(false);
  });

  it('without an <ev-generator> or a generator-url, opens the generator in place, loading its code on that click', async () => {
    const { element, part } = await mountHome({ 'anon-key': 'home-key', whatsapp: '966551234567' });
    expect(customElements.get('ev-generator')).toBeUndefined();
    fireEvent.click(part('promo-launch'));
    await waitFor(() => expect(getView()).toBe('generator'), { timeout: 10_000 });
    const generator = element.nextElementSibling as HTMLElement;
    expect(generator.localName).toBe('ev-generator');
    expect([generator.getAttribute('anon-key'), generator.getAttribute('whatsapp')]).toEqual([
      'home-key',
      '966551234567',
    ]);
    expect(customElements.get('ev-generator')).toBeDefined();
    await waitFor(() => expect(generator.shadowRoot?.querySelector('[part="stepper"]')).not.toBeNull());
    expect(element.hidden).toBe(true);
    // Its way back is the home it came from.
    fireEvent.click(generator.shadowRoot?.querySelector('[part="back"]') as HTMLElement);
    await waitFor(() => expect(element.hidden).toBe(false));
    expect(generator.hidden).toBe(true);
  });

  it('starts hidden when the page is already on the generator view', async () => {
    document.body.append(document.createElement('ev-generator'));
    document.documentElement.setAttribute('data-ev-view', 'generator');
    const { element } = await mountHome();
    expect(element.hidden).toBe(true);
  });
});
