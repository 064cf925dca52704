import { findCity } from '../../../saudi';
import { parseNumbers } from '../text/parse-numbers';
import { extractEventMention } from './slots/extract-occasion';
import { namedMonth } from './slots/named-month';

/**
 * The words of a normalised text that say what the visitor wants to know or have, beyond the
 * details of their event (its kind, count, city, month), the courtesies and the words every
 * sentence needs. 'wedding in riyadh, around 200 guests' has none: it only informs. 'we want a
 * theme, something like 1001 nights' has 'theme' and 'nights'.
 *
 * @example
 * contentWords('hi, wedding in riyadh, around 200 guests'); // []
 * contentWords('do you do kosha'); // ['kosha']
 */
export function contentWords(text: string): string[] {
  return (text.match(/[\p{L}']+/gu) ?? []).filter((word) => {
    if (word.length < 2 || FILLER.has(word) || FILLER.has(bare(word))) return false;
    return !extractEventMention(word) && !findCity(word) && !namedMonth(word) && parseNumbers(word).length === 0;
  });
}

/** An Arabic word without the clitics glued to its front (و، ف، ب، ل، ال). */
function bare(word: string): string {
  return word.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?/u, '');
}

// biome-ignore format: a word list reads best packed
const FILLER: ReadonlySet<string> = new Set([
  // English: question words, auxiliaries, pronouns, articles, prepositions, courtesies, and the nouns of a lead's details.
  'what', 'whats', "what's", 'which', 'when', 'where', 'who', 'why', 'how', 'is', 'are', 'am', 'was', 'were', 'be',
  'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'shall', 'may', 'might', 'must', 'have', 'has',
  'had', 'i', "i'm", 'im', 'me', 'my', 'we', "we're", 'our', 'us', 'you', 'your', 'u', 'it', "it's", 'its', 'they',
  'them', 'their', 'a', 'an', 'the', 'this', 'that', 'these', 'those', 'and', 'or', 'but', 'if', 'so', 'to', 'of',
  'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'any', 'some', 'also', 'too', 'please', 'pls', 'plz',
  'there', 'here', 'not', 'no', 'yes', 'ok', 'okay', 'hi', 'hello', 'hey', 'thanks', 'thank', 'like', 'want',
  'need', 'needs', 'get', 'got', 'organise', 'organize', 'plan', 'planning', 'arrange', 'doing', 'do', 'having',
  'host', 'hosting', 'make', 'help', 'party', 'parties', 'event', 'events', 'celebration', 'around', 'about',
  'approximately', 'roughly', 'maybe', 'guests', 'guest', 'people', 'persons', 'pax', 'ppl', 'attendees',
  'budget', 'riyals', 'sar', 'sr', 'date', 'city', 'next', 'month', 'year', 'week', 'our', 'for', 'his', 'her',
  'son', 'daughter', 'sister', 'brother', 'mother', 'father', 'wife', 'husband', 'family', 'kids', 'children',
  'friends', 'just', 'only', 'really', 'very', 'actually', 'sorry', 'salam', 'dear', 'team', 'guys', 'going',
  'gonna', 'wanna', 'would', 'love', 'interested', 'looking', 'think', 'thinking', 'k', 'thousand', 'staff',
  'employees', 'ladies', 'men', 'women', 'then', 'now', 'instead', 'change', 'changed', 'plans', 'plan', 'it',
  // Arabic: the same, Gulf and Modern Standard.
  'هل', 'كم', 'كيف', 'متي', 'امتي', 'وين', 'فين', 'ايش', 'وش', 'شو', 'ليش', 'مين', 'ماذا', 'لماذا', 'ما', 'من',
  'في', 'علي', 'الي', 'عن', 'مع', 'او', 'ان', 'انا', 'احنا', 'نحن', 'حنا', 'انت', 'انتم', 'انتي', 'هو', 'هي', 'هذا',
  'هذه', 'هذي', 'ذلك', 'اللي', 'الذي', 'التي', 'ممكن', 'يمكن', 'نقدر', 'تقدرون', 'اقدر', 'عندكم', 'عندنا', 'عندي',
  'فيه', 'لو', 'اذا', 'بس', 'يعني', 'لازم', 'نبي', 'ابي', 'ابغي', 'نبغي', 'ابغا', 'ودي', 'حاب', 'حابه', 'نبغا',
  'تسوون', 'نسوي', 'اسوي', 'عند', 'كل', 'شي', 'شيء', 'اي', 'زين', 'تمام', 'مناسبه', 'فعاليه', 'حفل', 'حفله',
  'لنا', 'لي', 'يا', 'طيب', 'الله', 'لكم', 'حقكم', 'حقنا', 'السلام', 'عليكم', 'مرحبا', 'هلا', 'اهلا', 'شكرا',
  'تقريبا', 'حوالي', 'ضيف', 'ضيوف', 'شخص', 'اشخاص', 'نفر', 'ميزانيه', 'ميزانيتنا', 'ميزانيتي', 'ريال', 'الف',
  'تاريخ', 'شهر', 'الجاي', 'القادم', 'سنه', 'اسبوع', 'ولدي', 'بنتي', 'اختي', 'اخوي', 'امي', 'ابوي', 'اهل', 'عايله',
  'اطفال', 'عيال', 'بزران', 'رجال', 'حريم', 'نساء', 'بنات', 'موظف', 'موظفين', 'لا', 'ايه', 'نعم', 'اكيد', 'قصدي',
  'تراه', 'صار', 'صارت', 'صاروا', 'غيرنا', 'رأينا', 'رينا', 'خلها', 'بتكون', 'راح', 'بيكون', 'يكون', 'تكون',
  'الله', 'يعطيك', 'العافيه', 'لو', 'سمحت', 'عشان', 'علشان', 'حق', 'حقت', 'لـ', 'بدل', 'عدد', 'العدد',
]);
