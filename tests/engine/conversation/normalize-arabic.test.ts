import { describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeDigits, normalizeText } from '../../../src/engine/conversation/normalize-arabic';

describe('normalizeArabic', () => {
  it.each([
    ['أ إ آ ٱ', 'ا ا ا ا'],
    ['جدة', 'جده'],
    ['مستشفى', 'مستشفي'],
    ['زفـــاف', 'زفاف'],
    ['مُؤْتَمَرٌ', 'موتمر'],
    ['مئة', 'ميه'],
  ])('folds %s to %s', (input, output) => {
    expect(normalizeArabic(input)).toBe(output);
  });

  it('leaves Latin text alone', () => {
    expect(normalizeArabic('Wedding in Riyadh')).toBe('Wedding in Riyadh');
  });
});

describe('normalizeDigits', () => {
  it('reads Arabic-Indic and Persian digits and the Arabic separators as ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ١٬٥٠٠ ٢٫٥')).toBe('0123456789 0123456789 1,500 2.5');
  });
});

describe('normalizeText', () => {
  it('folds letters, digits and case together', () => {
    expect(normalizeText('WEDDING في الرياض ٢٠٠')).toBe('wedding في الرياض 200');
  });
});
