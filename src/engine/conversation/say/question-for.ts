import type { Language } from '../../../contracts/common';
import type { Slot } from '../types';
import { REPLIES_AR } from './replies-ar';
import { REPLIES_EN } from './replies-en';

/**
 * The exact question Layla asks for a missing detail, in a language.
 *
 * @example
 * questionFor('guestCount', 'en'); // 'How many guests are you expecting?'
 */
export function questionFor(slot: Slot, language: Language): string {
  return (language === 'ar' ? REPLIES_AR : REPLIES_EN).questions[slot];
}
