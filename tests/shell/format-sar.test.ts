import { describe, expect, it } from 'vitest';
import { formatSar } from '../../src/shell/format-sar';

describe('formatSar', () => {
  it('writes English amounts with the SAR code, grouping and no decimals', () => {
    expect(formatSar(15000, 'en')).toBe('SAR\u00a015,000');
    expect(formatSar(1234.56, 'en')).toBe('SAR\u00a01,235');
  });

  it('writes Arabic amounts with the riyal symbol and Arabic digits, no decimals', () => {
    const text = formatSar(15000.4, 'ar');
    expect(text).toContain('ر.س.');
    expect(text).toContain('١٥٬٠٠٠');
    expect(text).not.toMatch(/[٫.]\d|٫/);
  });
});
