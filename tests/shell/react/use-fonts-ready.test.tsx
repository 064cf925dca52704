import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@contracts/constants';

/** document.fonts.load stubbed: each call waits until the test settles it. */
function stubFontLoading() {
  const settle: (() => void)[] = [];
  const load = vi.fn(() => new Promise<FontFace[]>((resolve) => settle.push(() => resolve([]))));
  // Nothing is loaded yet: check() says so.
  Object.defineProperty(document, 'fonts', { value: { load, check: () => false }, configurable: true });
  return { load, settle };
}

// fontsReady fetches once per page and language: a fresh module for each test.
const importHook = async () => (await import('@shell/react/use-fonts-ready')).useFontsReady;

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  Reflect.deleteProperty(document, 'fonts');
});

describe('useFontsReady: a first screen waits for its bundled fonts, briefly', () => {
  it('in English once Inter has loaded; in Arabic once Noto Sans Arabic and Inter (its digits) have', async () => {
    const { load, settle } = stubFontLoading();
    const useFontsReady = await importHook();
    const english = renderHook(() => useFontsReady('en'));
    expect(english.result.current).toBe(false);
    expect(load.mock.calls.map((call: unknown[]) => call[0])).toEqual(['400 1em "Inter"', '700 1em "Inter"']);
    await act(async () => settle[0]?.());
    expect(english.result.current).toBe(false);
    await act(async () => settle[1]?.());
    expect(english.result.current).toBe(true);

    const { result, rerender } = renderHook(({ language }) => useFontsReady(language), {
      initialProps: { language: 'ar' as Language },
    });
    expect(result.current).toBe(false);
    expect(load.mock.calls.slice(2).map((call: unknown[]) => call[0])).toEqual([
      '400 1em "Noto Sans Arabic"',
      '700 1em "Noto Sans Arabic"',
      '400 1em "Inter"',
      '700 1em "Inter"',
    ]);
    await act(async () => {
      for (const done of settle.slice(2)) done();
    });
    expect(result.current).toBe(true);
    // Ready for good: switching away and back never hides the screen again.
    rerender({ language: 'en' });
    rerender({ language: 'ar' });
    expect(result.current).toBe(true);
  });

  it('draws anyway after 3 s when the fonts do not come (the system face then stands in)', async () => {
    vi.useFakeTimers();
    stubFontLoading();
    const useFontsReady = await importHook();
    const { result } = renderHook(() => useFontsReady('ar'));
    await act(async () => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
