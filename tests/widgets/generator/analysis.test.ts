import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { formatDay, formatSar } from '@saudi/format';
import { FUTURE_DAY, type MountedGenerator, mountGenerator, realAnalysis } from './mount-generator';
import { setUpWidgetTests } from '../../support/widget-tests';

const NAME = 'ultimate-ai-event-generator';
const test = setUpWidgetTests({
  quiet: ['warn'],
  answers: (server) => server.answer(NAME, { status: 200, body: realAnalysis('en') }),
});
const realSetTimeout = globalThis.setTimeout;
const realSleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

const mount = (attributes: Record<string, string> = {}) =>
  mountGenerator({
    'api-url': test.server.apiUrl,
    'anon-key': 'test-anon-key',
    whatsapp: '+966 55 123 4567',
    ...attributes,
  });

/** Fills step 1, walks through steps 2 and 3 and presses Generate. */
async function generate(g: MountedGenerator, details: Parameters<MountedGenerator['fillDetails']>[0] = {}) {
  await g.generate(details);
}
const results = (g: MountedGenerator) => waitFor(() => expect(g.part('results')).not.toBeNull(), { timeout: 4000 });

describe('<ev-generator> analysis', () => {
  it('waits 0.5 s before calling the function, showing progress, then shows the results and emits them', async () => {
    const g = await mount();
    const ready = vi.fn();
    document.addEventListener('ev-analysis-ready', ready);
    await g.fillDetails({ guestCount: '300' });
    g.change('duration', '2');
    g.submit();
    g.submit();
    vi.useFakeTimers();
    g.submit();
    expect(g.step()).toBe(4);
    const progress = g.part<HTMLElement>('progress');
    expect(progress.getAttribute('role')).toBe('progressbar');
    expect(g.part('loading').textContent).toContain('Reading your event details');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(Number(g.part('progress').getAttribute('aria-valuenow'))).toBeGreaterThan(5);
    await realSleep(60);
    expect(test.server.callsTo(NAME)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(test.server.callsTo(NAME)).toHaveLength(1));
    const [call] = test.server.callsTo(NAME);
    expect(call?.headers.apikey).toBe('test-anon-key');
    expect(call?.body).toMatchObject({
      eventType: 'wedding',
      guestCount: 300,
      duration: 2,
      location: 'Riyadh',
      eventDate: FUTURE_DAY,
      language: 'en',
    });
    expect((call?.body as { currentDate?: string } | undefined)?.currentDate).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );

    await results(g);
    expect(g.part('loading')).toBeNull();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready.mock.calls[0]?.[0].detail.analysis.eventDetails.guestCount).toBe(300);
    document.removeEventListener('ev-analysis-ready', ready);
  });

  it('shows each tier in SAR without decimals with savings, added value, one best value and the chart', async () => {
    const analysis = realAnalysis('en');
    const g = await mount();
    await generate(g);
    await results(g);
    const tiers = [...g.root.querySelectorAll('[part="tier"]')];
    expect(tiers.map((tier) => tier.querySelector('h5')?.textContent)).toEqual([
      'Essential',
      'Professional',
      'Premium',
      'Luxury',
    ]);
    const standard = g.root.querySelector('[data-tier="standard"]') as HTMLElement;
    expect(standard.querySelector('.tier__amount')?.textContent?.replace(/\s/g, ' ')).toBe(
      `SAR ${analysis.pricingAnalysis.tiers.standard.total.toLocaleString('en-US')}`,
    );
    expect(standard.querySelector('.tier__amount')?.textContent).not.toMatch(/\.\d/);
    expect(g.root.querySelectorAll('[part="best-value"]')).toHaveLength(1);
    expect(within(standard).getByText('You save').nextElementSibling?.textContent).toBe(
      formatSar(analysis.pricingAnalysis.tiers.standard.savings, 'en'),
    );
    const chart = g.root.querySelector('[part="chart"] svg') as SVGElement;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.querySelector('title')?.textContent).toBe('Cost breakdown by tier');
    expect(chart.querySelectorAll('g[data-tier]')).toHaveLength(4);
    expect(g.root.querySelectorAll('[part="chart"] tbody tr')).toHaveLength(4);
  });

  it('opens pricing by default and expands and collapses every other section', async () => {
    const g = await mount();
    await generate(g);
    await results(g);
    const buttons = [...g.root.querySelectorAll<HTMLButtonElement>('.collapsible__button')];
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Pricing tiers',
      'Market analysis',
      'Venue recommendations',
      'Visual concepts',
      'Savings opportunities',
      'Compliance: regulations and culture',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    for (const button of buttons) {
      const region = g.root.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      const wasOpen = button.getAttribute('aria-expanded') === 'true';
      g.press(button);
      expect(button.getAttribute('aria-expanded')).toBe(String(!wasOpen));
      expect(region.hidden).toBe(wasOpen);
      g.press(button);
      expect(region.hidden).toBe(!wasOpen);
    }
    expect(g.root.querySelector('[part="confidence"]')?.textContent).toContain('90%');
    expect(g.root.querySelectorAll('[part="venue"]').length).toBeGreaterThan(0);
    expect(g.root.querySelectorAll('[part="saving"]').length).toBeGreaterThan(0);
    expect((g.root.querySelector('[part="image"]') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
    expect(g.root.querySelector('[part="image"]')?.getAttribute('alt')).toMatch(/^Mood board: /);
    expect(g.root.querySelector('[part="image-fallback"]')).toBeNull();
  });

  it('prefills WhatsApp with the event type, city, guests, the date in words, the tier and its total, in the page language', async () => {
    const g = await mount();
    await generate(g);
    await results(g);
    const link = g.part<HTMLAnchorElement>('whatsapp');
    const total = formatSar(realAnalysis('en').pricingAnalysis.tiers.standard.total, 'en');
    const date = formatDay(FUTURE_DAY, 'en');
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/966551234567?text=${encodeURIComponent(`Hello! I used your AI event generator and would like to discuss my wedding in Riyadh for 300 guests on ${date}: the Professional tier at ${total} including VAT.`)}`,
    );
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.target).toBe('_blank');
  });

  it('writes Arabic results with SAR amounts in Western digits and an Arabic WhatsApp message', async () => {
    test.server.answer(NAME, { status: 200, body: realAnalysis('ar') });
    setLanguage('ar');
    const g = await mount();
    await generate(g, { location: 'الرياض' });
    await results(g);
    expect(test.server.callsTo(NAME)[0]?.body).toMatchObject({ language: 'ar', location: 'الرياض' });
    const amount = g.root.querySelector('[data-tier="standard"] .tier__amount')?.textContent ?? '';
    expect(amount).toBe(formatSar(realAnalysis('ar').pricingAnalysis.tiers.standard.total, 'ar'));
    expect(amount).toMatch(/^[0-9,]+\s?ر\.س\.$/);
    expect(g.root.querySelector('[data-tier="basic"] h5')?.textContent).toBe('الباقة الأساسية');
    const total = formatSar(realAnalysis('ar').pricingAnalysis.tiers.standard.total, 'ar');
    expect(decodeURIComponent(g.part<HTMLAnchorElement>('whatsapp').href.split('?text=')[1] ?? '')).toBe(
      `مرحباً! استخدمت مولّد الفعاليات الذكي لديكم وأودّ مناقشة حفل زفاف في الرياض لعدد 300 ضيف بتاريخ ${formatDay(FUTURE_DAY, 'ar')}: الباقة الاحترافية بإجمالي ${total} شاملاً الضريبة.`,
    );
  });

  it('says images could not be generated when the function fell back, in both languages', async () => {
    const fallback = realAnalysis('en');
    fallback.visualConcepts.imageGenerationStatus = 'fallback';
    test.server.answer(NAME, { status: 200, body: fallback });
    const g = await mount();
    await generate(g);
    await results(g);
    g.press(g.root.querySelector('[data-section="visuals"] button') as Element);
    expect(g.part('image-fallback').textContent).toBe(
      'Images could not be generated, but descriptions and color schemes are provided.',
    );
    act(() => setLanguage('ar'));
    await waitFor(() => expect(test.server.callsTo(NAME)).toHaveLength(2));
    await waitFor(() => expect(test.server.callsTo(NAME)[1]?.body).toMatchObject({ language: 'ar' }));
    await results(g);
    g.press(g.root.querySelector('[data-section="visuals"] button') as Element);
    await waitFor(() =>
      expect(g.part('image-fallback').textContent).toBe('تعذّر إنشاء الصور، لكننا نقدّم لك الأوصاف وأنظمة الألوان.'),
    );
  });

  it('modify goes back to step 1 keeping the values; new analysis starts fresh', async () => {
    const g = await mount();
    await generate(g, { guestCount: '85', location: 'Abha' });
    await results(g);
    g.press(g.part('modify'));
    expect(g.step()).toBe(1);
    expect(g.control('guestCount').value).toBe('85');
    expect(g.control('location').value).toBe('Abha');
    expect(g.radio('eventType', 'wedding').checked).toBe(true);
    g.submit();
    g.submit();
    g.submit();
    await results(g);
    g.press(g.part('new-analysis'));
    expect(g.step()).toBe(1);
    expect(g.control('guestCount').value).toBe('');
    expect(g.control('location').value).toBe('');
    expect(g.control('eventDate').value).toBe('');
    expect(g.next().disabled).toBe(true);
    expect(g.part('results')).toBeNull();
  });
});
