import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getView, setView } from '@shell/first-view/view-bus';
import { mountGenerator } from './mount-generator';
import { resetPage } from '../../support/reset-page';

describe('<ev-generator> and the page view', () => {
  it('with <ev-home> on the page, hides on home and shows, scrolled into view, on generator', async () => {
    document.body.append(document.createElement('ev-home'));
    const g = await mountGenerator();
    expect(g.element.hidden).toBe(true);
    // Nobody has opened it yet: the home page does not pay for drawing the wizard.
    expect(g.root.querySelector('form, [part="stepper"]')).toBeNull();
    const scroll = vi.fn();
    g.element.scrollIntoView = scroll;
    act(() => setView('generator'));
    expect(g.element.hidden).toBe(false);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(g.root.activeElement).toBe(g.part('step-title'));
    g.change('guestCount', '450');
    g.press(g.part('back'));
    expect(getView()).toBe('home');
    expect(g.element.hidden).toBe(true);
    // Shown again, it is the same wizard with the visitor's answers.
    act(() => setView('generator'));
    expect(g.element.hidden).toBe(false);
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(g.control('guestCount').value).toBe('450');
  });

  it('alone on a page it is always shown, with no back control when there is no home to go to', async () => {
    const g = await mountGenerator();
    expect(g.element.hidden).toBe(false);
    expect(g.part('back')).toBeNull();
    expect(g.part('language')).not.toBeNull();
  });

  it('alone on a page with a home-url, "Back to home" is a link there (the page config’s homeUrl otherwise)', async () => {
    const g = await mountGenerator({ 'home-url': 'https://events.example/' });
    const back = g.part<HTMLAnchorElement>('back');
    expect([back.localName, back.getAttribute('href'), back.textContent]).toEqual([
      'a',
      'https://events.example/',
      '← Back to home',
    ]);
    resetPage();

    window.evConfig = { homeUrl: '/home' };
    try {
      const configured = await mountGenerator();
      expect(configured.part('back').getAttribute('href')).toBe('/home');
    } finally {
      delete window.evConfig;
    }
  });

  it('refuses a home-url that is not an http(s) URL or a path, and then shows no back control', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = await mountGenerator({ 'home-url': 'javascript:alert(1)' });
    expect(g.part('back')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[ev] home-url is not an http(s) URL: javascript:alert(1)');
  });
});
