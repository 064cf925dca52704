import { describe, expect, it } from 'vitest';
import { strayPhone } from '../../../../src/engine/conversation/llm/stray-phone';

const COMPANY = ['+966 11 234 5678', '966501234567'];

describe('strayPhone', () => {
  it('accepts the configured numbers in any form, and the visitor’s own', () => {
    expect(strayPhone('Call +966 11 234 5678 or WhatsApp +966 50 123 4567.', COMPANY)).toBeUndefined();
    expect(strayPhone('اتصل على ٠١١٢٣٤٥٦٧٨ أو ٠٥٠١٢٣٤٥٦٧', COMPANY)).toBeUndefined();
    expect(strayPhone('We will call you on +966 55 999 0000.', [...COMPANY, '+966559990000'])).toBeUndefined();
  });

  it('names the first number that is none of them', () => {
    expect(strayPhone('Call +966 11 234 5678, or my colleague on 055 123 9999.', COMPANY)).toBe('+966551239999');
    expect(strayPhone('Ring +44 20 7946 0958', COMPANY)).toBe('+442079460958');
  });

  it('leaves prices, counts, dates and years alone', () => {
    expect(strayPhone('SAR 150,000 for 300 guests on 2027-03-15, 2024-2025 season', COMPANY)).toBeUndefined();
  });
});
