import { formatDay } from '@saudi/format';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { FUNCTION_ERROR_TEXT } from '@shell/ui/function-error-text';
import { envelope } from '../../support/functions-test-server';
import { FUTURE_DAY, type MountedGenerator, mountGenerator, realAnalysis } from './mount-generator';
import { resetPage } from '../../support/reset-page';
import { setUpWidgetTests } from '../../support/widget-tests';

const NAME = 'ultimate-ai-event-generator';
const test = setUpWidgetTests({ quiet: ['warn', 'error'] });

async function generateWith(attributes: Record<string, string> = {}) {
  const g = await mountGenerator({ 'api-url': test.server.apiUrl, 'anon-key': 'k', ...attributes });
  await g.generate();
  await waitFor(() => expect(g.part('error-panel')).not.toBeNull(), { timeout: 4000 });
  return g;
}
const panelText = (g: MountedGenerator) => g.root.querySelector('.error-panel__message')?.textContent;

describe('<ev-generator> analysis errors (§8)', () => {
  it('tells the function’s error in the widget’s own copy, never the server’s English sentence, in English and Arabic', async () => {
    const cases = [
      [500, 'internal_error', 'Something went wrong on our side; please try again'],
      [429, 'rate_limited', 'Too many requests; try again shortly'],
      [400, 'invalid_request', 'eventDate: Event date cannot be in the past'],
    ] as const;
    for (const language of ['en', 'ar'] as const)
      for (const [status, code, message] of cases) {
        setLanguage(language);
        test.server.answer(NAME, { status, body: envelope(code, message) });
        const g = await generateWith();
        const own = FUNCTION_ERROR_TEXT[language][code];
        expect(panelText(g), `${language} ${code}`).toBe(own);
        expect(g.banner()).toBe(own);
        expect(g.banner()).not.toContain(message);
        expect(g.part('banner').getAttribute('role')).toBe('alert');
        resetPage();
      }
    expect(FUNCTION_ERROR_TEXT.ar.internal_error).toMatch(/[\u0600-\u06FF]/);
  });

  it('says "An error occurred during event analysis" when no answer came, in English and Arabic', async () => {
    const g = await generateWith({ 'api-url': 'http://127.0.0.1:9/functions/v1' });
    expect(panelText(g)).toBe('An error occurred during event analysis');
    expect(g.banner()).toBe('An error occurred during event analysis');
    act(() => setLanguage('ar'));
    expect(g.banner()).toBe('حدث خطأ أثناء تحليل المناسبة');
  });

  it('shows the visitor the localized generic text, not the site owner’s message, when the origin is refused', async () => {
    test.server.answer(NAME, {
      status: 403,
      body: envelope('forbidden_origin', 'Origin http://x.example is not allowed: add it to ALLOWED_ORIGINS'),
    });
    const g = await generateWith();
    expect(panelText(g)).toBe('An error occurred during event analysis');
    act(() => setLanguage('ar'));
    expect(panelText(g)).toBe('حدث خطأ أثناء تحليل المناسبة');
  });

  it('says "No data received from analysis" for an empty answer, in English and Arabic', async () => {
    test.server.answer(NAME, { status: 200, body: null });
    const g = await generateWith();
    expect(panelText(g)).toBe('No data received from analysis');
    act(() => setLanguage('ar'));
    expect(panelText(g)).toBe('لم تصل أي بيانات من التحليل');
  });

  it('goes back to edit on step 3 with the values kept and the banner gone', async () => {
    test.server.answer(NAME, { status: 500, body: envelope('internal', 'Planner unavailable') });
    const g = await generateWith();
    g.press(g.part('back-to-edit'));
    expect(g.step()).toBe(3);
    expect(g.stepTitle()).toBe('Visual Preferences');
    expect(g.banner()).toBe('');
    g.press(g.part('previous'));
    g.press(g.part('previous'));
    expect(g.control('guestCount').value).toBe('300');
  });

  it('refuses at generate time a date that has passed since it was chosen, with the §5 message and no call', async () => {
    const g = await mountGenerator({ 'api-url': test.server.apiUrl });
    await g.fillDetails();
    g.submit();
    g.submit();
    vi.setSystemTime(new Date(new Date().getFullYear() + 2, 0, 1));
    g.submit();
    expect(g.step()).toBe(3);
    expect(g.banner()).toBe('Event date cannot be in the past');
    act(() => setLanguage('ar'));
    expect(g.banner()).toBe('لا يمكن أن يكون تاريخ المناسبة في الماضي');
    vi.useRealTimers();
    expect(test.server.callsTo(NAME)).toHaveLength(0);
  });

  it('tries the same call again, and shows the results when it works', async () => {
    test.server.answer(NAME, { status: 503, body: envelope('unavailable', 'Try again shortly') });
    const g = await generateWith();
    test.server.answer(NAME, { status: 200, body: realAnalysis('en') });
    g.press(g.part('retry'));
    expect(g.part('loading')).not.toBeNull();
    await waitFor(() => expect(g.part('results')).not.toBeNull(), { timeout: 4000 });
    const [first, second] = test.server.callsTo(NAME);
    expect(second?.body).toEqual(first?.body);
    expect(g.banner()).toBe('');
  });

  it('with the server out of reach (500, refused origin), keeps the answers and offers the phone and WhatsApp with them', async () => {
    for (const answer of [
      { status: 500, body: envelope('internal', 'database is down') },
      { status: 403, body: envelope('forbidden_origin', 'Origin http://x is not allowed') },
    ]) {
      test.server.answer(NAME, answer);
      const g = await generateWith({ phone: '+966 11 234 5678', whatsapp: '966551234567' });
      const text = `Hello! I used your AI event generator and would like to discuss my wedding in Riyadh for 300 guests on ${formatDay(FUTURE_DAY, 'en')}.`;
      const whatsapp = g.root.querySelector('[part="reach-us-whatsapp"]');
      expect(whatsapp?.getAttribute('href')).toBe(`https://wa.me/966551234567?text=${encodeURIComponent(text)}`);
      expect(g.root.querySelector('[part="reach-us-phone"]')?.textContent).toBe('+966 11 234 5678');
      g.press(g.part('back-to-edit'));
      g.press(g.part('previous'));
      g.press(g.part('previous'));
      expect([g.control('guestCount').value, g.control('location').value]).toEqual(['300', 'Riyadh']);
      resetPage();
    }
  });

  it('offers no detour for a refusal of the request itself (400)', async () => {
    test.server.answer(NAME, { status: 400, body: envelope('invalid_request', 'guestCount: too many') });
    const g = await generateWith();
    expect(g.root.querySelector('[part="reach-us"]')).toBeNull();
  });
});
