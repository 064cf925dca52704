/**
 * A wa.me click-to-chat link with prefilled text.
 * @example whatsappLink('+966 50 123 4567', 'Hi') // 'https://wa.me/966501234567?text=Hi'
 */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
