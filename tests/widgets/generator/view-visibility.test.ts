import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getView, setView } from '../../../src/shell/view-bus';
import { mountGenerator } from './mount-generator';
import { resetPage } from '../../support/reset-page';

afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
});

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

  it('alone on a page it is always shown, and its back button still announces the home view', async () => {
    const g = await mountGenerator();
    expect(g.element.hidden).toBe(false);
    const views: string[] = [];
    document.addEventListener('ev-view-change', (event) => views.push(event.detail.view));
    g.press(g.part('back'));
    expect(views).toEqual(['home']);
    expect(g.element.hidden).toBe(false);
  });
});
