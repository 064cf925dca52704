import type { PremiumLevel } from '../../../contracts/event-generator';
import { keywordMatcher } from '../text/keyword-matcher';

// biome-ignore format: word lists read best packed
const STYLES: readonly (readonly [PremiumLevel, (text: string) => boolean])[] = [
  ['basic', keywordMatcher(
    ['simple', 'basic', 'cheap', 'cheapest', 'affordable', 'economical', 'budget option', 'low budget', 'modest', 'nothing fancy', 'nothing too fancy', 'essential', 'lowest', 'minimal'],
    ['بسيط', 'بسيطه', 'اقتصادي', 'اقتصاديه', 'رخيص', 'ارخص', 'على قد', 'علي قد', 'متواضع', 'متواضعه', 'عادي', 'عاديه', 'اقل سعر', 'الاساسيه'],
  )],
  ['luxury', keywordMatcher(
    ['luxury', 'luxurious', 'lavish', 'high-end', 'high end', 'vip', 'grand', 'extravagant', 'top of the line', 'the best'],
    ['فخم', 'فخمه', 'فاخر', 'فاخره', 'راقي', 'راقيه', 'ملكي', 'ملكيه', 'الفاخره', 'فخامه'],
  )],
  ['premium', keywordMatcher(
    ['premium', 'elegant', 'upscale', 'classy', 'special', 'stylish'],
    ['مميز', 'مميزه', 'انيق', 'انيقه', 'المميزه', 'فخم شوي'],
  )],
];

/**
 * The tier a visitor's words point to ('something simple', 'فخم', 'elegant'), or undefined when
 * they say nothing of style.
 *
 * @example
 * styleLevel('a simple wedding, how much?'); // 'basic'
 */
export function styleLevel(text: string): PremiumLevel | undefined {
  return STYLES.find(([, matches]) => matches(text))?.[0];
}

/** The tier most events fall around, and the two tiers their prices usually span. */
export const USUAL_LEVEL: PremiumLevel = 'standard';
export const USUAL_SPAN: readonly [PremiumLevel, PremiumLevel] = ['standard', 'premium'];

/**
 * The two neighbouring tiers a price is quoted between: the usual span, or the span at the end
 * the visitor's words point to (simple: Essential to Professional; luxury: Premium to Luxury).
 *
 * @example
 * spanFor('luxury'); // ['premium', 'luxury']
 */
export function spanFor(level: PremiumLevel | undefined): readonly [PremiumLevel, PremiumLevel] {
  if (level === 'basic') return ['basic', 'standard'];
  if (level === 'luxury') return ['premium', 'luxury'];
  return USUAL_SPAN;
}
