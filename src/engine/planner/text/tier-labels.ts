import type { Language } from '../../../contracts/common';
import type { EventGeneratorForm, PremiumLevel } from '../../../contracts/event-generator';
import { type ExtraKey, PREMIUM_LEVEL_DATA } from '../market-data/premium-levels';
import type { EventKind } from '../event-kind';
import { MINIMUM_COVERS } from '../market-data/catering';
import { level as at, SHARED_COSTS } from '../market-data/service-packages';
import { VENUE_CLASSES } from '../market-data/venue-classes';
import type { CostLine } from '../price-request';
import { formatNumber } from './format';
import { CATERING_TIER_NAMES, MENU_NAMES, PACKAGE_NAMES, TIER_NAMES } from './labels';
import { packageName } from './package-name';

type LineKey = 'discount' | 'vat' | CostLine;

/**
 * The label of one breakdown line in the request language. The venue line names the class priced
 * and the guests it holds, so a change of class between two guest counts explains itself.
 *
 * @example
 * lineLabel('vat', 'standard', form, 'en', 'wedding'); // 'VAT 15%'
 * lineLabel(venueLine, 'basic', form, 'en', 'family'); // 'Venue: Your home or garden (no venue hire), up to 40 guests, 1 day'
 * lineLabel(palaceLine, 'standard', form, 'en', 'wedding', 'basic'); // 'Venue: Wedding palace (qasr afrah), 150–1,500 guests, 1 day, a higher grade than Essential's'
 */
export function lineLabel(
  key: LineKey,
  level: PremiumLevel,
  form: EventGeneratorForm,
  lang: Language,
  kind: EventKind,
  /** The lowest tier priced on the same venue for less: this tier books a higher grade of it. */
  gradeAbove?: PremiumLevel,
): string {
  const n = (value: number) => formatNumber(value, lang);
  const days = form.duration;
  if (key === 'discount') {
    const rate = Math.round(PREMIUM_LEVEL_DATA[level].packageDiscount * 100);
    return lang === 'ar' ? `خصم الباقة ${n(rate)}٪` : `Package discount ${n(rate)}%`;
  }
  if (key === 'vat') return lang === 'ar' ? 'ضريبة القيمة المضافة 15٪' : 'VAT 15%';
  switch (key.key) {
    case 'venue': {
      const { venueClass, capacity } = key.venue;
      const name = VENUE_CLASSES[venueClass].name[lang];
      const holds = guestsHeld(capacity, lang);
      const above = gradeAbove ? TIER_NAMES[gradeAbove][lang] : undefined;
      const grade = above ? (lang === 'ar' ? `، بدرجة أعلى مما في ${above}` : `, a higher grade than ${above}'s`) : '';
      return lang === 'ar'
        ? `المكان: ${name}، ${holds}، عدد الأيام ${n(days)}${grade}`
        : `Venue: ${name}, ${holds}, ${n(days)} day${days > 1 ? 's' : ''}${grade}`;
    }
    case 'catering': {
      const { menuType, tier } = form.cateringOptions;
      const small = form.guestCount < MINIMUM_COVERS;
      const minimum = small
        ? lang === 'ar'
          ? `، بحد أدنى ${n(MINIMUM_COVERS)} أطباق`
          : `, minimum order ${n(MINIMUM_COVERS)}`
        : '';
      return lang === 'ar'
        ? `الضيافة: ${MENU_NAMES[menuType].ar} (${CATERING_TIER_NAMES[tier].ar})، عدد الضيوف ${n(form.guestCount)}${minimum}، عدد الأيام ${n(days)}`
        : `Catering: ${MENU_NAMES[menuType].en} (${CATERING_TIER_NAMES[tier].en}), ${n(form.guestCount)} guests${minimum} × ${n(days)} day${days > 1 ? 's' : ''}`;
    }
    case 'coordination': {
      const rate = Math.round(at(SHARED_COSTS.coordination.share, level) * 1000) / 10;
      return lang === 'ar'
        ? `${PACKAGE_NAMES.coordination.ar} (${rate}٪ من التكلفة، بحد أدنى)`
        : `${PACKAGE_NAMES.coordination.en} (${rate}% fee, with a minimum)`;
    }
    default:
      return packageName(key.key, kind, lang);
  }
}

/** "up to 40 guests" or "150–1,500 guests", formatted once per class and language (formatting is most of a label's cost). */
function guestsHeld(capacity: { min: number; max: number }, lang: Language): string {
  const key = `${lang}:${capacity.min}:${capacity.max}`;
  let text = heldTexts.get(key);
  if (text === undefined) {
    const n = (value: number) => formatNumber(value, lang);
    if (capacity.min <= 1) text = lang === 'ar' ? `حتى ${n(capacity.max)} ضيف` : `up to ${n(capacity.max)} guests`;
    else
      text =
        lang === 'ar'
          ? `من ${n(capacity.min)} إلى ${n(capacity.max)} ضيف`
          : `${n(capacity.min)}–${n(capacity.max)} guests`;
    heldTexts.set(key, text);
  }
  return text;
}
const heldTexts = new Map<string, string>();

/** What each tier is for, without the extras (added from what the tier includes for this event). */
const DESCRIPTIONS: Record<PremiumLevel, { en: string; ar: string }> = {
  basic: {
    en: 'The essentials done well: the right place for your guests, honest catering and the services you chose, at entry-level prices.',
    ar: 'الأساسيات بإتقان: مكان مناسب لضيوفك وضيافة جيدة والخدمات التي اخترتها بأسعار مدروسة.',
  },
  standard: {
    en: 'Our most booked tier: better venues and suppliers, a package discount and Saudi coffee hospitality included.',
    ar: 'الباقة الأكثر طلبًا: أماكن وموردون أفضل مع خصم على الباقة وضيافة القهوة السعودية مشمولة.',
  },
  premium: {
    en: 'Top-grade venues and crews and a larger package discount.',
    ar: 'أماكن وفرق عمل من الدرجة الأولى مع خصم أكبر على الباقة.',
  },
  luxury: {
    en: 'Five-star venues and signature catering for an unforgettable occasion.',
    ar: 'أماكن خمس نجوم وضيافة راقية لمناسبة لا تُنسى.',
  },
};

const EXTRA_CLAUSES = {
  coordinatorDay: { en: ' A dedicated on-site coordinator is included.', ar: ' ويشمل منسقًا مخصصًا في الموقع.' },
  vipProtocol: { en: ' VIP protocol receives your senior guests.', ar: ' ويشمل مراسم لاستقبال كبار الضيوف.' },
} as const;

/**
 * One sentence on what the tier is for, in the request language, naming the coordinator and the VIP
 * protocol only where the tier includes them for this event (included-extras.ts).
 *
 * @example
 * tierDescription('luxury', ['consultation', 'coffeeStation'], 'en'); // 'Five-star venues and signature catering for an unforgettable occasion.'
 */
export function tierDescription(level: PremiumLevel, extras: readonly ExtraKey[], lang: Language): string {
  let text = DESCRIPTIONS[level][lang];
  for (const extra of ['coordinatorDay', 'vipProtocol'] as const)
    if (extras.includes(extra)) text += EXTRA_CLAUSES[extra][lang];
  return text;
}
