import { normalizeDigits } from './normalize-text';
import { toE164 } from './phone-number';

/**
 * A wa.me click-to-chat link, with prefilled text when there is some. The number may be typed any
 * way a site owner writes it ('+966 50 123 4567', '0501234567', Arabic-Indic digits): wa.me wants
 * the international number as bare digits.
 *
 * @example
 * whatsappHref('+966 50 123 4567', 'Hi there'); // 'https://wa.me/966501234567?text=Hi%20there'
 * whatsappHref('0501234567');                   // 'https://wa.me/966501234567'
 */
export function whatsappHref(number: string, text?: string): string {
  const href = `https://wa.me/${whatsappNumber(number)}`;
  return text ? `${href}?text=${encodeURIComponent(text)}` : href;
}

/**
 * The international number as wa.me wants it: digits only, country code first.
 *
 * @example
 * whatsappNumber('050-123-4567'); // '966501234567'
 */
export function whatsappNumber(typed: string): string {
  return toE164(typed)?.slice(1) ?? normalizeDigits(typed).replace(/\D/g, '');
}
