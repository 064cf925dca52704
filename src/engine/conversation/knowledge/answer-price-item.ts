import { keywordMatcher } from '../text/keyword-matcher';
import { phrase } from './phrase';
import { type ItemToPrice, priceItemFor } from './price-item';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

// biome-ignore format: a table reads best packed
const ITEMS: readonly (readonly [ItemToPrice, (text: string) => boolean])[] = [
  ['kosha', keywordMatcher(['kosha', 'bridal stage', "bride's stage", 'stage for the bride'], ['كوشه', 'الكوشه', 'منصه العروس'])],
  ['videographer', keywordMatcher(['video', 'videographer', 'videography', 'filming', 'film'], ['فيديو', 'تصوير فيديو', 'مصور فيديو'])],
  ['photographer', keywordMatcher(['photographer', 'photography', 'photos', 'photo', 'pictures'], ['مصور', 'مصوره', 'تصوير', 'صور'])],
  ['desert-camp', keywordMatcher(['desert camp', 'camp', 'tent camp'], ['مخيم', 'كشته', 'خيام البر'])],
  ['istiraha', keywordMatcher(['istiraha', 'istirahah', 'rest house', 'resthouse'], ['استراحه', 'استراحات'])],
  ['entertainment', keywordMatcher(['entertainer', 'entertainment', 'band', 'dj', 'singer', 'magician', 'performer', 'performers', 'show'], ['ترفيه', 'فرقه', 'طقاقه', 'مطرب', 'مطربه', 'ساحر', 'دي جي', 'عرض', 'فنان'])],
  ['decoration', keywordMatcher(['decor', 'decoration', 'decorations', 'flowers', 'balloons', 'centerpieces'], ['ديكور', 'زينه', 'ورد', 'ورود', 'بالونات', 'تنسيق'])],
  ['security', keywordMatcher(['security', 'guards', 'guard', 'bouncers'], ['امن', 'حراس', 'حراسه', 'حارس'])],
  ['technology', keywordMatcher(['sound', 'lighting', 'screens', 'screen', 'audio', 'led'], ['صوتيات', 'صوت', 'اضاءه', 'شاشات', 'شاشه'])],
  ['transportation', keywordMatcher(['transport', 'buses', 'bus', 'cars', 'shuttle', 'drivers'], ['باصات', 'باص', 'سيارات', 'مواصلات', 'نقل'])],
];

const NAMES: Record<ItemToPrice, { en: string; ar: string }> = {
  kosha: { en: 'A kosha', ar: 'الكوشة' },
  photographer: { en: 'A photographer', ar: 'المصور' },
  videographer: { en: 'Filming', ar: 'تصوير الفيديو' },
  istiraha: { en: 'An istiraha', ar: 'الاستراحة' },
  'desert-camp': { en: 'A desert camp', ar: 'المخيم' },
  entertainment: { en: 'Entertainment (a band, a DJ or performers)', ar: 'الترفيه (فرقة أو دي جي أو فقرات)' },
  decoration: { en: 'Décor and flowers', ar: 'الديكور والورد' },
  security: { en: 'Licensed security guards', ar: 'الحراسات الأمنية المرخصة' },
  technology: { en: 'Sound, lighting and screens', ar: 'الصوتيات والإضاءة والشاشات' },
  transportation: { en: 'Guest transport', ar: 'مواصلات الضيوف' },
};

/**
 * One item priced as that item (the planner's service package or venue class for the guest
 * count, at the city's prices, VAT excluded), between the two tiers the visitor's words point to;
 * a usual count, said, when theirs is not known. Undefined when the message names no item.
 *
 * @example
 * answerPriceItem({ language: 'en', lead: { guestCount: 150 }, text: 'how much is a dj', … })?.text;
 * // 'Entertainment (a band, a DJ or performers) for 150 guests: SAR … to SAR …, before VAT.'
 */
export function answerPriceItem(input: KnowledgeInput): KnowledgeAnswer | undefined {
  const item = namedItem(input.text);
  if (!item) return undefined;
  const say = phrase(input.language);
  const { guests, price } = priceItemFor(item, input);
  const night = item === 'istiraha' || item === 'desert-camp';
  const name = NAMES[item][input.language];
  const count = say.number(guests);
  const text = say.ar
    ? `${name} لـ${count} ضيف: ${price}${night ? ' لليلة' : ''} قبل الضريبة.`
    : `${name} for ${count} guests: ${price}${night ? ' a night' : ''}, before VAT.`;
  return input.lead.guestCount ? { text } : { text, needs: ['guestCount'] };
}

/**
 * The single item a normalised message names (a kosha, a photographer, a DJ…), if any.
 *
 * @example
 * namedItem('how much is a dj'); // 'entertainment'
 */
export function namedItem(text: string): ItemToPrice | undefined {
  // 'a female photographer, no video': an item said not to be wanted is not the one priced.
  const wanted = text.replace(NOT_WANTED, ' ');
  return ITEMS.find(([, matches]) => matches(wanted))?.[0];
}

const NOT_WANTED =
  /(?<![\p{L}])(?:no|not|without|except|بدون|بلا|مو|مب|ما نبي|مانبي)\s+(?:the\s+|a\s+|any\s+)?[\p{L}]+/gu;

/** A message asking what something costs ('how much', 'بكم', 'سعر'): 'كم' alone also asks how many. */
export const asksPrice = keywordMatcher(
  [
    'how much',
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'rate',
    'rates',
    'charge',
    'fee',
    'fees',
    'quote',
    'cheapest',
    'cheap',
    'ballpark',
    'rough figure',
    'estimate',
  ],
  [
    'بكم',
    'سعر',
    'اسعار',
    'كم سعر',
    'كم يكلف',
    'كم تكلف',
    'كم تكلفه',
    'تكلفه',
    'تكاليف',
    'كم حق',
    'كم تاخذون',
    'كم ياخذ',
    'ارخص',
    'كم يطلع',
    'كم بيطلع',
    'كم تطلع',
    'كم بتطلع',
    'كم يكلفني',
    'كم بيكلف',
    'كم بتكلف',
  ],
);
