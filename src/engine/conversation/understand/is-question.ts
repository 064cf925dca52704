import { keywordMatcher } from '../text/keyword-matcher';

/** English questions start with a question word or an auxiliary ('and' or 'also' before it), often without the '?'. */
const ENGLISH_START =
  /^[^\p{L}]*(?:(?:and|also|plus|so|but|btw|ok|okay|oh)[\s,]+)*(?:what|whats|what's|which|when|whens|when's|where|wheres|where's|who|whos|who's|why|how|hw|is|isn't|are|aren't|do|does|did|can|could|would|will|should|shall|may|any|u|r)(?![\p{L}'])/u;
// biome-ignore format: a word list reads best packed
const ASKING = keywordMatcher(
  ['do you know', 'tell me', 'wondering', 'any idea', 'need to know', 'i want to know', 'is it possible', 'is there'],
  [
    'هل', 'كم', 'كيف', 'متي', 'امتي', 'وين', 'فين', 'ايش', 'وش', 'شو', 'ليش', 'مين', 'ماذا', 'لماذا', 'ممكن', 'يمكن',
    'نقدر', 'تقدرون', 'اقدر', 'لازم', 'يلزم', 'نحتاج', 'يحتاج', 'تحتاج', 'احتاج', 'عندكم', 'فيه', 'تكفي', 'يكفي',
  ],
);

/**
 * Whether a normalised message asks something: a question mark, an English question word or
 * auxiliary at its start, or an Arabic question word anywhere (Arabic questions often carry none
 * at the end: 'وش التصاريح المطلوبه').
 *
 * @example
 * isQuestion('do u need a licence'); // true
 * isQuestion('نبي فرقه للزفه');       // false
 */
export function isQuestion(text: string): boolean {
  return /[?؟]/.test(text) || ENGLISH_START.test(text) || ASKING(text);
}
