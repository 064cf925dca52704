import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../src/contracts/constants';

/** document.fonts.load stubbed: each call waits until the test settles it. */
function stubFontLoading() {
  const settle: (() => void)[] = [];
  const load = vi.fn(() => new Promise<FontFace[]>((resolve) => settle.push(() => resolve([]))));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { load, settle };
}

// loadArabicFont fetches once per page: a fresh module for each test.
const importHook = async () => (await import('../../src/shell/use-arabic-font-ready')).useArabicFontReady;

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  Reflect.deleteProperty(document, 'fonts');
});

describe('useArabicFontReady: the first Arabic screen waits for its font, briefly', () => {
  it('is ready at once in English; in Arabic once both weights of the bundled face have loaded', async () => {
    const { load, settle } = stubFontLoading();
    const useArabicFontReady = await importHook();
    expect(renderHook(() => useArabicFontReady('en')).result.current).toBe(true);
    expect(load).not.toHaveBeenCalled();
    const { result, rerender } = renderHook(({ language }) => useArabicFontReady(language), {
      initialProps: { language: 'ar' as Language },
    });
    expect(result.current).toBe(false);
    expect(load.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '400 1em "Noto Sans Arabic"',
      '700 1em "Noto Sans Arabic"',
    ]);
    await act(async () => settle[0]?.());
    expect(result.current).toBe(false);
    await act(async () => settle[1]?.());
    expect(result.current).toBe(true);
    // Ready for good: switching away and back never hides the screen again.
    rerender({ language: 'en' });
    rerender({ language: 'ar' });
    expect(result.current).toBe(true);
  });

  it('draws anyway after 3 s when the font does not come (the system face then stands in)', async () => {
    vi.useFakeTimers();
    stubFontLoading();
    const useArabicFontReady = await importHook();
    const { result } = renderHook(() => useArabicFontReady('ar'));
    await act(async () => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
