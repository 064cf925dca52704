import { keywordMatcher } from '../text/keyword-matcher';

/** What a message does besides asking and informing. */
export type DialogueAct = 'greet' | 'thank' | 'bye' | 'affirm' | 'deny';

// biome-ignore format: word lists read best packed
const ACTS: readonly (readonly [DialogueAct, (text: string) => boolean])[] = [
  ['greet', keywordMatcher(
    ['hi', 'hello', 'hey', 'salam', 'salaam', 'assalamu alaikum', 'good morning', 'good evening', 'good afternoon', 'greetings'],
    ['السلام عليكم', 'سلام عليكم', 'مرحبا', 'مرحبتين', 'هلا', 'اهلا', 'اهلين', 'هلا والله', 'صباح الخير', 'مساء الخير', 'حياكم'],
  )],
  ['thank', keywordMatcher(
    ['thanks', 'thank you', 'thx', 'ty', 'much appreciated', 'appreciate it', 'cheers'],
    ['شكرا', 'مشكور', 'مشكوره', 'مشكورين', 'يعطيك العافيه', 'يعطيكم العافيه', 'جزاك الله خير', 'جزاكم الله خير', 'ما قصرتوا', 'ما قصرتي', 'ما قصرت', 'تسلم', 'تسلمين', 'تسلمون', 'الله يعافيك'],
  )],
  ['bye', keywordMatcher(
    ['bye', 'goodbye', 'good bye', 'see you', 'take care', 'have a good day'],
    ['مع السلامه', 'في امان الله', 'باي', 'الله يحفظك', 'نشوفكم', 'يلا باي'],
  )],
  ['affirm', keywordMatcher(
    ['yes', 'yeah', 'yep', 'yup', 'sure', 'correct', 'right', 'exactly', 'that one', 'the first', 'first one', 'the first one'],
    ['ايه', 'ايوه', 'نعم', 'اكيد', 'صح', 'بالضبط', 'اي نعم', 'الاول', 'الاولي'],
  )],
  ['deny', keywordMatcher(
    ['no', 'nope', 'not that', 'neither', 'the other', 'the second', 'second one', 'the other one'],
    ['لا', 'لاء', 'مو هذا', 'مو كذا', 'ولا واحد', 'الثاني', 'الثانيه', 'الثانيه', 'غيره'],
  )],
];

/**
 * The dialogue acts of a normalised message: a greeting, thanks, a goodbye, a yes or a no
 * (which also picks the first or the second topic after 'Do you mean A or B?').
 *
 * @example
 * dialogueActs('thanks a lot, bye'); // ['thank', 'bye']
 */
export function dialogueActs(text: string): DialogueAct[] {
  return ACTS.filter(([, matches]) => matches(text)).map(([act]) => act);
}
