import type { Bilingual } from '../text/format';

export type PaletteId = 'classic_gulf' | 'najdi_earth' | 'sadu_weave' | 'asiri_qatt' | 'national' | 'ramadan_lantern';

/**
 * The domain notes' palettes (design choices, not sourced: docs/sources.md, Estimates), with the
 * motifs they come from. A description that speaks of weddings is for weddings and their family
 * (engagement, milka, henna); `beyondWeddings` describes the same colours for every other event.
 */
export const PALETTES: Record<
  PaletteId,
  { name: Bilingual; description: Bilingual; beyondWeddings?: Bilingual; colors: string[] }
> = {
  classic_gulf: {
    // R62: white koshas dominate Gulf weddings
    name: { en: 'Classic Gulf', ar: 'الخليجي الكلاسيكي' },
    description: {
      en: 'Ivory, champagne and gold with blush and silver: the white-kosha elegance of Gulf weddings.',
      ar: 'العاجي والشمبانيا والذهبي مع الوردي الفاتح والفضي: أناقة الكوشة البيضاء في الأعراس الخليجية.',
    },
    beyondWeddings: {
      en: 'Ivory, champagne and gold with blush and silver: the polished elegance of a Gulf majlis.',
      ar: 'العاجي والشمبانيا والذهبي مع الوردي الفاتح والفضي: أناقة المجلس الخليجي الراقية.',
    },
    colors: ['#FFFFF0', '#F7E7CE', '#C9A227', '#E8C4C4', '#C0C0C0'],
  },
  najdi_earth: {
    // R59
    name: { en: 'Najdi Earth', ar: 'الطين النجدي' },
    description: {
      en: 'Ochre mud walls, warm clay and a deep blue door: the Najdi courtyard.',
      ar: 'جدران الطين المغرّة والفخار الدافئ وباب أزرق عميق: فناء البيت النجدي.',
    },
    colors: ['#D8C3A5', '#C58940', '#8B5A2B', '#F4EFE6', '#1F4E9C'],
  },
  sadu_weave: {
    // R60
    name: { en: 'Sadu Weave', ar: 'نسيج السدو' },
    description: {
      en: 'Red, orange, black and white geometric bands of Bedouin Sadu weaving.',
      ar: 'أشرطة هندسية بالأحمر والبرتقالي والأسود والأبيض من نسيج السدو البدوي.',
    },
    colors: ['#9E1B1B', '#E07A1F', '#1C1C1C', '#F2EDE4', '#E3B23C'],
  },
  asiri_qatt: {
    // R61
    name: { en: 'Asiri Qatt', ar: 'القط العسيري' },
    description: {
      en: 'Bright red, green, yellow and blue geometry on white gypsum, after Al-Qatt Al-Asiri.',
      ar: 'زخارف هندسية زاهية بالأحمر والأخضر والأصفر والأزرق على الجص الأبيض، مستوحاة من القط العسيري.',
    },
    colors: ['#FAF7F0', '#D7263D', '#2E933C', '#F4C430', '#1B6CA8'],
  },
  national: {
    // R63: flag green ≈ #006C35; never print the flag itself (R50)
    name: { en: 'National Green', ar: 'الأخضر الوطني' },
    description: {
      en: 'Flag green with white, sage, sand and antique gold: contemporary and proudly Saudi.',
      ar: 'أخضر العلم مع الأبيض والمريمي والرملي والذهبي العتيق: معاصر وسعودي بفخر.',
    },
    colors: ['#006C35', '#FFFFFF', '#4B7F52', '#E6D5B8', '#B8860B'],
  },
  ramadan_lantern: {
    name: { en: 'Ramadan Lantern', ar: 'فانوس رمضان' },
    description: {
      en: 'Midnight navy, lantern gold, teal and copper on parchment for Ramadan evenings.',
      ar: 'الكحلي الليلي وذهبي الفانوس والفيروزي والنحاسي على لون الرق لليالي رمضان.',
    },
    colors: ['#1B1F3B', '#D4A017', '#0F6E6E', '#B87333', '#F5ECD7'],
  },
};
