import { remembered } from '../text/remembered';
import { keywordMatcher } from '../text/keyword-matcher';

/** English questions start with a question word or an auxiliary ('and' or 'also' before it), often without the '?'. */
const ENGLISH_START =
  /^[^\p{L}]*(?:(?:and|also|plus|so|but|btw|ok|okay|oh|hmm|then)[\s,]+)*(?:what|whats|what's|which|when|whens|when's|where|wheres|where's|who|whos|who's|why|how|hw|wat|wats|wht|wen|whn|is|isn't|are|aren't|do|does|did|can|could|would|will|should|shall|may|any|u|r)(?![\p{L}'])/u;
/** A question asked after a detail in the same sentence ('wedding for 300 in riyadh how much'). */
const ENGLISH_INSIDE =
  /(?<![\p{L}])(?:how much|how many|how long|how early|how far|how do|how does|how can|what about|what is|what's|what do|what does|what will|what would|which one|where do|when do|who will|who does|is it possible|is that ok|is it ok|do you|can you|could you|would you|will you|do we need|can we|should we)(?![\p{L}])/u;
/**
 * A question put last, as a phone message often does: 'rest of the money due wen', 'party in 2
 * days u can', 'hindu guest at the wedding ok', 'ضيفه هندوسيه بالعرس عادي', 'بالدعوات بس صح'.
 */
const ASKED_LAST =
  /(?<![\p{L}])(?:when|wen|how|where|what|wat|which|why|ok|okay|possible|allowed|or not|or no|u can|you can|can u|can you|right|عادي|صح|يصير|ينفع|مسموح|يمدي|يمديكم|ولا لا|ولا لاء|ولا وش|او لا)[\s.!]*$/u;
/** 'ok' alone agrees; three words or more ending in 'ok' ask. */
const askedLast = (text: string) => ASKED_LAST.test(text.slice(-24)) && /\S\s+\S+\s+\S/u.test(text);

/** A clause that goes on about what was just said ('…, which should be Wednesday 10 March'): no question. */
const RELATIVE =
  /^\s*(?:which|who|when|where)\s+(?:should|is|will|would|falls?|was|were|means|makes|lands?|comes?|suits?)(?![\p{L}])/u;
/** Where a new clause starts inside a sentence: a question word there asks ('200 guests, how much?'). */
const CLAUSE = /[,;:—–]\s*|\s+-\s+/u;
// biome-ignore format: a word list reads best packed
const ASKING = keywordMatcher(
  ['do you know', 'tell me', 'wondering', 'any idea', 'need to know', 'i want to know', 'is it possible', 'is there'],
  [
    'هل', 'كم', 'كيف', 'متي', 'امتي', 'وين', 'فين', 'ايش', 'وش', 'ليش', 'مين', 'ماذا', 'لماذا', 'ممكن',
    'نقدر', 'تقدرون', 'اقدر', 'لازم', 'يلزم', 'نحتاج', 'يحتاج', 'تحتاج', 'احتاج', 'عندكم', 'فيه', 'تكفي', 'يكفي',
    'بكم',
  ],
);

/**
 * Whether a normalised message asks something: a question mark, an English question word or
 * auxiliary at the start of it or of a clause (or a question phrase such as 'how much' anywhere),
 * or an Arabic question word anywhere (Arabic questions often carry none at the end: 'وش
 * التصاريح المطلوبه').
 *
 * @example
 * isQuestion('do u need a licence'); // true
 * isQuestion('wedding for 300 in riyadh, how much'); // true
 * isQuestion('if we take the bigger hall what do we gain'); // true
 * isQuestion('نبي فرقه للزفه');       // false
 */
export const isQuestion: (text: string) => boolean = remembered((text) => asks(text));

function asks(text: string): boolean {
  if (/[?؟]/.test(text) || ENGLISH_START.test(text) || ASKING(text) || askedLast(text)) return true;
  if (!/[a-z]/.test(text)) return false;
  return (
    ENGLISH_INSIDE.test(text) ||
    text.split(CLAUSE).some((clause, index) => index > 0 && ENGLISH_START.test(clause) && !RELATIVE.test(clause))
  );
}
