import { keywordMatcher } from '../../text/keyword-matcher';
import type { NumberMention } from '../../text/parse-numbers';

/** The nouns a guest count is said with ('200 guests', '٣٠ طفل'). */
// biome-ignore format: a word list reads best packed
export const GUEST_WORDS = keywordMatcher(
  [
    'guests', 'guest', 'people', 'persons', 'person', 'pax', 'ppl', 'attendees', 'attendee', 'invitees', 'visitors',
    'participants', 'delegates', 'adults', 'ladies', 'women', 'men', 'heads', 'covers', 'staff', 'employees',
    'employee', 'colleagues', 'students', 'kids', 'children', 'child', 'families', 'members', 'friends', 'relatives',
    'gentlemen', 'vips', 'couples', 'seats', 'invites', 'folks', 'clients', 'customers', 'invited', 'partners',
    'speakers', 'count', 'headcount', 'attendance',
  ],
  [
    'ضيف', 'ضيوف', 'شخص', 'اشخاص', 'نفر', 'انفار', 'مدعو', 'مدعوين', 'معزوم', 'معازيم', 'حضور', 'حاضر', 'زوار',
    'زاير', 'مشارك', 'مشاركين', 'رجال', 'نساء', 'حريم', 'حرمه', 'ضيفات', 'عدد', 'موظف', 'موظفه', 'موظفين', 'موظفات',
    'طفل', 'اطفال', 'عيال', 'عايله', 'عوايل', 'اسره', 'اسر', 'طالب', 'طلاب', 'طالبات', 'اصدقاء', 'صديق', 'صديقات',
    'زميل', 'زملاء', 'عضو', 'اعضاء', 'بنات', 'شباب', 'فرد', 'افراد', 'ضيفه', 'مقعد', 'كرسي', 'عميل', 'عملاء', 'زبون',
    'زباين', 'متحدث', 'شريك',
  ],
);
const CURRENCY_WORDS = keywordMatcher(
  ['sar', 'sr', 'riyal', 'riyals', 'rial', 'rials', 'ryal', 'ryals', 'saudi riyals'],
  ['ريال', 'ريالات', 'رس', 'ر.س'],
);
/** Saying how many they are ('we're 250', 'احنا ٢٥٠'): the number that follows is a count. */
// biome-ignore format: a word list reads best packed
const WE_ARE = keywordMatcher(
  [
    'we are', "we're", 'were', 'we will be', "we'll be", 'there will be', 'there are', 'party of', 'group of',
    'expecting', 'total of',
  ],
  [
    'احنا', 'نحن', 'حنا', 'عددنا', 'عددهم', 'بنكون', 'نكون', 'نتوقع', 'متوقع', 'صاروا', 'صرنا', 'بيصيرون', 'يصيرون',
    'بنصير', 'بيكونون', 'يكونون', 'بيجون', 'يجون',
  ],
);
const BUDGET_WORDS = keywordMatcher(
  ['budget', 'spend', 'spending', 'afford', 'cost', 'costs', 'max', 'maximum', 'up to'],
  ['ميزانيه', 'ميزاني', 'تكلفه', 'مبلغ', 'اصرف', 'ندفع', 'ادفع', 'سعر', 'حدود'],
);

/**
 * Whether a number is a guest count or a budget, from the words around it: a unit right after
 * it ('200 guests', '٥٠ ألف ريال') decides first, then a label before it ('budget 50k',
 * 'عدد الضيوف ٣٠٠'), then 'for 150' (a count) or a scale word with no unit (50k: money).
 * Undefined when nothing says: the caller may use what Layla just asked for.
 *
 * @example
 * classifyNumber('budget 50k for 200 guests', mentions[0], mentions); // 'budget'
 */
export function classifyNumber(
  text: string,
  mention: NumberMention,
  all: readonly NumberMention[],
): 'guestCount' | 'budget' | undefined {
  const next = all.find((other) => other.start >= mention.end);
  const previous = all.findLast((other) => other.end <= mention.start);
  const after = nounAfter(text.slice(mention.end, next?.start ?? mention.end + 40));
  const before = lastWords(text.slice(previous?.end ?? 0, mention.start), 4);
  if (CURRENCY_WORDS(after) || /^\s*(?:﷼|k\b)/u.test(text.slice(mention.end))) return 'budget';
  if (GUEST_WORDS(after)) return 'guestCount';
  // 'SAR 25,000': the currency written first, the English way.
  if (CURRENCY_WORDS(lastWords(before, 1))) return 'budget';
  if (BUDGET_WORDS(before) || /[﷼$]\s*$/u.test(before)) return 'budget';
  if (GUEST_WORDS(before)) return 'guestCount';
  if (!mention.scaled && WE_ARE(lastWords(before, 3))) return 'guestCount';
  if (mention.scaled && mention.value >= 1000) return 'budget';
  if (/(?:^|\s)(?:for|ل|لـ)\s*$/u.test(before)) return 'guestCount';
  return undefined;
}

/** A word that can stand between a number and its noun ('200 more guests', '٥٠ ضيف تقريبا' has none). */
// biome-ignore format: a word list reads best packed
const MODIFIERS = new Set([
  'more', 'extra', 'other', 'adult', 'adults', 'young', 'male', 'female', 'vip', 'saudi', 'local', 'invited',
  'expected', 'confirmed', 'of', 'our', 'the', 'thousand', 'hundred', 'الف', 'مليون', 'من',
]);

/** The noun right after a number: its first word, or the second when the first only qualifies it ('200 more guests'). */
function nounAfter(text: string): string {
  const words = (text.match(/[\p{L}.﷼]+/gu) ?? []).slice(0, 2);
  return (MODIFIERS.has(words[0] ?? '') ? words : words.slice(0, 1)).join(' ');
}

function lastWords(text: string, count: number): string {
  return ` ${text.trim().split(/\s+/).slice(-count).join(' ')} `;
}
