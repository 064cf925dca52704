import type { Bilingual } from '../text/format';

export type PaletteId =
  | 'classic_gulf'
  | 'najdi_earth'
  | 'hijazi_roshan'
  | 'ahsa_oasis'
  | 'hegra_sandstone'
  | 'sadu_weave'
  | 'asiri_qatt'
  | 'national'
  | 'ramadan_lantern';

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
  hijazi_roshan: {
    // R89: Al-Balad's coral-stone houses and roshan screens; colours white and natural wood [EST]
    name: { en: 'Hijazi Roshan', ar: 'الروشان الحجازي' },
    description: {
      en: "Lime white, coral stone and teak with a Red Sea teal: Al-Balad's houses and their fretted roshan screens.",
      ar: 'أبيض الجير والحجر المنقبي وخشب الساج مع فيروزي البحر الأحمر: بيوت البلد ورواشينها المشغولة.',
    },
    colors: ['#F8F5EE', '#C8B59A', '#8B5E3C', '#3E6E7A', '#D9C8A9'],
  },
  ahsa_oasis: {
    // R95, R96: Al-Ahsa's palms and the lanterns of its Qaisariya souq; palm green, date brown, sea blue [EST]
    name: { en: 'Al-Ahsa Oasis', ar: 'واحة الأحساء' },
    description: {
      en: 'Palm green, date brown and Gulf blue with lantern gold: the oasis of Al-Ahsa and its Qaisariya souq.',
      ar: 'أخضر النخيل وبني التمر وأزرق الخليج مع ذهبي الفوانيس: واحة الأحساء وسوق القيصرية.',
    },
    colors: ['#3F6B3A', '#6B3E26', '#1E5F8C', '#E8D8B8', '#C99A2E'],
  },
  hegra_sandstone: {
    // R98: Hegra's Nabataean tombs; sandstone ochre [EST]
    name: { en: 'Hegra Sandstone', ar: 'حجر الحِجر الرملي' },
    description: {
      en: 'Sandstone ochre and rose under a night-sky blue: the Nabataean tomb façades of Hegra.',
      ar: 'مغرة الحجر الرملي ووردّيه تحت زرقة سماء الليل: واجهات مقابر الأنباط في الحِجر.',
    },
    colors: ['#C0763A', '#E3B27A', '#1C2541', '#F3E3C3', '#7A4B2A'],
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
