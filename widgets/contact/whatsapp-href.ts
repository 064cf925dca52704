/**
 * A wa.me click-to-chat link with prefilled text.
 * @example whatsappHref('966501234567', 'Hi there') // 'https://wa.me/966501234567?text=Hi%20there'
 */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
