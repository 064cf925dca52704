import { remembered } from '../../text/remembered';
import type { EventType } from '../../../../contracts/common';
import type { Occasion } from '../../../../contracts/constants';

/** What a message names the event as: the planner's kind, and the occasion as said when it is one. */
export interface EventMention {
  eventType: EventType;
  occasion?: Occasion;
  /** Named only by a word that points to it (the bride, the zaffa): a weaker reading than its name. */
  weak?: boolean;
  /** Where it was named, so the first named wins in a message that names two. */
  index: number;
  /** Where its words end. */
  end: number;
}

const EVENT_NOUNS_EN = 'event|events|evening|night|festival|programme|program|show|day|celebration|gathering|activity';
const EVENT_NOUNS_AR = 'فعاليه|فعاليات|امسيه|حفل|حفله|مهرجان|برنامج|ليله|نشاط|ملتقي|يوم';
const CULTURAL_EVENT_EN = `(?:cultural|heritage|folklore|traditional) (?:${EVENT_NOUNS_EN})`;
const CULTURAL_EVENT_AR = `(?:${EVENT_NOUNS_AR}) (?:ال)?(?:ثقافي|ثقافيه|تراثي|تراثيه|شعبي|شعبيه)`;

/** An eid gathering however it is put: 'eid lunch', 'a get-together for eid al adha', 'عزومة العيد', 'غدا عيد الاضحى'. */
const EID_EN =
  'eid (?:al[- ]?(?:fitr|adha) )?(?:gathering|get[- ]?together|party|lunch|breakfast|dinner|celebration|reception|open house)|(?:gathering|get[- ]?together|party|lunch|breakfast|dinner|celebration|reception|open house) (?:for|on|at|during) (?:the )?eid|(?:every|each|this|for|on) eid(?: al[- ]?(?:fitr|adha))?,? (?:\\w+ ){0,4}(?:gets? together|gather|meets?|comes? together)';
const EID_AR =
  '(?:(?:لمه|لمة|تجمع|اجتماع|عزيمه|عزومه|غدا|غداء|فطور|عشا|عشاء|حفله|حفل|جمعه|استقبال|قهوه)\\s+(?:ال)?عيد|(?:نجتمع|نتجمع|نلتم|نتلم|نجتمع كلنا)\\s+(?:في|ب)\\s*(?:ال)?عيد|كل\\s+عيد\\s+(?:نجتمع|نتجمع|نلتم|نتلم|نجمع|يجتمعون|يجون)|(?:جمعه|لمه|تجمع|عزيمه|غدا|غداء|عشا|عشاء)\\s+(?:\\p{L}+\\s+){1,4}(?:في|ب)\\s*(?:ال)?عيد)(?!\\s+ميلاد)';

/**
 * Words (normalised, see normalizeText) that name an occasion, with its kind for the planner.
 * Arabic words match with clitics in front (لعقيقه, بالملكه) and endings after (ملكتي, زواجنا).
 * Engagement, milka and henna night are weddings to the planner; launches and galas corporate;
 * festivals, exhibitions and the national days cultural; the family's own occasions 'other'.
 */
// biome-ignore format: a table reads best packed
const OCCASION_WORDS: readonly (readonly [Occasion, EventType, readonly string[], readonly string[]])[] = [
  ['henna-night', 'wedding', ['henna night', 'henna party', 'henna'], ['ليله الحنه', 'ليله الحناء', 'ليله الحنا', 'ليله حنا', 'ليله حنه', 'حنه', 'حناء', 'الحنا']],
  ['milka', 'wedding', ['milka', 'milkah', 'melka', 'malcha', 'milcha', 'milkha', 'nikah', 'katb kitab', 'marriage contract'], ['ملكه', 'ملكت', 'عقد قران', 'عقد القران', 'كتب كتاب', 'كتب الكتاب']],
  ['engagement', 'wedding', ['engagement', 'khutba', 'khitba'], ['خطوبه', 'خطبه', 'شوفه']],
  ['wedding', 'wedding', ['wedding', 'weddings', 'marriage', 'getting married', 'get married', 'tying the knot'], ['زفاف', 'زواج', 'عرس', 'اعراس', 'اتزوج', 'بتزوج', 'نتزوج', 'يتزوج', 'بيتزوج', 'تتزوج']],
  ['aqiqah', 'other', ['aqiqah', 'aqiqa', 'aqeeqa', 'aqeeqah', 'aqeqa', 'aqeqah', 'akika', 'aqeega', 'aqiga', 'aqeekah'], ['عقيقه', 'عقيقا', '(?:ن|بن)?(?:ذبح|نعق)\\s+عن(?:ه|ها)(?![\\p{L}])']],
  ['baby-shower', 'other', ['baby shower', 'gender reveal'], ['بيبي شاور', 'تحديد الجنس', 'كشف الجنس']],
  ['newborn', 'other', ['newborn', 'new born', 'new baby', 'baby welcoming', 'welcoming the baby', 'baby arrival', 'had a baby', 'baby girl', 'baby boy'], ['مولود', 'مولوده', 'المولود', 'مواليد', 'الله رزقنا', 'الله رزقني', 'رزقنا الله', 'رزقني الله', 'الله رزق']],
  ['graduation', 'other', ['graduation', 'graduating', 'graduated', 'grad party', 'finished high school', 'finished school', 'finished university', 'finished (?:his|her|my|their) (?:masters|master\'s|degree|bachelor\'s|bachelors|phd|studies)'], ['تخرج', 'تخرجت', 'تخرجو', 'تخرجوا', 'يتخرج', 'تتخرج', 'بيتخرج', 'بتتخرج', 'تخرجه', 'تخرجها', 'خريج', 'خريجه', 'خلصت ثانوي', 'خلص ثانوي', 'خلصت الثانويه', 'خلص الثانويه', 'خلصت الجامعه', 'خلص الجامعه', '(?:خلص|خلصت|انهي|انهت|تخرج من|تخرجت من)\\s+(?:ال)?(?:طب|هندسه|ماجستير|دكتوراه|بكالوريوس|كليه|دراسته|دراستها|دراسته الجامعيه)(?![\\p{L}])', 'حفله نجاح', 'حفل نجاح']],
  ['birthday', 'birthday', ['birthday', 'birthdays', 'bday', 'b-day', 'birth day', '(?:turns|turning|turn) \\d+'], ['عيد ميلاد', 'ميلاد', '(?:ي|ت|بي|بت)كمل \\d+ (?:سنين|سنوات|سنه)']],
  ['anniversary', 'other', ['wedding anniversary', 'anniversary'], ['ذكري زواج', 'ذكري الزواج', 'ذكري زواجنا', 'ذكري زواجهم', 'ذكري زواجهما']],
  ['housewarming', 'other', ['housewarming', 'house warming', 'new house', 'new home'], ['البيت الجديد', 'بيت جديد', 'البيت الجديد', 'بيتنا الجديد']],
  ['hajj-return', 'other', ['back from hajj', 'returning from hajj', 'return from hajj', 'back from umrah', 'returning from umrah', 'return from umrah', 'welcoming a pilgrim', 'hajj return'], ['استقبال حاج', 'استقبال الحاج', 'استقبال حجاج', 'رجعه الحاج', 'رجوع الحاج', 'حمد الله علي السلامه', '(?:راجع|راجعه|راجعين|رجع|رجعت|رجعه|رجوع|بيرجع|بترجع|يرجع|ترجع|عوده)\\s+(?:\\p{L}+\\s+)?من\\s+(?:ال)?(?:حج|عمره)(?![\\p{L}])']],
  ['iftar', 'other', ['iftar', 'futoor'], ['افطار', 'فطور رمضان']],
  ['suhoor', 'other', ['suhoor', 'suhur', 'sahoor'], ['سحور']],
  ['ghabga', 'other', ['ghabga', 'gabga', 'ghabqa', 'ghabgha'], ['غبقه']],
  ['eid-gathering', 'other', [EID_EN, 'eidiya', 'eid visits'], [EID_AR, 'معايده', 'معايدات', 'عيديه', '(?:نجمع|نلم|نجتمع)\\s+(?:ال)?(?:عايله|عائله|اهل)\\s+(?:كلها\\s+)?(?:\\p{L}+\\s+){0,3}(?:ال)?عيد']],
  ['national-day', 'cultural', ['national day'], ['اليوم الوطني']],
  ['founding-day', 'cultural', ['founding day'], ['يوم التاسيس']],
  ['condolence', 'other', ['condolence', 'condolences', 'aza', 'azza', 'funeral', 'mourning', 'passed away'], ['عزاء', 'عزا', 'تعزيه', 'توفي', 'توفيت']],
  ['retirement', 'other', ['retirement', 'retiring'], ['تقاعد', 'تقاعده', 'تقاعدها']],
  ['farewell', 'other', ['farewell', 'leaving party', 'send off', 'send-off'], ['توديع', 'حفله وداع', 'حفل وداع']],
  ['family-reunion', 'other', ['family gathering', 'family reunion', 'family dinner', 'tribe gathering', 'reunion'], ['لمه عايليه', 'اجتماع عايلي', 'لمه العايله', 'تجمع عايلي', 'اجتماع العايله', 'عشا عايلي', 'عشاء عايلي', 'تجمع العايله', 'لمه الاهل']],
  ['dinner-party', 'other', ['dinner party', 'gathering'], ['عزيمه', 'عزومه', 'سهره']],
  ['heritage-evening', 'cultural', [CULTURAL_EVENT_EN], [CULTURAL_EVENT_AR, 'فلكلور']],
  ['festival', 'cultural', ['festival'], ['مهرجان']],
  ['exhibition', 'cultural', ['exhibition', 'expo', 'art show'], ['معرض']],
  ['corporate-dinner', 'corporate', ['company dinner', 'staff dinner', 'employee dinner', 'employees dinner', 'staff party', 'company party', 'business dinner', 'year end party', 'year-end party', 'year-end dinner', 'year end dinner', 'end of year dinner', 'end-of-year dinner', 'department dinner', 'team dinner', 'annual dinner', 'company lunch', 'corporate dinner', 'networking dinner', 'appreciation dinner', 'dinner for our staff', 'dinner for the staff', 'dinner for our employees', 'client dinner', 'clients dinner'], ['عشاء لموظفينا', 'عشا لموظفينا', 'عشاء نهايه السنه', 'عشا نهايه السنه', 'حفل نهايه السنه', 'عشاء موظفين', 'عشاء الموظفين', 'عشاء للموظفين', 'عشا للموظفين', 'عشا موظفين', 'حفل موظفين', 'حفله موظفين', 'حفل شركه', 'حفله شركه', 'حفل الشركه']],
  ['conference', 'corporate', ['conference', 'summit', 'forum', 'symposium', 'convention'], ['موتمر', 'قمه', 'منتدي', 'ملتقي', 'ملتقيات']],
  ['seminar', 'corporate', ['seminar', 'workshop', 'training day'], ['ندوه', 'ندوات', 'ورشه', 'ورش', 'ورشه عمل', 'دوره تدريبيه']],
  ['product-launch', 'corporate', ['product launch', 'launch', 'launching', 'brand activation'], ['اطلاق', 'تدشين']],
  ['awards-gala', 'corporate', ['award ceremony', 'awards ceremony', 'awards night', 'gala'], ['حفل تكريم', 'حفله تكريم', 'تكريم']],
  ['team-building', 'corporate', ['team building', 'team-building', 'team day', 'offsite'], ['بناء الفريق', 'يوم الفريق', 'يوم ترفيهي']],
];

/**
 * Words that point to a wedding without naming it: the bride, the groom, the zaffa. They name
 * the occasion only when nothing else does ('a zaffa team for my brother's milka' is a milka), and
 * never change one already known of the same kind (extract-slots.ts).
 */
const WEAK_WEDDING_WORDS: readonly [readonly string[], readonly string[]] = [
  ['zaffa', 'zaffah', 'zafa', 'bride', 'groom', 'bridal'],
  ['زفه', 'عروس', 'عريس', 'معرس'],
];

/** Words that say the kind without naming an occasion: a company's event, a cultural one. */
// biome-ignore format: a table reads best packed
const KIND_WORDS: readonly (readonly [EventType, readonly string[], readonly string[]])[] = [
  ['corporate', ['corporate', 'company event', 'business event', 'annual meeting', 'hackathon', 'town hall', 'townhall', 'kick-off', 'kickoff', 'networking event', 'trade exhibition', 'trade show', 'trade fair', 'b2b exhibition', 'our company', 'my company', 'for the company', 'our staff', 'our employees', 'our team', '\\d+ (?:staff|employees|colleagues)'], ['شركه', 'شركتنا', 'شركات', 'اجتماع عمل', 'معرض تجاري', 'معارض تجاريه', '\\d+ (?:موظف|موظفه|موظفين|موظفات)', 'للموظفين', 'لموظفين']],
  ['cultural', ['cultural event'], ['فعاليه ثقافيه']],
];

const B = '(?<![\\p{L}\\p{N}])';
const AR_CLITICS = '(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?';
const AR_ENDINGS = '(?:ي|نا|ه|ها|هم|كم|تي|تنا|ات|ين)?';
const pattern = (word: string) =>
  /[\u0600-\u06FF]/.test(word)
    ? new RegExp(`${B}${AR_CLITICS}(?:(?:${word})${AR_ENDINGS}${possessed(word)})(?![\\p{L}])`, 'u')
    : new RegExp(`${B}(?:${word})(?![\\p{L}])`, 'u');
/** A word ending in ة (normalised ه) with a pronoun after it writes it ت: عقيقته، خطوبتها، ملكتنا. */
const possessed = (word: string) =>
  /^[\u0600-\u06FF]+ه$/u.test(word) ? `|${word.slice(0, -1)}ت(?:ه|ها|هم|ي|نا|كم)` : '';
/** A literal every match holds, to skip a pattern cheaply: most messages name one event or none. */
const core = (word: string) => (/[()|?]/.test(word) ? undefined : possessed(word) ? word.slice(0, -1) : word);

interface Matcher {
  eventType: EventType;
  occasion?: Occasion;
  weak?: boolean;
  test: RegExp;
  literal?: string;
}
const MATCHERS: readonly Matcher[] = [
  ...OCCASION_WORDS.flatMap(([occasion, eventType, en, ar]) =>
    [...en, ...ar].map((word) => ({ eventType, occasion, test: pattern(word), literal: core(word) })),
  ),
  ...WEAK_WEDDING_WORDS.flat().map((word) => ({
    eventType: 'wedding' as const,
    occasion: 'wedding' as const,
    weak: true,
    test: pattern(word),
    literal: core(word),
  })),
  ...KIND_WORDS.flatMap(([eventType, en, ar]) =>
    [...en, ...ar].map((word) => ({ eventType, test: pattern(word), literal: core(word) })),
  ),
];

/**
 * The event a normalised text names: the first occasion named (a graduation, an aqiqah, a henna
 * night), with the planner's kind of it, or only a kind ('for our company'). An occasion a company
 * holds (an iftar, a national day, a trade exhibition) is corporate: 'an iftar for our staff'.
 *
 * @example
 * extractEventMention('aqeeqa for our baby boy'); // { eventType: 'other', occasion: 'aqiqah', index: 0, end: 6 }
 * extractEventMention('ملكة اختي الشهر الجاي')?.occasion; // 'milka'
 */
export const extractEventMention: (text: string) => EventMention | undefined = remembered((text) =>
  findEventMention(text),
);

function findEventMention(text: string): EventMention | undefined {
  const occasions: EventMention[] = [];
  let weak: EventMention | undefined;
  let kind: EventMention | undefined;
  for (const matcher of MATCHERS) {
    if (matcher.literal && !text.includes(matcher.literal)) continue;
    const match = matcher.test.exec(text);
    if (!match) continue;
    const found = { eventType: matcher.eventType, index: match.index, end: match.index + match[0].length };
    if (matcher.weak) {
      if (!weak || match.index < weak.index) weak = { ...found, occasion: 'wedding', weak: true };
    } else if (matcher.occasion) occasions.push({ ...found, occasion: matcher.occasion });
    else if (!kind || match.index < kind.index) kind = found;
  }
  const occasion = namedOccasion(text, occasions) ?? weak;
  // A company's iftar, national day or trade exhibition is a corporate event to the planner.
  if (
    occasion &&
    kind?.eventType === 'corporate' &&
    occasion.eventType !== 'wedding' &&
    occasion.eventType !== 'birthday'
  ) {
    return { ...occasion, eventType: 'corporate' };
  }
  return occasion ?? kind;
}

/** Occasions that say less than another named beside them: the other is the event. */
const GENERAL: ReadonlySet<Occasion> = new Set(['newborn', 'family-reunion', 'dinner-party', 'farewell']);
const GREGORIAN = /^(?:و|ف)?(?:ب|ل|ك)?ال?ميلادي(?![\p{L}])/u;

/** Before an occasion the visitor takes back: 'not an engagement', 'مو خطوبة', 'instead of the henna'. */
const TAKEN_BACK =
  /(?:not|no longer|instead of|rather than|مو|مب|بدل|بدال|ماعاد)\s+(?:(?:just|only|simply|بس|فقط)\s+)?(?:an?\s+|the\s+)?$/u;

/** A change of plan: of two occasions named, the later is the event now ('… agreed to do the milka'). */
const CHANGED =
  /(?<![\p{L}])(?:now|instead|anymore|any more|changed?|agreed|decided|update|actually|turned into|صار|صارت|بتصير|تغير|تغيرت|غيرنا|اتفقوا|اتفقنا|قررنا|بدل|بدال|تحديث|بالاصح)(?![\p{L}])/u;

/**
 * The occasion a text names among the ones found: the one it does not take back; of two, the
 * first named (not the new baby beside its aqiqah), or the later when the text says the plan
 * changed.
 */
function namedOccasion(text: string, found: readonly EventMention[]): EventMention | undefined {
  // A word inside a longer name ('wedding' in 'wedding anniversary', زواج in ذكري زواج) is that name.
  const whole = found.filter(
    (mention) =>
      !found.some(
        (other) =>
          other !== mention &&
          other.index <= mention.index &&
          other.end >= mention.end &&
          other.end - other.index > mention.end - mention.index,
      ),
  );
  const kept = whole.filter((mention) => !TAKEN_BACK.test(text.slice(0, mention.index)));
  // 'بالميلادي' is the Gregorian calendar, not a birthday.
  const real = kept.filter(
    (mention) => !(mention.occasion === 'birthday' && GREGORIAN.test(text.slice(mention.index))),
  );
  // A new baby beside the aqiqah held for it, a family gathering for Eid: the more particular occasion is the event.
  const particular = real.filter((mention) => !GENERAL.has(mention.occasion as Occasion));
  const named = particular.length > 0 ? particular : real;
  if (kept.length > 0 && real.length === 0) return undefined;
  const ordered = [...(named.length ? named : whole)].sort((a, b) => a.index - b.index);
  const distinct = new Set(ordered.map((mention) => mention.occasion));
  if (distinct.size > 1 && CHANGED.test(text)) return ordered.at(-1);
  return distinct.size > 1 ? (booked(text, ordered) ?? ordered[0]) : ordered[0];
}

/** Before the occasion the visitor asks us for: 'we only need you for the henna', 'ابي اسوي لها ليلة حنا', 'ابي بس الحنا منكم'. */
const WANTED =
  /(?<![\p{L}])(?:only need(?: you)?(?: for)?|just need(?: you)?(?: for)?|only want|need you for|want to (?:do|throw|have|organise|organize)|want|need|و?(?:ابي|ابغي|نبي|نبغي|ودي|ودنا))(?:\s+(?:بس|only|just))?(?:\s+(?:اسوي|نسوي|ارتب|نرتب|اسويها|نسويها))?(?:\s+(?:لها|له|لهم))?(?![\p{L}])/gu;
/** After an occasion someone else takes care of: 'the wedding hall is already arranged', 'الزواج حاجزين له قاعه خلاص'. */
const TAKEN_CARE =
  /(?<![\p{L}])(?:already|arranged|handled|handling|sorted|taken care|حاجزين|حجزنا|متكفلين|مرتبين)(?![\p{L}])/gu;

/** Of two occasions named (a henna night and the wedding after it), the one the visitor books with us. */
function booked(text: string, ordered: readonly EventMention[]): EventMention | undefined {
  const near = (pattern: RegExp, side: (at: RegExpExecArray) => string) =>
    new Set([...text.matchAll(pattern)].map((at) => findEventMention(side(at))?.occasion).filter(Boolean));
  const wanted = near(WANTED, (at) => text.slice(at.index + at[0].length, at.index + at[0].length + 30));
  const done = near(TAKEN_CARE, (at) => text.slice(Math.max(0, at.index - 40), at.index));
  // The one occasion named that is wanted, else the one no one else takes care of.
  const only = (keep: (occasion: Occasion | undefined) => boolean) => {
    const kept = new Set(ordered.map((mention) => mention.occasion).filter(keep));
    return kept.size === 1 ? ordered.find((mention) => kept.has(mention.occasion)) : undefined;
  };
  return only((occasion) => wanted.has(occasion)) ?? only((occasion) => !done.has(occasion));
}

/**
 * The planner's kind of the event a normalised text names.
 *
 * @example
 * extractEventType('a product launch in Riyadh'); // 'corporate'
 */
export function extractEventType(text: string): EventType | undefined {
  return extractEventMention(text)?.eventType;
}
