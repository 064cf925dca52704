import { describe, expect, it } from 'vitest';
import { extractPhone } from '../../../../../src/engine/conversation/understand/slots/extract-phone';
import { normalizeText } from '../../../../../src/saudi/normalize-text';

const phone = (text: string) => extractPhone(normalizeText(text))?.phone;

describe('extractPhone', () => {
  it.each([
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '(050) 123-4567',
    '501234567',
    '966501234567',
    '00966501234567',
    '+966501234567',
    '+966 50 123 4567',
    '+966-50-123-4567',
    '+966 050 123 4567',
    '٠٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧',
    'رقمي 0501234567 ضروري',
  ])('reads %s as +966501234567', (text) => {
    expect(phone(text)).toBe('+966501234567');
  });

  it('reads Saudi landlines and foreign numbers with their prefix', () => {
    expect(phone('011 234 5678')).toBe('+966112345678');
    expect(phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(phone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('separates a guest count typed before the number', () => {
    expect(phone('200 0501234567')).toBe('+966501234567');
  });

  it.each(['200 guests', '50000', '1500000', '2027-03-15', '15/3/2027', '12345678', '+12'])(
    'finds no phone in %s',
    (text) => {
      expect(phone(text)).toBeUndefined();
    },
  );
});
