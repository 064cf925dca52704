import { CITY_TABLE, normalizeText } from '../../../saudi';

/**
 * The terms a text is searched by: normalised (normalizeText: Arabic letter forms folded, digits
 * in ASCII), split into words, the words that carry no topic dropped, and each word stemmed
 * lightly (English endings, Arabic clitics and endings), so 'cancelled' meets 'cancel' and
 * 'والعربون' meets 'عربون'. Numbers are not terms: they are the visitor's details.
 *
 * @example
 * knowledgeTerms('Do you take deposits?'); // ['take', 'deposit']
 * knowledgeTerms('كم العربون؟');           // ['عربون']
 */
export function knowledgeTerms(text: string): string[] {
  const terms: string[] = [];
  // 'عيد ميلاد' is a birthday (an event type), not Eid.
  const plain = normalizeText(text).replace(/\S*عيد\s+(?:ال)?ميلاد\S*/gu, ' ');
  for (const word of plain.split(/[^\p{L}']+/u)) {
    const bare = word.replace(/'s$|'/g, '');
    // 'وهل', 'فكم': a stopword with 'and' or 'so' glued on is still one.
    if (bare.length < 2 || STOPWORDS.has(bare) || (/^[وفلب]/.test(bare) && STOPWORDS.has(bare.slice(1)))) continue;
    if (CITY_WORDS.has(bare)) continue;
    const stem = /[a-z]/.test(bare) ? stemEnglish(bare) : stemArabic(bare);
    if (stem.length >= 2 && !STOPWORDS.has(stem)) terms.push(stem);
  }
  return terms;
}

/** City names are a detail of the visitor's event, never what a question is about. */
const CITY_WORDS: ReadonlySet<string> = new Set(
  Object.values(CITY_TABLE).flatMap((city) =>
    [city.en, city.ar, ...city.spellings].flatMap((name) => {
      const words = normalizeText(name)
        .split(/[^\p{L}']+/u)
        .filter(Boolean);
      // 'الرياض' is also read as 'بالرياض' and 'للرياض': the clitics go with it.
      return words.flatMap((word) => [word, ...['ب', 'ل', 'و', 'في'].map((clitic) => `${clitic}${word}`)]);
    }),
  ),
);

function stemEnglish(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const ending of [
    'ations',
    'ation',
    'ates',
    'ate',
    'ments',
    'ment',
    'ings',
    'ing',
    'ers',
    'er',
    'ed',
    'es',
    'ly',
    's',
  ]) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) {
      const stem = word.slice(0, -ending.length);
      // 'cancelled' → 'cancell' → 'cancel'; 'planning' → 'plann' → 'plan'.
      return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
    }
  }
  return word;
}

/** Light Arabic stemming: the article and the clitics before it, then plural and pronoun endings. */
function stemArabic(word: string): string {
  let stem = word;
  const prefix = ARABIC_PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= 3);
  if (prefix) stem = stem.slice(prefix.length);
  const suffix = ARABIC_SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= 3);
  if (suffix) stem = stem.slice(0, -suffix.length);
  return stem;
}

// Longest first: 'وبال' before 'وال' before 'ال'. 'و' and 'ب' alone only before a long word.
const ARABIC_PREFIXES = ['وبال', 'وكال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'وب', 'ول', 'و', 'ب', 'ل'];
const ARABIC_SUFFIXES = ['يات', 'تها', 'ات', 'ين', 'ون', 'كم', 'هم', 'ها', 'نا', 'يه', 'ته', 'ه', 'ي'];

// biome-ignore format: a word list reads best packed
const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'as',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should',
  'shall', 'may', 'might', 'must', 'have', 'has', 'had', 'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'it', 'its',
  'they', 'them', 'their', 'he', 'she', 'his', 'her', 'this', 'that', 'these', 'those', 'there', 'here', 'what',
  'which', 'who', 'whom', 'how', 'when', 'where', 'why', 'any', 'some', 'so', 'also', 'too', 'very', 'just', 'please',
  'hi', 'hello', 'thanks', 'thank', 'ok', 'okay', 'yes', 'no', 'not', 'all', 'up', 'out', 'into', 'than', 'then',
  'like', 'want', 'wanted', 'need', 'needs', 'get', 'got', 'let', 'know', 'tell', 'am', 'im', 'don', 'doesn', 'ur',
  'guys', 'one', 'other', 'more', 'much', 'many', 'really', 'still', 'kind', 'sort', 'thing', 'things', 'event',
  'events', 'our', 'yours', 'll', 've', 're', 'd', 's', 't', 'ask', 'asked', 'take', 'taking', 'together', 'anything',
  'something', 'stuff', 'come', 'coming', 'go', 'use', 'make', 'doing', 'give', 'bring', 'possible', 'usually', 'until',
  // What a question asks about a topic (its price) or the occasion it is for, not the topic itself.
  'price', 'prices', 'cost', 'costs', 'charge', 'rate', 'rates', 'wedding', 'weddings', 'party', 'parties',
  'cousin', 'aunt', 'uncle', 'father', 'mother', 'dad', 'mom', 'mum', 'son', 'daughter', 'sister', 'brother', 'wife',
  'husband', 'problem', 'issue', 'birthday', 'pax', 'suggest', 'recommend',
  'advise', 'ideas', 'idea', 'around', 'approximately', 'roughly', 'plan', 'planning', 'planned', 'organise', 'organize',
  'organising', 'organizing', 'arrange', 'corporate', 'company', 'celebration', 'celebrations', 'celebrate',
  'celebrating', 'celebr', 'occasion', 'occasions',
  'till', 'everything', 'someone', 'anyone', 'able', 'okay', 'sure', 'fine', 'guy', 'lot', 'lots', 'maybe',
  'في', 'من', 'على', 'الى', 'عن', 'مع', 'هل', 'ما', 'ماذا', 'كيف', 'كم', 'متى', 'وين', 'اين', 'ايش', 'وش', 'شو', 'لو',
  'او', 'ام', 'ان', 'انا', 'احنا', 'نحن', 'انتم', 'انتو', 'هو', 'هي', 'هذا', 'هذي', 'هذه', 'ذلك', 'تلك', 'اللي', 'الذي',
  'التي', 'عند', 'عندكم', 'عندنا', 'عندي', 'لكم', 'لنا', 'لي', 'فيه', 'فيها', 'بس', 'يعني', 'طيب', 'كذا', 'برضو',
  'ايضا', 'كمان', 'بعد', 'قبل', 'كل', 'اي', 'ابي', 'ابغى', 'ابغي', 'نبي', 'نبغى', 'نبغي', 'تقدرون', 'ممكن', 'لا', 'نعم',
  'اذا', 'يا', 'ولا', 'لان', 'حق', 'حقت', 'حقنا', 'حقكم', 'شي', 'شيء', 'مره', 'جدا', 'مرحبا', 'السلام', 'عليكم', 'شكرا',
  'فعاليه', 'مناسبه', 'مناسبات', 'المناسبه', 'الفعاليه', 'ينفع', 'يصير', 'يجي', 'تجون', 'منكم', 'بيننا', 'معنا',
  'معاكم', 'بيكون', 'يكون', 'تكون', 'احد', 'نحتفل', 'تاخذون', 'توفرون', 'تسوون', 'نسوي', 'ناخذ', 'اختي', 'اخوي', 'اخوك', 'امي', 'ابوي', 'زوجتي', 'زوجي', 'عادي',
  'ميلاد', 'شخص', 'اشخاص', 'تقريبا', 'حوالي', 'تنصحوني', 'تنصحون', 'تنصحني', 'تقترحون', 'افكار',
  'بنتي', 'ولدي', 'ابني', 'تخطيط', 'اخطط', 'نخطط', 'تنظيم', 'شركه', 'شركات', 'فعاليات', 'احتفال', 'نحتفل',
  'سعر', 'اسعار', 'بكم', 'يكلف', 'تكلف', 'تكلفه', 'حفل', 'حفله', 'حفلات', 'زواج', 'زفاف', 'عرس',
]);
