import type { EventType } from '../../contracts/common';

/**
 * Words that name an event type, normalised (normalizeText). Arabic stems match with the
 * article and clitics in front (حفل الزفاف, لعرس) and suffixes after (ملكتي, زواجنا).
 * Engagement, milka and zaffa are weddings; launches, galas and team days corporate;
 * festivals, exhibitions and the national day cultural (the company's own grouping).
 */
const EVENT_NOUNS_EN = 'event|events|evening|night|festival|programme|program|show|day|celebration|gathering|activity';
const EVENT_NOUNS_AR = 'فعاليه|فعاليات|امسيه|حفل|حفله|مهرجان|برنامج|ليله|نشاط|ملتقي|يوم';
const CULTURAL_EN = ['cultural', 'heritage'];
const CULTURAL_AR = ['ثقافي', 'تراثي'];
const CULTURAL_EVENT_EN = `(?:${CULTURAL_EN.join('|')}) (?:${EVENT_NOUNS_EN})`;
const CULTURAL_EVENT_AR = `(?:${EVENT_NOUNS_AR}) (?:ال)?(?:${CULTURAL_AR.map((word) => `${word}|${word}ه`).join('|')})`;

const KEYWORDS: Record<EventType, { en: string[]; ar: string[] }> = {
  wedding: {
    en: [
      'wedding',
      'weddings',
      'marriage',
      'engagement',
      'milka',
      'milkah',
      'melka',
      'zaffa',
      'zaffah',
      'zafa',
      'nikah',
      'henna night',
      'bride',
      'groom',
      'bridal',
    ],
    ar: ['زفاف', 'زواج', 'عرس', 'اعراس', 'ملكه', 'ملكت', 'خطوبه', 'زفه', 'حنه', 'حناء', 'عروس', 'عريس', 'عقد قران'],
  },
  corporate: {
    en: [
      'corporate',
      'company event',
      'company party',
      'conference',
      'summit',
      'product launch',
      'launch',
      'gala',
      'team day',
      'team building',
      'team-building',
      'offsite',
      'seminar',
      'workshop',
      'business event',
      'annual meeting',
      'award ceremony',
      'awards night',
      'forum',
      'symposium',
      'convention',
      'hackathon',
      'town hall',
      'townhall',
      'kick-off',
      'kickoff',
      'training day',
      'staff party',
      'staff dinner',
      'company dinner',
      'company lunch',
      'employee dinner',
      'employees dinner',
      'trade exhibition',
      'trade show',
      'trade fair',
      'b2b exhibition',
      'business dinner',
      'networking event',
      'our company',
      'my company',
      'for the company',
      'our staff',
      'our employees',
      'our team',
    ],
    ar: [
      'موتمر',
      'معرض تجاري',
      'معارض تجاريه',
      'عشاء موظفين',
      'عشاء الموظفين',
      'اطلاق',
      'حفل شركه',
      'حفله شركه',
      'فعاليه شركه',
      'شركه',
      'شركتنا',
      'شركات',
      'قمه',
      'ملتقي',
      'ندوه',
      'ورشه',
      'تدشين',
      'حفل تكريم',
      'يوم الفريق',
      'بناء الفريق',
      'منتدي',
      'ندوات',
      'ورش',
      'ورشه عمل',
      'ملتقيات',
      'اجتماع عمل',
      'حفل موظفين',
      'حفله موظفين',
      'دوره تدريبيه',
    ],
  },
  birthday: {
    en: ['birthday', 'bday', 'b-day', 'birth day'],
    ar: ['عيد ميلاد', 'ميلاد'],
  },
  cultural: {
    // 'Cultural' and 'heritage' are adjectives: an event only with the noun ('a cultural evening', not 'cultural do's').
    en: [CULTURAL_EVENT_EN, 'festival', 'exhibition', 'expo', 'national day', 'founding day', 'art show'],
    ar: [CULTURAL_EVENT_AR, 'مهرجان', 'معرض', 'اليوم الوطني', 'يوم التاسيس', 'فلكلور'],
  },
  other: {
    en: [
      'graduation',
      'baby shower',
      'anniversary',
      'reunion',
      'retirement',
      'family gathering',
      'family dinner',
      'gathering',
      'dinner party',
      'iftar',
      'suhoor',
    ],
    ar: [
      'تخرج',
      'مولود',
      'عقيقه',
      'ذكري زواج',
      'تقاعد',
      'لمه عايليه',
      'اجتماع عايلي',
      'افطار',
      'سحور',
      'غبقه',
      'عزيمه',
      'سهره',
      'عزومه',
    ],
  },
};

const B = '(?<![\\p{L}\\p{N}])';
const AR_CLITICS = '(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?';

/**
 * Literals the word cannot match without, one of them at least: a cheap prefilter, since most
 * messages name no event or one. A pattern's are its adjective's (a cultural evening).
 */
const PATTERN_CORES: Record<string, readonly string[]> = {
  [CULTURAL_EVENT_EN]: CULTURAL_EN,
  [CULTURAL_EVENT_AR]: CULTURAL_AR,
};
const coresOf = (word: string) => PATTERN_CORES[word] ?? (/[\\^$.*+?()[\]{}|]/.test(word) ? [] : [word]);

const PATTERNS: { type: EventType; pattern: RegExp; cores: readonly string[] }[] = Object.entries(KEYWORDS).flatMap(
  ([type, words]) => [
    ...words.en.map((word) => ({
      type: type as EventType,
      cores: coresOf(word),
      pattern: new RegExp(`${B}${word}(?![\\p{L}])`, 'u'),
    })),
    ...words.ar.map((word) => ({
      type: type as EventType,
      cores: coresOf(word),
      pattern: new RegExp(`${B}${AR_CLITICS}${word}(?:ي|نا|ه|ها|هم|كم|تي|تنا|ات)?(?![\\p{L}])`, 'u'),
    })),
  ],
);

/**
 * The event type named first in a normalised text: wedding, corporate, birthday, cultural or other.
 * A wedding word beats a later corporate one ('our company's wedding hall' is rare; 'a wedding' is not).
 *
 * @example
 * extractEventType('ملكة اختي الشهر الجاي'); // 'wedding'
 * extractEventType('a product launch in Riyadh'); // 'corporate'
 */
export function extractEventType(text: string): EventType | undefined {
  return extractEventMention(text)?.type;
}

/**
 * The event named first in a normalised text and the words that named it ('graduation party' →
 * other, 'graduation'): the planner reads the words of an 'other' event to price its kind.
 *
 * @example
 * extractEventMention('a graduation party for my son'); // { type: 'other', words: 'graduation' }
 */
export function extractEventMention(text: string): { type: EventType; words: string } | undefined {
  let best: { type: EventType; index: number; words: string } | undefined;
  for (const { type, pattern, cores } of PATTERNS) {
    if (cores.length > 0 && !cores.some((core) => text.includes(core))) continue;
    const match = pattern.exec(text);
    if (!match) continue;
    // An occasion of no set type (an iftar, a dinner) is the kind a business or family word names
    // anywhere in the message: 'an iftar for our company' is corporate.
    const better =
      !best || (best.type === 'other') !== (type === 'other') ? type !== 'other' : match.index < best.index;
    if (!best || better) best = { type, index: match.index, words: match[0] };
  }
  return best && { type: best.type, words: best.words };
}
