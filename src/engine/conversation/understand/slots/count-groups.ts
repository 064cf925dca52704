import { escapeRegExp } from '../../text/keyword-matcher';
import type { NumberMention } from '../../text/parse-numbers';

/**
 * The groups of people a visitor counts apart ('men 250, ladies 300', '140 employees and 30
 * guests', 'الاهل ٤٠ والجيران ١٥'), each noun with the group it names. Two different groups in
 * one message are both coming: their counts add up. Text is normalised (ة → ه, أ → ا).
 */
// biome-ignore format: a word list reads best packed
const GROUP_NOUNS: Record<string, readonly string[]> = {
  men: ['men', 'gents', 'gentlemen', 'males', 'رجال', 'رجاجيل', 'الرجال', 'شباب', 'عزابه'],
  women: ['ladies', 'women', 'females', 'حريم', 'نساء', 'نسوان', 'حرمه', 'ضيفات'],
  girls: ['girls', 'daughters', 'بنات', 'بناتهم', 'بناتي'],
  sons: ['sons', 'عيالي', 'اولادي', 'ابنائي'],
  adults: ['adults', 'grown-ups', 'grownups', 'كبار', 'الكبار', 'بالغين'],
  kids: ['kids', 'children', 'boys', 'little ones', 'grandchildren', 'grandkids', 'احفاد', 'الاحفاد', 'اطفال', 'بزران', 'بزارين', 'عيال', 'اولاد', 'طفل'],
  wives: ['wives', 'زوجات', 'زوجاتهم', 'نسوانهم'],
  mothers: ['mums', 'moms', 'mothers', 'mommies', 'امهات', 'امهاتهم'],
  fathers: ['dads', 'fathers', 'ابهات', 'اباء'],
  parents: ['parents', 'اولياء الامور', 'اولياء امور', 'اهالي', 'الاهالي'],
  students: ['students', 'pupils', 'graduates', 'طلاب', 'طالبات', 'خريجين', 'خريجات'],
  staff: ['staff', 'employees', 'colleagues', 'team members', 'workers', 'موظفين', 'موظفات', 'موظف', 'موظفه', 'زملاء', 'زملائي', 'زملاءه'],
  speakers: ['speakers', 'crew', 'panelists', 'presenters', 'متحدثين', 'متحدثات', 'المتحدثين', 'طاقم'],
  vips: ['vips', 'guests of honour', 'guests of honor', 'dignitaries', 'ضيوف الشرف', 'كبار الشخصيات'],
  guests: ['guests', 'invitees', 'visitors', 'ضيوف', 'ضيف', 'ضيفه', 'مدعوين', 'معازيم'],
  media: ['media', 'journalists', 'influencers', 'press', 'اعلام', 'اعلاميين', 'مشاهير', 'صحفيين'],
  groom: ["groom's family", "groom's side", "groom's people", 'اهل العريس', 'جماعه العريس', 'اهل المعرس', 'جماعه المعرس', 'اهل الزوج'],
  bride: ["bride's family", "bride's side", "bride's people", 'اهل العروس', 'جماعه العروس', 'اهل العروسه', 'اهل الزوجه'],
  family: ['family', 'families', 'relatives', 'cousins', 'in-laws', 'اهل', 'اهلنا', 'اهلي', 'العائله', 'العايله', 'عايله', 'عائله', 'اقارب', 'الاقارب', 'اهلها', 'اهله'],
  friends: ['friends', 'اصدقاء', 'اصدقاي', 'صديقات', 'صديقاتها', 'ربع', 'اصحاب', 'خوياء', 'رفقات'],
  neighbours: ['neighbours', 'neighbors', 'جيران', 'الجيران', 'جيرانا'],
  attendees: ['attendees', 'participants', 'delegates', 'مشاركين', 'مشاركات'],
  partners: ['partners', 'clients', 'customers', 'شركاء', 'عملاء'],
};

// Longest first, so 'guests of honour' is read before 'guests'.
const NOUNS = Object.entries(GROUP_NOUNS)
  .flatMap(([group, words]) => words.map((word) => [word, group] as const))
  .sort((a, b) => b[0].length - a[0].length);
const GROUP_OF = new Map<string, string>(NOUNS);
const ALTERNATION = NOUNS.map(([word]) => escapeRegExp(word)).join('|');
/** Arabic clitics in front (و، ال، لل، ب) and possessive endings behind. */
const ARABIC_BEFORE = '(?:ال|لل|ب)?';
const ARABIC_AFTER = '(?:ها|هم|نا|ي|ه)?';

/** The group right after the number: '45 women', '٢٠ ضيفه', '30 guests from partner companies'. */
const AFTER = new RegExp(
  `^\\s*(?:more\\s+|extra\\s+|other\\s+)?(?:from\\s+|من\\s+)?(?:the\\s+|our\\s+|my\\s+|his\\s+|her\\s+)?${ARABIC_BEFORE}(${ALTERNATION})${ARABIC_AFTER}(?![\\p{L}'])`,
  'u',
);
/**
 * The group named just before it, with the words that may stand between ('Men's side around 250',
 * 'the ladies' hall maybe 300', 'some friends, 25', 'The students are about 600', 'الحريم تقريبا ٥٠٠').
 */
const BEFORE = new RegExp(
  `(?<![\\p{L}])(?:و|ف)?${ARABIC_BEFORE}(${ALTERNATION})${ARABIC_AFTER}(?:'s|')?(?:\\s*(?:side|section|hall|count|number|will be|would be|are|is|now|more like|closer to|around|about|maybe|approximately|roughly|like|some|expected|expecting|we're expecting|we are expecting|we expect|and their families|with their families|and their kids|too|also|as well|بعد|كمان|عددهم|عددها|حوالي|تقريبا|قرابه|نحو|يمكن|بيكونون|يكونون|بيكون|نتوقع|وعوايلهم|مع عوايلهم|وعيالهم|:|,|،|-|–))*\\s*$`,
  'u',
);
/** '50 of the attendees', '١٠ منهم': some of the people already counted, not more of them. */
const SOME_OF = /^\s*(?:of\s+(?:the|them|those|our|whom)|out of|منهم|منهن|من\s+ال)(?![\p{L}])/u;
/** After a count, a breakdown of it follows: '200 guests: 120 men and 80 women', '٢٠٠ منهم …'. */
const BREAKDOWN = /^\s*(?:people|guests|persons|pax|شخص|ضيف|اشخاص)?\s*(?::|\(|of whom|including|incl\.?|منهم|بينهم)/u;

/** Who a count counts, when the visitor names the group ('250' in 'Men's side around 250'); 'some-of' for '50 of the attendees'. */
export function countGroup(text: string, mention: NumberMention): string | undefined {
  const after = text.slice(mention.end);
  if (SOME_OF.test(after)) return 'some-of';
  const named = AFTER.exec(after) ?? BEFORE.exec(text.slice(Math.max(0, mention.start - 60), mention.start));
  return named ? GROUP_OF.get(named[1] as string) : undefined;
}

/** Whether the numbers after this count only break it down: they add nothing to it. */
export function breaksDown(text: string, mention: NumberMention): boolean {
  return BREAKDOWN.test(text.slice(mention.end));
}
