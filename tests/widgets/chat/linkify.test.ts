import { describe, expect, it } from 'vitest';
import { linkify } from '../../../widgets/chat/linkify';

const links = (text: string) => linkify(text).filter((segment) => segment.kind !== 'text');

describe('linkify', () => {
  it('keeps plain text as one text segment and joins back to the input', () => {
    const text = 'A wedding for 300 guests in Riyadh on 2026-11-20, budget 150,000 SAR.';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    const mixed = 'Call 0501234567 or write to team@events.sa.';
    expect(
      linkify(mixed)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(mixed);
  });

  it.each([
    ['0501234567', 'tel:+966501234567'],
    ['050 123 4567', 'tel:+966501234567'],
    ['011 234 5678', 'tel:+966112345678'],
    ['+966 50 123 4567', 'tel:+966501234567'],
    ['+966-11-234-5678', 'tel:+966112345678'],
    ['00966501234567', 'tel:+966501234567'],
    ['920012345', 'tel:920012345'],
    ['800 123 4567', 'tel:8001234567'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['+1 (555) 123-4567', 'tel:+15551234567'],
    ['٠٥٠١٢٣٤٥٦٧', 'tel:+966501234567'],
  ])('links the phone number %s as %s', (phone, href) => {
    expect(links(`اتصل على ${phone} الآن`)).toEqual([{ kind: 'tel', text: phone, href }]);
    expect(links(`Call ${phone}.`)).toEqual([{ kind: 'tel', text: phone, href }]);
  });

  it.each(['2026-11-20', '150000', '1500000000', '300 guests', '12345678', 'SAR 15,000'])(
    'does not take %s for a phone number',
    (text) => {
      expect(links(`About ${text} here`)).toEqual([]);
    },
  );

  it('links emails as mailto:', () => {
    expect(links('Write to events.team+vip@example.sa, thanks')).toEqual([
      { kind: 'mailto', text: 'events.team+vip@example.sa', href: 'mailto:events.team+vip@example.sa' },
    ]);
  });

  it('links wa.me and api.whatsapp.com as https, whatever scheme or none was written', () => {
    expect(links('Chat: https://wa.me/966501234567?text=Hello%20Layla.')).toEqual([
      {
        kind: 'whatsapp',
        text: 'https://wa.me/966501234567?text=Hello%20Layla',
        href: 'https://wa.me/966501234567?text=Hello%20Layla',
      },
    ]);
    expect(links('wa.me/966501234567')[0]).toMatchObject({ href: 'https://wa.me/966501234567' });
    expect(links('http://api.whatsapp.com/send?phone=966501234567')[0]).toMatchObject({
      href: 'https://api.whatsapp.com/send?phone=966501234567',
    });
  });

  it('never links javascript:, data: or other hosts', () => {
    for (const text of [
      'javascript:alert(1)',
      '<a href="javascript:alert(1)">click</a>',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/wa.me/966501234567',
      'https://wa.me.evil.example/966',
      'https://example.com',
    ]) {
      for (const segment of links(text))
        expect(segment.href).toMatch(/^(tel:|mailto:|https:\/\/(wa\.me|api\.whatsapp\.com)\/)/);
    }
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('https://example.com')).toEqual([]);
    expect(links('https://wa.me.evil.example/966')).toEqual([]);
  });
});
