import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { FUTURE_DAY, mountGenerator } from './mount-generator';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('<ev-generator> wizard steps', () => {
  it('shows four steps, step 1 current, with the form defaults and the season of this month', async () => {
    vi.setSystemTime(new Date(2026, 6, 10));
    const g = await mountGenerator();
    const steps = [...g.root.querySelectorAll('[part="stepper"] li')].map((li) => li.textContent);
    expect(steps).toEqual(['1Event Details', '2Services & Menu', '3Visual Preferences', '4Analysis & Results']);
    expect(g.step()).toBe(1);
    expect(g.stepTitle()).toBe('Event Details');
    expect(g.radio('season', 'summer').checked).toBe(true);
    expect(g.root.querySelector('fieldset[data-name="season"]')?.textContent).toContain('Summerlow demand');
    expect(g.control('duration').value).toBe('1');
    expect(g.control('eventDate').getAttribute('min')).toBe('2026-07-10');
    expect([...g.root.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toHaveLength(20);
    expect(g.root.querySelector('fieldset[data-name="eventType"] input:checked')).toBeNull();

    await g.fillDetails();
    g.submit();
    expect(g.step()).toBe(2);
    expect(g.radio('premiumLevel', 'standard').checked).toBe(true);
    expect(g.root.querySelector('fieldset[data-name="premiumLevel"]')?.textContent).toContain('Essential');
    expect(g.radio('menuType', 'traditional_saudi').checked).toBe(true);
    expect(g.radio('cateringTier', 'premium').checked).toBe(true);
    expect(g.root.querySelectorAll('input[name="servicePackages"]')).toHaveLength(8);
    expect(g.root.querySelectorAll('input[name="servicePackages"]:checked')).toHaveLength(0);
    g.submit();
    expect(g.step()).toBe(3);
    expect(g.radio('colorScheme', 'elegant').checked).toBe(true);
    expect(g.radio('style', 'modern').checked).toBe(true);
    expect(g.control('culturalElements').checked).toBe(true);
    expect(g.control('generateVisuals').checked).toBe(true);
    expect(g.part('generate').textContent).toBe('Generate analysis');
    g.press(g.part('previous'));
    expect(g.step()).toBe(2);
    expect(g.root.activeElement).toBe(g.part('step-title'));
  });

  it('keeps Next disabled until type, guests, city and date are set, and asks other for a description', async () => {
    const g = await mountGenerator();
    const nextDisabled = () => g.next().disabled;
    expect(nextDisabled()).toBe(true);
    g.choose('eventType', 'corporate');
    expect(nextDisabled()).toBe(true);
    g.change('guestCount', '0');
    expect(g.root.textContent).toContain('Enter the number of guests as a whole number, at least 1.');
    g.change('guestCount', '120');
    g.change('location', 'Jeddah');
    expect(nextDisabled()).toBe(true);
    g.change('eventDate', FUTURE_DAY);
    expect(nextDisabled()).toBe(false);

    g.choose('eventType', 'other');
    expect(nextDisabled()).toBe(true);
    g.change('customEventType', '   ');
    expect(nextDisabled()).toBe(true);
    g.change('customEventType', 'Graduation party');
    expect(nextDisabled()).toBe(false);
    g.submit();
    expect(g.step()).toBe(2);
  });

  it('refuses a past date with the message, in English and Arabic, and does not store it', async () => {
    const g = await mountGenerator();
    await g.fillDetails({ eventDate: '' });
    g.change('eventDate', '2020-05-01');
    const alert = () => g.control('eventDate').closest('.field')?.querySelector('[role="alert"]')?.textContent;
    expect(alert()).toBe('Event date cannot be in the past');
    expect(g.control('eventDate').value).toBe('');
    expect(g.control('eventDate').getAttribute('aria-invalid')).toBe('true');
    expect(g.next().disabled).toBe(true);

    act(() => setLanguage('ar'));
    g.change('eventDate', '2021-01-01');
    expect(alert()).toBe('لا يمكن أن يكون تاريخ المناسبة في الماضي');
    g.change('eventDate', FUTURE_DAY);
    expect(alert()).toBe('');
    expect(g.control('eventDate').value).toBe(FUTURE_DAY);
    expect(g.next().disabled).toBe(false);
  });

  it('adds and removes special requests and toggles service packages', async () => {
    const g = await mountGenerator();
    await g.fillDetails();
    g.submit();
    g.change('specialRequest', 'Separate women’s hall');
    g.press(g.part('add-request'));
    g.change('specialRequest', 'Oud player');
    g.press(g.part('add-request'));
    const items = () =>
      [...g.root.querySelectorAll('[part="requests"] li > span:first-child')].map((s) => s.textContent);
    expect(items()).toEqual(['Separate women’s hall', 'Oud player']);
    g.press(g.root.querySelector('[aria-label="Remove “Separate women’s hall”"]') as Element);
    expect(items()).toEqual(['Oud player']);
    g.press(g.root.querySelector('input[value="photography"]') as Element);
    expect((g.root.querySelector('input[value="photography"]') as HTMLInputElement).checked).toBe(true);
    g.change('budget-min', '90000');
    g.change('budget-max', '1000');
    expect(g.next().disabled).toBe(true);
    g.change('budget-max', '150000');
    expect(g.next().disabled).toBe(false);
  });

  it('speaks Arabic right to left, with Arabic city names in the list', async () => {
    localStorage.setItem('preferred-language', 'ar');
    const g = await mountGenerator({ 'home-url': '/' });
    const section = g.part<HTMLElement>('section');
    expect(section.dir).toBe('rtl');
    expect(g.stepTitle()).toBe('تفاصيل المناسبة');
    expect(g.part('back').textContent).toContain('العودة إلى الرئيسية');
    // The switch's label is English, laid out left to right inside the Arabic page.
    expect([g.part('language').textContent, g.part('language').lang, g.part('language').dir]).toEqual([
      'English',
      'en',
      'ltr',
    ]);
    expect(g.root.querySelector('datalist option')?.getAttribute('value')).toBe('الرياض');
    expect(g.root.textContent).not.toMatch(/generator\.[a-z]/);
    g.press(g.part('language'));
    expect([section.lang, section.dir, document.documentElement.lang]).toEqual(['en', 'ltr', '']);
    expect(g.stepTitle()).toBe('Event Details');
  });
});
