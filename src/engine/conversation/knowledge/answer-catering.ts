import { cateringPerGuest, CULTURAL_NOTES, MENU_NAMES, MINIMUM_COVERS, quoteEvent } from '../../planner';
import { keywordMatcher } from '../text/keyword-matcher';
import { leadEvent } from './lead-event';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

type Menu = keyof typeof MENU_NAMES;

// biome-ignore format: word lists read best packed
const ASKS = {
  halal: keywordMatcher(['halal', 'alcohol', 'pork', 'wine', 'beer'], ['حلال', 'كحول', 'خمر', 'خنزير']),
  coffee: keywordMatcher(['coffee', 'gahwa', 'qahwa', 'dates'], ['قهوه', 'تمر', 'تمور', 'دله']),
  traditional: keywordMatcher(['traditional', 'saudi', 'kabsa', 'mandi', 'ouzi', 'lamb', 'local'], ['كبسه', 'مندي', 'مفطح', 'مفاطيح', 'قوزي', 'شعبي', 'سعودي', 'ذبايح', 'لحم']),
  menus: keywordMatcher(['menu', 'menus', 'options', 'international', 'fusion', 'cuisine', 'buffet', 'instead'], ['منيو', 'عالمي', 'خيارات', 'بوفيه', 'انواع', 'نوع', 'بدل']),
  price: keywordMatcher(['how much', 'price', 'prices', 'cost', 'per person', 'per head', 'per guest', 'rate'], ['كم', 'سعر', 'اسعار', 'تكلفه', 'للشخص', 'للفرد', 'بكم']),
  minimum: keywordMatcher(['minimum', 'min order', 'smallest order'], ['حد ادني', 'الحد الادني', 'اقل عدد', 'اقل طلب']),
  international: keywordMatcher(['international', 'western'], ['عالمي', 'غربي']),
  fusion: keywordMatcher(['fusion'], ['فيوجن', 'مدمج']),
};

/**
 * Catering from the planner: the three menus, halal food and Saudi coffee and dates (the cultural
 * notes), the per-guest price bands by catering tier, the minimum order, and the catering line of
 * the visitor's own quote when the guests are known.
 */
export function answerCatering(input: KnowledgeInput): KnowledgeAnswer {
  const { language, text } = input;
  const say = phrase(language);
  const menu: Menu = ASKS.international(text) ? 'international' : ASKS.fusion(text) ? 'fusion' : 'traditional_saudi';
  const asked = (Object.keys(ASKS) as (keyof typeof ASKS)[]).filter((key) => ASKS[key](text));
  const parts: string[] = [];
  if (asked.includes('halal') || asked.includes('traditional')) parts.push(CULTURAL_NOTES.halal.description[language]);
  if (asked.includes('coffee')) parts.push(CULTURAL_NOTES.coffeeAndDates.description[language]);
  if (asked.includes('menus') || parts.length === 0) {
    // 'What food do you serve?' asks for the dishes too.
    if (parts.length === 0 && !asked.includes('price') && !asked.includes('minimum')) {
      parts.push(CULTURAL_NOTES.halal.description[language]);
    }
    parts.push(menus(say));
  }
  if (asked.includes('price')) parts.push(prices(menu, say), ...ownQuote(input));
  if (asked.includes('minimum')) {
    parts.push(
      say.ar
        ? `الحد الأدنى لطلب الضيافة ${MINIMUM_COVERS} أطباق، فالمجموعة الأصغر تدفع عن ${MINIMUM_COVERS}.`
        : `Caterers take a minimum order of ${MINIMUM_COVERS} covers, so a smaller group pays for ${MINIMUM_COVERS}.`,
    );
  }
  return { text: parts.join(' '), needs: ['guestCount'] };
}

function menus(say: ReturnType<typeof phrase>): string {
  const names = (Object.keys(MENU_NAMES) as Menu[]).map((menu) => MENU_NAMES[menu][say.ar ? 'ar' : 'en']);
  if (say.ar) return `نقدم ثلاث قوائم: ${say.list(names)}، وكلها حلال بالكامل.`;
  const withArticle = names.map((name) => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`);
  return `We cater three menus: ${say.list(withArticle)}, all fully halal.`;
}

/** The menu's per-guest band at each catering tier, before VAT. */
function prices(menu: Menu, say: ReturnType<typeof phrase>): string {
  const band = (tier: 'basic' | 'premium' | 'luxury') => {
    const [low, high] = [0, 1].map((position) => say.number(Math.round(cateringPerGuest(menu, tier, position))));
    return say.ar ? `${low}–${high} ريال` : `SAR\u00a0${low}–${high}`;
  };
  const name = MENU_NAMES[menu][say.ar ? 'ar' : 'en'];
  return say.ar
    ? `سعر الضيافة للضيف في ${name} قبل الضريبة: ${band('basic')} للأساسية، و${band('premium')} للمميزة، و${band('luxury')} للفاخرة.`
    : `Catering per guest for ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}, before VAT: ${band('basic')} basic, ${band('premium')} premium and ${band('luxury')} luxury.`;
}

/** The catering line of the Essential and Luxury tiers for the visitor's own guests. */
function ownQuote({ lead, language, today, description }: KnowledgeInput): string[] {
  if (!lead.guestCount) return [];
  const event = leadEvent(lead, { language, today, description, eventType: 'other' });
  if (!event) return [];
  const tiers = quoteEvent(event.request);
  const catering = (level: 'basic' | 'luxury') =>
    tiers[level].breakdown.find((line) => line.category === 'catering')?.amount ?? 0;
  const say = phrase(language);
  const guests = say.number(lead.guestCount);
  return [
    say.ar
      ? `ولضيوفكم الـ${guests} تبلغ الضيافة في عروضنا من ${say.sar(catering('basic'))} إلى ${say.sar(catering('luxury'))} قبل الضريبة.`
      : `For your ${guests} guests, catering in our quotes comes to ${say.sar(catering('basic'))} to ${say.sar(catering('luxury'))} before VAT.`,
  ];
}
