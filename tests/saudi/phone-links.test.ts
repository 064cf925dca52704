import { describe, expect, it } from 'vitest';
import { formatPhone, telHref, toE164 } from '../../src/saudi/phone-number';
import { whatsappHref, whatsappNumber } from '../../src/saudi/whatsapp-href';

describe('whatsappHref', () => {
  it.each([
    ['966501234567'],
    ['+966 50 123 4567'],
    ['+966-50-123-4567'],
    ['00966501234567'],
    ['0501234567'],
    ['050 123 4567'],
    ['٠٥٠١٢٣٤٥٦٧'],
    ['+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧'],
  ])('links %s to wa.me/966501234567', (typed) => {
    expect(whatsappHref(typed)).toBe('https://wa.me/966501234567');
    expect(whatsappNumber(typed)).toBe('966501234567');
  });

  it('carries prefilled text, encoded, in either language', () => {
    expect(whatsappHref('966501234567', 'Hi there & more')).toBe(
      'https://wa.me/966501234567?text=Hi%20there%20%26%20more',
    );
    expect(whatsappHref('966501234567', 'مرحباً')).toBe(
      `https://wa.me/966501234567?text=${encodeURIComponent('مرحباً')}`,
    );
  });

  it('keeps a foreign number and drops only what is not a digit', () => {
    expect(whatsappHref('+44 7700 900123')).toBe('https://wa.me/447700900123');
    expect(whatsappNumber('447700900123')).toBe('447700900123');
  });
});

describe('telHref and formatPhone', () => {
  it('dials the E.164 form of a displayed number, Arabic-Indic digits included', () => {
    expect(telHref('+966 11 234 5678')).toBe('tel:+966112345678');
    expect(telHref('011 234 5678')).toBe('tel:+966112345678');
    expect(telHref('+٩٦٦ ١١ ٢٣٤ ٥٦٧٨')).toBe('tel:+966112345678');
    expect(telHref('9200 12345')).toBe('tel:920012345');
  });

  it('writes a number for prose in its usual groups', () => {
    expect(formatPhone('966501234567')).toBe('+966 50 123 4567');
    expect(formatPhone('+966112345678')).toBe('+966 11 234 5678');
    expect(formatPhone('447700900123')).toBe('+447700900123');
    expect(formatPhone('call us')).toBe('call us');
  });

  it('reads Saudi numbers in every usual form and foreign ones only with their prefix', () => {
    expect(toE164('5 0123 4567')).toBe('+966501234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('20 7946 0958')).toBeUndefined();
    expect(toE164('150000')).toBeUndefined();
  });
});
