import { findCity } from '../../saudi';
import { extractEventType } from './extract-event-type';

/**
 * The words of a normalised question that neither ask (what, can you, هل, تقدرون), nor link
 * (the, for, في), nor name an event type, a city or a number: what the visitor wants to know
 * beyond the event itself. 'Do you do weddings?' leaves none; 'Can the bride arrive on a horse?'
 * leaves 'arrive' and 'horse'.
 *
 * @example
 * unexplainedWords('can the bride arrive on a horse?'); // ['arrive', 'horse']
 */
export function unexplainedWords(text: string): string[] {
  return (text.match(/[\p{L}']+/gu) ?? []).filter(
    (word) =>
      word.length > 1 &&
      !FUNCTION_WORDS.has(word) &&
      !FUNCTION_WORDS.has(bare(word)) &&
      !extractEventType(word) &&
      !findCity(word),
  );
}

/** An Arabic word without the clitics glued to its front (و، ف، ب، ل، ال). */
function bare(word: string): string {
  return word.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?/u, '');
}

// biome-ignore format: a word list reads best packed
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  // English: question words, auxiliaries, pronouns, articles, prepositions, and the verbs of asking for a service.
  'what', 'whats', "what's", 'which', 'when', 'where', 'who', 'why', 'how', 'is', 'are', 'am', 'was', 'were', 'be',
  'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'shall', 'may', 'might', 'must', 'have', 'has',
  'had', 'i', "i'm", 'im', 'me', 'my', 'we', "we're", 'our', 'us', 'you', 'your', 'u', 'it', "it's", 'its', 'they',
  'them', 'their', 'a', 'an', 'the', 'this', 'that', 'these', 'those', 'and', 'or', 'but', 'if', 'so', 'to', 'of',
  'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'any', 'some', 'also', 'too', 'please', 'pls', 'plz',
  'there', 'here', 'not', 'no', 'yes', 'ok', 'okay', 'hi', 'hello', 'hey', 'thanks', 'thank', 'like', 'want',
  'need', 'needs', 'get', 'got', 'organise', 'organize', 'organising', 'organizing', 'plan', 'planning', 'arrange',
  'handle', 'offer', 'provide', 'run', 'host', 'make', 'help', 'possible', 'party', 'parties', 'event', 'events',
  'one', 'ones', 'kind', 'type', 'such', 'things', 'thing', 'something', 'anything', 'really', 'just', 'still',
  // Arabic: the same, Gulf and Modern Standard.
  'هل', 'كم', 'كيف', 'متي', 'امتي', 'وين', 'فين', 'ايش', 'وش', 'شو', 'ليش', 'مين', 'ماذا', 'لماذا', 'ما', 'من',
  'في', 'علي', 'الي', 'عن', 'مع', 'او', 'ان', 'انا', 'احنا', 'نحن', 'حنا', 'انت', 'انتم', 'انتي', 'هو', 'هي', 'هذا',
  'هذه', 'هذي', 'ذلك', 'اللي', 'الذي', 'التي', 'ممكن', 'يمكن', 'نقدر', 'تقدرون', 'اقدر', 'عندكم', 'عندنا', 'عندي',
  'فيه', 'في', 'لو', 'اذا', 'بس', 'يعني', 'لازم', 'نبي', 'ابي', 'ابغي', 'نبغي', 'ابغا', 'ودي', 'حاب', 'حابه',
  'تسوون', 'تنظمون', 'توفرون', 'تقدمون', 'تجيبون', 'تسون', 'نسوي', 'نسويها', 'عند', 'كل', 'شي', 'شيء', 'اي', 'قبل',
  'بعد', 'زين', 'تمام', 'مناسبه', 'فعاليه', 'حفل', 'حفله', 'لنا', 'لي', 'يا', 'طيب', 'الله', 'لكم', 'حقكم', 'حقنا',
]);
