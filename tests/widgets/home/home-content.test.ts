import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { ar } from '../../../widgets/home/i18n/ar';
import { en } from '../../../widgets/home/i18n/en';
import { mountHome } from './mount-home';

describe('<ev-home> content', () => {
  it('renders the sections of spec §2 in order, with the anchors the navigation uses', async () => {
    const { root } = await mountHome();
    const ids = [...root.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['hero', 'about', 'services', 'portfolio', 'process', 'generator-promo', 'contact']);
    expect(root.querySelector('header[part="header"]')).not.toBeNull();
    expect(root.querySelector('footer[part="footer"]')).not.toBeNull();
  });

  it('has a hero with logo, title, description, call to action, scroll cue, background and 20 particles', async () => {
    const { root, part } = await mountHome();
    const hero = root.getElementById('hero') as HTMLElement;
    expect(hero.querySelector('.logo')).not.toBeNull();
    expect(part('hero-title').textContent).toBe('Events that honour your guests and your vision');
    expect(hero.querySelector('.hero__description')?.textContent).toContain('Riyadh');
    expect(part('hero-cta').textContent).toBe('Plan your event with us');
    expect(part('scroll-cue').getAttribute('aria-label')).toBe('Scroll to learn about us');
    const background = hero.querySelector('svg.hero__background') as SVGElement;
    expect(['width', 'height', 'aria-hidden'].map((name) => background.getAttribute(name))).toEqual([
      '1600',
      '900',
      'true',
    ]);
    expect(hero.querySelectorAll('.particle')).toHaveLength(20);
  });

  it('has three About cards, the team image and since 2010', async () => {
    const { root, part } = await mountHome();
    const about = root.getElementById('about') as HTMLElement;
    expect([...about.querySelectorAll('.card__title')].map((h) => h.textContent)).toEqual([
      'Who we are',
      'Our vision',
      'Our mission',
    ]);
    const team = about.querySelector('img') as HTMLImageElement;
    expect(team.alt).toBe(
      'Our team around the stage plan in a majlis, with a dallah, finjan cups and dates on the table',
    );
    expect([team.getAttribute('width'), team.getAttribute('height'), team.getAttribute('loading')]).toEqual([
      '640',
      '480',
      'lazy',
    ]);
    expect(part('since').textContent).toContain('Since 2010');
  });

  it('has six service cards with icon, title, description and a lazy image of set size, over 15 particles', async () => {
    const { root, parts } = await mountHome();
    const services = parts('service');
    expect(services.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Entertainment events',
      'Corporate events',
      'VIP protocol',
      'Event consultation',
      'Crowd management',
      'Health and safety',
    ]);
    for (const card of services) {
      expect(card.querySelector('svg.icon')).not.toBeNull();
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
      const image = card.querySelector('img') as HTMLImageElement;
      expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
        '480',
        '270',
        'lazy',
      ]);
      expect(image.getAttribute('src')).not.toMatch(/^https?:\/\/(?!localhost)/);
    }
    expect(root.getElementById('services')?.querySelectorAll('.particle')).toHaveLength(15);
  });

  it('shows four past events in the portfolio, each with its illustration, city and year, story and figures', async () => {
    const { root, parts } = await mountHome();
    const projects = parts('project');
    expect(projects.map((project) => project.querySelector('h3')?.textContent)).toEqual([
      'A royal-style wedding',
      'A technology conference',
      'A National Day festival',
      'A heritage dinner for a delegation',
    ]);
    expect(projects.map((project) => project.querySelector('.project__place')?.textContent)).toEqual([
      'Riyadh · 2023',
      'Jeddah · 2024',
      'Dammam · 2023',
      'AlUla · 2024',
    ]);
    const figures = (project: Element) =>
      [...project.querySelectorAll('[part="project-figure"] div')].map((figure) =>
        [...figure.children].map((child) => child.textContent),
      );
    expect(figures(projects[2] as Element)).toEqual([
      ['Guests', '12,000'],
      ['Days', '1'],
      ['Crew on the day', '310'],
    ]);
    for (const project of projects) {
      const image = project.querySelector('img') as HTMLImageElement;
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      expect(image.getAttribute('src')).toMatch(/portfolio-[a-z-]+\.svg/);
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(figures(project)).toHaveLength(3);
    }
    expect(root.getElementById('portfolio')?.getAttribute('aria-labelledby')).toBe('portfolio-title');
  });

  it('numbers the process STEP 01 to STEP 04 and closes with the excellence line', async () => {
    const { parts, part } = await mountHome();
    expect(parts('step').map((step) => step.querySelector('.step__label')?.textContent)).toEqual([
      'STEP 01',
      'STEP 02',
      'STEP 03',
      'STEP 04',
    ]);
    expect(parts('step').map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Consultation',
      'Planning',
      'Coordination',
      'Execution',
    ]);
    expect(part('excellence').textContent).toMatch(/^Excellence in every detail/);
  });

  it('reuses the contact section of <ev-contact>, form included', async () => {
    const { root } = await mountHome({ phone: '+966 12 345 6789' });
    const contact = root.getElementById('contact') as HTMLElement;
    expect(contact.querySelector('h2')?.textContent).toBe('Get in Touch');
    expect(contact.querySelector('[part="phone"]')?.getAttribute('href')).toBe('tel:+966123456789');
    expect([...contact.querySelectorAll('input, textarea')].map((c) => c.getAttribute('name'))).toEqual([
      'name',
      'email',
      'phone',
      'message',
      'website',
    ]);
  });

  it('switches every section to Arabic, right to left, with the page language', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { root, part } = await mountHome();
    act(() => setLanguage('ar'));
    expect(part('home').getAttribute('dir')).toBe('rtl');
    expect(part('home').getAttribute('lang')).toBe('ar');
    expect(part('hero-title').textContent).toBe('فعاليات تليق بضيوفك وتحقق رؤيتك');
    expect(part('step').querySelector('.step__label')?.textContent).toBe('الخطوة 01');
    expect(root.querySelector('#portfolio h2')?.textContent).toBe('أعمالنا');
    expect(part('project').querySelector('.project__place')?.textContent).toBe('الرياض · 2023');
    expect(part('nav-link').parentElement?.parentElement?.textContent).toContain('أعمالنا');
    expect(root.getElementById('contact')?.querySelector('h2')?.textContent).toBe('تواصل معنا');
    expect(part('language-toggle').textContent).toBe('English');
    expect(root.textContent).not.toMatch(/home\.[a-z]/);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('missing translation'));
    warn.mockRestore();
  });
});

describe('home copy', () => {
  const leaves = (messages: object, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
    );

  it('has every English key in Arabic, written in Arabic script, and no placeholder text', () => {
    // Its own copy: the contact section's, which it includes, is checked with <ev-contact>.
    const english = leaves({ home: en.home });
    const arabic = new Map(leaves({ home: ar.home }));
    expect([...arabic.keys()]).toEqual(english.map(([key]) => key));
    for (const [key, text] of arabic) {
      if (key === 'home.header.switchTo') continue;
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
    for (const [, text] of [...english, ...arabic]) expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});
