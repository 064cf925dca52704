import { keywordMatcher } from '../text/keyword-matcher';
import { contentWords, withoutCourtesies } from './content-words';
import { isQuestion } from './is-question';
import { extractEventMention } from './slots/extract-occasion';

/** A visitor asking for something without a question: 'we need…', 'نبي…'. */
/** Greeting words, which make no question of a courtesy ('hi, how are you?'). */
const GREETINGS = /(?<![\p{L}])(?:hi|hello|hey|salam|hala|هلا|مرحبا|اهلا|اهلين|حياك|يا|ليلي|layla)(?![\p{L}])/gu;

export const isRequest = keywordMatcher(
  ['need', 'want', 'looking for', 'would like', "we'd like", 'interested in', 'help', 'can you', 'do you'],
  [
    'نبي',
    'ابي',
    'ابغي',
    'ابغا',
    'نبغي',
    'نبغا',
    'ودي',
    'ودنا',
    'محتاج',
    'محتاجين',
    'نحتاج',
    'احتاج',
    'تقدرون',
    'تسوون',
  ],
);

/**
 * Whether a normalised part of a message (whose writer gave `name`, if any) asks something the
 * classifier should place: it has
 * words beyond the details of the event and the courtesies (content-words.ts), or it asks or
 * requests about an occasion it names ('can you do an aqiqah?'); otherwise it only tells what the
 * event is ('تخرج بنتي من الجامعة', 'wedding in riyadh, 200 guests') or is a courtesy. A
 * question of only question words ('how much?', 'كم؟') asks about the event so far.
 *
 * @example
 * asksSomething('we are planning an aqeeqa for our son, can you help'); // true
 * asksSomething('its for my sons graduation'); // false
 */
export function asksSomething(text: string, name?: string): boolean {
  const part = withoutCourtesies(text);
  if (contentWords(part, name).length > 0) return true;
  // 'how much would that be?', 'كم؟': a question of question words asks about the event so far.
  if (isQuestion(part) && !extractEventMention(part)?.occasion) {
    return /\p{L}{2,}/u.test(part.replace(GREETINGS, ' '));
  }
  // Naming the occasion without asking is telling what the event is ('تخرج بنتي من الجامعة').
  return Boolean(extractEventMention(part)?.occasion) && (isQuestion(part) || isRequest(part));
}
