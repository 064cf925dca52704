import type { EventType } from '../../../contracts/common';
import type { PremiumLevel, Season, ServicePackage } from '../../../contracts/event-generator';
import type { CATERING_TIERS, MENU_TYPES } from '../../../contracts/constants';
import type { Demand } from '../market-data/seasons';
import type { Bilingual } from './format';

export const EVENT_TYPE_NAMES: Record<EventType, Bilingual> = {
  wedding: { en: 'wedding', ar: 'حفل زفاف' },
  corporate: { en: 'corporate event', ar: 'فعالية شركات' },
  birthday: { en: 'birthday celebration', ar: 'حفلة عيد ميلاد' },
  cultural: { en: 'cultural event', ar: 'فعالية ثقافية' },
  other: { en: 'event', ar: 'فعالية' },
};

export const TIER_NAMES: Record<PremiumLevel, Bilingual> = {
  basic: { en: 'Essential', ar: 'الباقة الأساسية' },
  standard: { en: 'Professional', ar: 'الباقة الاحترافية' },
  premium: { en: 'Premium', ar: 'الباقة المميزة' },
  luxury: { en: 'Luxury', ar: 'الباقة الفاخرة' },
};

export const MENU_NAMES: Record<(typeof MENU_TYPES)[number], Bilingual> = {
  traditional_saudi: { en: 'traditional Saudi menu', ar: 'قائمة سعودية تقليدية' },
  international: { en: 'international menu', ar: 'قائمة عالمية' },
  fusion: { en: 'fusion menu', ar: 'قائمة مدمجة (فيوجن)' },
};

export const CATERING_TIER_NAMES: Record<(typeof CATERING_TIERS)[number], Bilingual> = {
  basic: { en: 'basic', ar: 'أساسية' },
  premium: { en: 'premium', ar: 'مميزة' },
  luxury: { en: 'luxury', ar: 'فاخرة' },
};

export const PACKAGE_NAMES: Record<ServicePackage, Bilingual> = {
  photography: { en: 'Photography', ar: 'التصوير الفوتوغرافي' },
  videography: { en: 'Videography', ar: 'التصوير المرئي' },
  entertainment: { en: 'Entertainment', ar: 'الترفيه' },
  decoration: { en: 'Decoration', ar: 'الديكور' },
  transportation: { en: 'Guest transport', ar: 'نقل الضيوف' },
  security: { en: 'Security (licensed Saudi guards)', ar: 'الأمن (حراس سعوديون مرخّصون)' },
  coordination: { en: 'Planning and coordination', ar: 'التخطيط والتنسيق' },
  technology: { en: 'Audio-visual and technology', ar: 'الصوتيات والمرئيات والتقنية' },
};

export const SEASON_NAMES: Record<Season, Bilingual> = {
  winter: { en: 'winter', ar: 'الشتاء' },
  spring: { en: 'spring', ar: 'الربيع' },
  summer: { en: 'summer', ar: 'الصيف' },
  autumn: { en: 'autumn', ar: 'الخريف' },
};

export const DEMAND_NAMES: Record<Demand, Bilingual> = {
  peak: { en: 'peak', ar: 'ذروة' },
  high: { en: 'high', ar: 'مرتفع' },
  medium: { en: 'medium', ar: 'متوسط' },
  low: { en: 'low', ar: 'منخفض' },
};

export const EXTRA_NAMES = {
  consultation: { en: 'Planning consultation', ar: 'استشارة تخطيط' },
  coffeeStation: { en: 'Saudi coffee and dates station', ar: 'ركن القهوة السعودية والتمر' },
  coordinatorDay: { en: 'Dedicated on-site coordinator', ar: 'منسق مخصص في الموقع' },
  vipProtocol: { en: 'VIP protocol reception', ar: 'استقبال ومراسم كبار الشخصيات' },
} as const;
