import { remembered } from '../text/remembered';
import { CITY_TABLE, findCity, normalizeText } from '../../../saudi';
import { parseNumbers } from '../text/parse-numbers';
import { GUEST_WORDS } from './slots/classify-number';
import { isQuestion } from './is-question';
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
 * contentWords('call me khalid', 'Khalid'); // []
 */
export function contentWords(text: string, name?: string): string[] {
  return [...(name ? readContentWords(text, name) : contentWordsOf(text))];
}

const contentWordsOf = remembered((text: string): readonly string[] => readContentWords(text));

function readContentWords(text: string, name?: string): string[] {
  text = withoutCourtesies(text);
  // Contact details, numbers and the visitor's name are details, whatever words they are written with.
  const contact = /\S@\S|\d{7,}/.test(text.replace(/[\s-]/g, ''));
  const question = isQuestion(text);
  let masked = text
    .replace(/(?<!\S)\S+@\S+/g, ' ')
    .replace(/\d+(?:st|nd|rd|th)(?![\p{L}])/gu, ' ')
    .replace(/\+?\d[\d\s\-().,]*/g, ' ')
    .replace(/(?<=\p{L})'s(?![\p{L}])/gu, '');
  if (name) masked = masked.replace(normalizeText(name), ' ');
  // The words of the occasion it names ('ليله حنا', 'henna night') are one detail.
  const event = extractEventMention(masked);
  if (event && !event.weak)
    masked = masked.slice(0, event.index) + ' '.repeat(event.end - event.index) + masked.slice(event.end);
  const words = masked.match(/[\p{L}']+/gu) ?? [];
  // Both words of a two-word city name ('al khobar', 'المدينة المنورة') are a detail.
  const inCity = new Set<number>();
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next && CITY_PAIRS.has(`${word} ${next}`.replace(/^(?:al|el) /, ''))) {
      inCity.add(index);
      inCity.add(index + 1);
    }
    if (next && (word === 'al' || word === 'el') && findCity(next)) inCity.add(index);
  });
  return words.filter((word, index) => {
    if (inCity.has(index)) return false;
    if (word.length < 2 || FILLER.has(word) || FILLER.has(bare(word))) return false;
    if (contact && (CONTACT.has(word) || CONTACT.has(bare(word)))) return false;
    if (!question && COURTESY.has(word)) return false;
    return !detailWord(word);
  });
}

/** Whether a word on its own names an event, a city, a month or a number ('wedding', 'jeddah', 'june', 'ميتين'): the same few hundred words come back in every message. */
const detailWord = remembered(
  (word: string) =>
    placeOrEvent(word) || namedMonth(word) !== undefined || parseNumbers(word).length > 0 || GUEST_WORDS(word),
  5_000,
);

/** Whether a word on its own names a city or an event; a word that only points to a wedding (the zaffa, the bride) also names what is wanted. */
const placeOrEvent = remembered((word: string) => {
  const event = extractEventMention(word);
  return Boolean(findCity(word) || (event && !event.weak));
}, 5_000);

/**
 * A normalised text without the words that name its event's details (the city, the occasion):
 * what it asks once 'in Jeddah' and 'for my son's birthday' are set aside.
 *
 * @example
 * withoutDetails('which hall suits 800 guests in jeddah?'); // 'which hall suits 800 guests in ?'
 */
export function withoutDetails(text: string): string {
  // The occasion's words together ('back from hajj', 'راجع من الحج'), then each word naming a place or an event.
  const event = extractEventMention(text);
  const rest = event && !event.weak ? text.slice(0, event.index) + text.slice(event.end) : text;
  return rest.replace(/[\p{L}']+/gu, (word) => (placeOrEvent(word) ? '' : word));
}

/** An Arabic word without the clitics glued to its front (و، ف، ب، ل، ال). */
function bare(word: string): string {
  return word.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?/u, '');
}

/**
 * A normalised text without its greetings, farewells and courtesy questions ('how are you?',
 * 'كيف حالك', 'ان شاء الله'), whose words mean something else alone (السلامة is also safety).
 *
 * @example
 * withoutCourtesies('hi, how are you?'); // 'hi,  ?'
 */
export function withoutCourtesies(text: string): string {
  return text.replace(COURTESIES, ' ');
}

/** Greetings and farewells whose words mean something else alone (السلامة is also safety). */
const COURTESIES =
  /(?<![\p{L}])(?:مع السلامه|في امان الله|السلام عليكم|وعليكم السلام|يعطيك العافيه|يعطيكم العافيه|الله يعافيك|جزاك الله خير|جزاكم الله خير|حمد الله علي السلامه|good morning|good evening|good afternoon|take care|how are you|how r u|how's it going|كيف حالك|كيف حالكم|كيف الحال|شلونك|شلونكم|ان شاء الله|انشاء الله|inshallah|insha allah|in sha allah)(?![\p{L}])/gu;

/** The two-word names of the city table, normalised ('المدينه المنوره', 'khamis mushait'). */
const CITY_PAIRS: ReadonlySet<string> = new Set(
  Object.values(CITY_TABLE)
    .flatMap((city) => [city.en, city.ar, ...city.spellings])
    .map((name) => normalizeText(name).replace(/-/g, ' '))
    .filter((name) => name.split(/\s+/).length === 2),
);

/** Courtesies, which a question uses in earnest ('is Taif cool in August?', 'is December good?'). */
// biome-ignore format: a word list reads best packed
const COURTESY: ReadonlySet<string> = new Set([
  'good', 'evening', 'sounds', 'cool', 'great', 'perfect', 'nice', 'awesome', 'fine', 'alright', 'sure',
  'حلو', 'زين', 'ممتاز', 'تمام',
]);

/** The words around a phone or an email the visitor gives ('my number is…', 'ايميلي'). */
// biome-ignore format: a word list reads best packed
const CONTACT: ReadonlySet<string> = new Set([
  'email', 'e-mail', 'mail', 'number', 'mobile', 'phone', 'whatsapp', 'call', 'reach', 'contact', 'text', 'me',
  'رقمي', 'رقم', 'جوالي', 'جوال', 'ايميلي', 'ايميل', 'واتساب', 'واتسابي', 'تلفوني', 'كلموني', 'اتصلوا', 'تواصلوا',
]);

// biome-ignore format: a word list reads best packed
const FILLER: ReadonlySet<string> = new Set([
  // The words of a date ('the second day of eid al-fitr, wednesday 10 march', 'اول يوم عيد الاضحي الاحد').
  'day', 'days', 'first', 'second', 'third', 'fourth', 'eid', 'fitr', 'al-fitr', 'adha', 'al-adha', 'sunday', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'يوم', 'اول', 'ثاني', 'ثالث', 'رابع', 'الفطر', 'الاضحي',
  'الاحد', 'الاثنين', 'الثلاثاء', 'الاربعاء', 'الخميس', 'الجمعه', 'السبت',
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
  'تسوون', 'نسوي', 'اسوي', 'معك', 'معاك', 'معكم', 'عند', 'كل', 'شي', 'شيء', 'اي', 'زين', 'تمام', 'مناسبه', 'فعاليه', 'حفل', 'حفله',
  'لنا', 'لي', 'يا', 'طيب', 'الله', 'لكم', 'حقكم', 'حقنا', 'السلام', 'عليكم', 'مرحبا', 'هلا', 'اهلا', 'شكرا',
  'تقريبا', 'حوالي', 'ضيف', 'ضيوف', 'شخص', 'اشخاص', 'نفر', 'ميزانيه', 'ميزانيتنا', 'ميزانيتي', 'ريال', 'الف',
  'تاريخ', 'شهر', 'الجاي', 'القادم', 'سنه', 'اسبوع', 'ولدي', 'بنتي', 'اختي', 'اخوي', 'امي', 'ابوي', 'اهل', 'عايله',
  'اطفال', 'عيال', 'بزران', 'رجال', 'حريم', 'نساء', 'بنات', 'موظف', 'موظفين', 'لا', 'ايه', 'نعم', 'اكيد', 'قصدي',
  'تراه', 'صار', 'صارت', 'صاروا', 'غيرنا', 'رأينا', 'رينا', 'خلها', 'بتكون', 'راح', 'بيكون', 'يكون', 'تكون',
  'الله', 'يعطيك', 'العافيه', 'لو', 'سمحت', 'عشان', 'علشان', 'حق', 'حقت', 'لـ', 'بدل', 'عدد', 'العدد',
  // Words around a detail given ('max 30k', 'two days') and courtesies.
  'max', 'maximum', 'min', 'minimum',
  'day', 'days', 'weeks', 'months', 'after', 'before', 'until', 'morning', 'afternoon', 'wait', 'all', "that's",
  "i'll", "we'll", 'will', 'let', 'think', 'discuss', 'first', 'later', 'lot', 'much', 'so', 'noted', 'bye',
  'goodbye', 'mr', 'mrs', 'ms', 'name', 'names', "name's", 'called', 'turns', 'old', 'he', 'she', 'him', 'them', 'there',
  'yeah', 'yep', 'nope', 'hmm', 'ah', 'oh', 'well', 'then', 'still', 'again', 'back', 'reply', 'replies',
  'بحدود', 'حدود', 'عفوا', 'مو', 'مب', 'بعد', 'قبل', 'يوم',
  'يومين', 'ايام', 'اسبوعين', 'اسابيع', 'شهرين', 'اشهر', 'الصبح', 'مساء', 'صباح', 'الخير', 'النور', 'اوكي',
  'ابشر', 'تم', 'خلاص', 'ماشي', 'انتظر', 'ننتظر', 'بنتظر', 'اتصالكم', 'ردكم', 'بفكر',
  'افكر', 'اشاور', 'بشاور', 'اول', 'مشكور', 'مشكورين', 'يعطيكم', 'قصرتوا', 'قصرتي', 'ما', 'اسمي', 'الاسم',
  // Where the one celebrated studies or works: a detail of the occasion.
  'university', 'college', 'school', 'high', 'kindergarten', 'work', 'job', 'جامعه', 'الجامعه', 'الثانوي',
  'الثانويه', 'المدرسه', 'مدرسه', 'الابتدائي', 'المتوسط', 'روضه', 'الروضه', 'الكليه', 'كليه', 'الشغل',
  'al', 'el', 'between', 'organising', 'organizing', 'arranging', 'holding', 'throwing', 'celebrating', 'sunday',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'tomorrow', 'today', 'tonight', 'weekend',
  'الموعد', 'موعد', 'التاريخ', 'اخطط', 'نخطط', 'مخططين', 'الاحد', 'الاثنين', 'الثلاثاء', 'الاربعاء', 'الخميس',
  'الجمعه', 'السبت', 'بكره', 'بكرا', 'اليوم', 'الليله', 'تخطيط', 'تنظيم', 'ترتيب', 'تنسيق', 'تجهيز', 'انظم', 'ننظم',
  'نرتب', 'ارتب', 'نجهز', 'اجهز', 'اقامه', 'نقيم', 'اقيم', 'احتفال',
  'its', 'sons', 'daughters', 'alaikum', 'alaykum', 'ramadan', 'eid', 'dinner', 'lunch', 'layla', 'عددنا', 'عددهم',
  'عشاء', 'عشا', 'غدا', 'غداء', 'ليلى', 'اهلي', 'ارد', 'اردلك', 'اردلكم', 'رمضان', 'العيد', 'عيد', 'يابوي',
  // Who the event is for and who comes, and how sure a count is: details, not a need.
  'cousin', 'cousins', 'uncle', 'aunt', 'aunts', 'niece', 'nephew', 'grandma', 'grandmother', 'grandpa',
  'grandfather', 'grandparents', 'mum', 'mom', 'dad', 'parents', 'relatives', 'in-laws', 'side', 'sides', 'whole',
  'girls', 'boys', 'moms', 'mums', 'mothers', 'fathers', 'dads', 'adults', 'gents', 'امهات', 'امهاتهم', 'شباب', 'اولاد',
  'fiance', 'fiancee', 'couple', 'more', 'less', 'bit', 'little', 'few', 'or', 'so', 'plus', 'minus', 'total',
  'اكثر', 'اقل', 'شوي', 'شوية', 'شويه', 'زوجتي', 'زوجي', 'عيالي', 'خالتي', 'عمتي', 'خالي', 'عمي', 'جدتي', 'جدي',
  'خالاتها', 'خالاته', 'عماتها', 'اهلها', 'اهله', 'ولد', 'بنت', 'ام', 'ابو', 'الكل', 'كلهم', 'بالكثير', 'تقريبا',
  // Wanting the event itself, and how big it feels: 'a small graduation thing', 'ابي احجز ملكة'.
  'small', 'big', 'little', 'thing', 'something', 'book', 'booking', 'reserve', 'احجز', 'نحجز', 'بحجز', 'حجز',
  // When in the month, and the hour: a date's words.
  'early', 'mid', 'late', 'end', 'beginning', 'start', 'middle', 'pm', 'am', 'btw', 'company', 'our', 'family',
  'بدايه', 'اول', 'اخر', 'نص', 'منتصف', 'نهايه', 'اواخر', 'اوايل', 'العصر', 'المغرب', 'العشا', 'الظهر', 'الساعه',
  'summer', 'winter', 'spring', 'autumn', 'fall', 'الصيف', 'الشتاء', 'الشتا', 'الربيع', 'الخريف', 'صيف', 'شتاء',
  // Ordinals: the fifth birthday, the tenth anniversary.
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'twentieth',
  'thirtieth', 'fiftieth', 'الاول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع',
  'العاشر', 'العشرين', 'الخمسين', 'الاولي', 'الثانيه', 'الثالثه', 'الرابعه', 'الخامسه', 'العاشره',
]);
