import { describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeDigits, normalizeText } from '../../src/saudi/normalize-text';

describe('normalizeArabic', () => {
  it.each([
    ['أ إ آ ٱ', 'ا ا ا ا'],
    ['جدة', 'جده'],
    ['مستشفى', 'مستشفي'],
    ['زفـــاف', 'زفاف'],
    ['مُؤْتَمَرٌ', 'موتمر'],
    ['مئة', 'ميه'],
    ['ملچة', 'ملكه'],
    ['گهوة', 'قهوه'],
    ['ڤيلا', 'فيلا'],
    ['پارتي', 'بارتي'],
    ['کی', 'كي'],
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

  it.each([
    ['Ḥaʾil', "ha'il"],
    ['I’m here', "i'm here"],
    ['Café CRÈME', 'cafe creme'],
    ['ﺍﻟﺮﻳﺎﺽ', 'الرياض'],
    ['１５０ ضيفاً', '150 ضيفا'],
    ['مُؤْتَمَرٌ في جِدّة', 'موتمر في جده'],
  ])('reads %s as %s (accents, apostrophes, compatibility forms, harakat)', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });

  it('is idempotent on text that needs every step', () => {
    const text = 'İSTANBUL ℌail Ta‘if ﷲ ١٬٥٠٠ أإآٱ';
    expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
  });
});
