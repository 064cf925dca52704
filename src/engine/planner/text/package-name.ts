import type { Language } from '../../../contracts/common';
import type { ServicePackage } from '../../../contracts/event-generator';
import type { EventKind } from '../event-kind';
import type { Bilingual } from './format';
import { PACKAGE_NAMES } from './labels';

/**
 * What a package buys for this kind of event, so a line says what is priced: a birthday's
 * balloon backdrop, a conference's AV, a wedding's kosha.
 *
 * @example
 * packageName('decoration', 'birthday', 'en'); // 'Birthday decoration and balloon backdrop'
 * packageName('security', 'birthday', 'en');   // 'Security (licensed Saudi guards)'
 */
export function packageName(pack: ServicePackage, kind: EventKind, lang: Language): string {
  return (BY_KIND[kind][pack] ?? PACKAGE_NAMES[pack])[lang];
}

type Names = Partial<Record<ServicePackage, Bilingual>>;
const PARTY: Names = {
  entertainment: {
    en: 'Party entertainment (entertainer, magician or DJ)',
    ar: 'ترفيه الحفلة (فقرات ترفيهية أو ساحر أو دي جي)',
  },
  decoration: { en: 'Party decoration and balloon backdrop', ar: 'زينة الحفلة وخلفية البالونات' },
  technology: { en: 'Sound system and screen', ar: 'نظام صوت وشاشة' },
};

const BY_KIND: Record<EventKind, Names> = {
  wedding: {
    photography: { en: 'Wedding photography (female photographers available)', ar: 'تصوير الزفاف (مع مصورات)' },
    entertainment: { en: 'Wedding entertainment (zaffa, band or tagaga)', ar: 'فقرات الزفاف (زفة أو فرقة أو طقاقة)' },
    decoration: { en: 'Decoration and stage (kosha)', ar: 'الديكور والكوشة' },
    technology: { en: 'Sound and lighting', ar: 'الصوت والإضاءة' },
  },
  birthday: {
    ...PARTY,
    decoration: { en: 'Birthday decoration and balloon backdrop', ar: 'زينة عيد الميلاد وخلفية البالونات' },
  },
  celebration: PARTY,
  family: {
    entertainment: { en: 'Live oud or traditional music', ar: 'عزف عود أو موسيقى تراثية' },
    decoration: { en: 'Table flowers and setting', ar: 'ورود وتنسيق الطاولات' },
    technology: { en: 'Sound system', ar: 'نظام صوت' },
  },
  corporate: {
    entertainment: { en: 'Host (MC) and performers', ar: 'مقدم الحفل وفقرات فنية' },
    decoration: { en: 'Stage set, branding and table styling', ar: 'تجهيز المسرح والهوية وتنسيق الطاولات' },
    technology: { en: 'Conference AV, registration and streaming', ar: 'صوتيات ومرئيات المؤتمر والتسجيل والبث' },
  },
  cultural: {
    entertainment: { en: 'Folk performers (ardah) and live music', ar: 'فرق شعبية (عرضة) وموسيقى حية' },
    decoration: { en: 'Heritage set design and styling', ar: 'تصميم ديكور تراثي وتنسيق' },
    technology: { en: 'Stage sound, lighting and screens', ar: 'صوت وإضاءة وشاشات للمسرح' },
  },
};
