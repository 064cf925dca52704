import type { Language } from '../../../contracts/common';
import type { EventGeneratorForm, PremiumLevel, ServicePackage } from '../../../contracts/event-generator';
import { PREMIUM_LEVEL_DATA } from '../market-data/premium-levels';
import { SERVICE_COSTS, level as at } from '../market-data/service-packages';
import { VENUE_CLASSES } from '../market-data/venue-classes';
import { pricedVenueClass } from '../priced-venue-class';
import { resolveCity } from '../resolve-city';
import { formatNumber } from './format';
import { CATERING_TIER_NAMES, MENU_NAMES, PACKAGE_NAMES } from './labels';

type LineKey = 'venue' | 'catering' | 'discount' | 'vat' | ServicePackage;

/**
 * The label of one breakdown line in the request language.
 *
 * @example
 * lineLabel('vat', 'standard', form, 'en'); // 'VAT 15%'
 */
export function lineLabel(key: LineKey, level: PremiumLevel, form: EventGeneratorForm, lang: Language): string {
  const n = (value: number) => formatNumber(value, lang);
  const days = form.duration;
  switch (key) {
    case 'venue': {
      const venue = VENUE_CLASSES[pricedVenueClass(form.eventType, level, resolveCity(form.location).city)].name;
      return lang === 'ar'
        ? `المكان: ${venue.ar}، عدد الأيام ${n(days)}`
        : `Venue: ${venue.en}, ${n(days)} day${days > 1 ? 's' : ''}`;
    }
    case 'catering': {
      const { menuType, tier } = form.cateringOptions;
      return lang === 'ar'
        ? `الضيافة: ${MENU_NAMES[menuType].ar} (${CATERING_TIER_NAMES[tier].ar})، عدد الضيوف ${n(form.guestCount)}، عدد الأيام ${n(days)}`
        : `Catering: ${MENU_NAMES[menuType].en} (${CATERING_TIER_NAMES[tier].en}), ${n(form.guestCount)} guests × ${n(days)} day${days > 1 ? 's' : ''}`;
    }
    case 'discount': {
      const rate = Math.round(PREMIUM_LEVEL_DATA[level].packageDiscount * 100);
      return lang === 'ar' ? `خصم الباقة ${n(rate)}٪` : `Package discount ${n(rate)}%`;
    }
    case 'vat':
      return lang === 'ar' ? 'ضريبة القيمة المضافة 15٪' : 'VAT 15%';
    case 'coordination': {
      const rate = Math.round(at(SERVICE_COSTS.coordination.share, level) * 1000) / 10;
      return lang === 'ar'
        ? `${PACKAGE_NAMES.coordination.ar} (${rate}٪ من التكلفة)`
        : `${PACKAGE_NAMES.coordination.en} (${rate}% fee)`;
    }
    default:
      return PACKAGE_NAMES[key][lang];
  }
}

const DESCRIPTIONS: Record<PremiumLevel, { en: string; ar: string }> = {
  basic: {
    en: 'The essentials done well: a good hall, honest catering and the services you chose, at entry-level prices.',
    ar: 'الأساسيات بإتقان: قاعة مناسبة وضيافة جيدة والخدمات التي اخترتها بأسعار مدروسة.',
  },
  standard: {
    en: 'Our most booked tier: better halls and suppliers, a package discount and Saudi coffee hospitality included.',
    ar: 'الباقة الأكثر طلبًا: قاعات وموردون أفضل مع خصم على الباقة وضيافة القهوة السعودية مشمولة.',
  },
  premium: {
    en: 'Top-grade halls and crews, a dedicated on-site coordinator and a larger package discount.',
    ar: 'قاعات وفرق عمل من الدرجة الأولى مع منسق مخصص في الموقع وخصم أكبر على الباقة.',
  },
  luxury: {
    en: 'Five-star venues, signature catering and VIP protocol for an unforgettable occasion.',
    ar: 'أماكن خمس نجوم وضيافة راقية ومراسم لكبار الشخصيات لمناسبة لا تُنسى.',
  },
};

/** One sentence on what the tier is for, in the request language. */
export const tierDescription = (level: PremiumLevel, lang: Language): string => DESCRIPTIONS[level][lang];
