import type { City } from './cities';

type Bilingual = { en: string; ar: string };

/** The Kingdom's heritage regions, as décor and menus draw on them (not its thirteen administrative regions). */
export type HeritageRegion = 'hijaz' | 'najd' | 'eastern' | 'south' | 'north';

export interface RegionHeritage {
  name: Bilingual;
  /** What a concept can borrow: architecture, crafts, a UNESCO-listed art, the region's performance. */
  motifs: Bilingual;
  /** Its own dishes, for a traditional or fusion menu. */
  dishes: Bilingual;
  /** Words that name this region's heritage and no other's, in both languages (tests read them). */
  markers: readonly string[];
}

/**
 * Each city's heritage region, by the domain notes' grouping: Hijaz (Jeddah, Makkah, Madinah, Taif,
 * and Yanbu on the same coast), Najd (Riyadh, Qassim), the Eastern Province, the South (Asir's Abha and
 * Khamis Mushait; Jazan and Najran [EST] with them), the North (Tabuk, Ha'il, AlUla, NEOM).
 */
export const HERITAGE_REGION_OF: Readonly<Record<City, HeritageRegion>> = {
  Jeddah: 'hijaz',
  Mecca: 'hijaz',
  Medina: 'hijaz',
  Taif: 'hijaz',
  Yanbu: 'hijaz',
  Riyadh: 'najd',
  Buraidah: 'najd',
  Dammam: 'eastern',
  Khobar: 'eastern',
  Dhahran: 'eastern',
  Jubail: 'eastern',
  'Al-Ahsa': 'eastern',
  Abha: 'south',
  'Khamis Mushait': 'south',
  Jazan: 'south',
  Najran: 'south',
  Tabuk: 'north',
  Hail: 'north',
  AlUla: 'north',
  NEOM: 'north',
};

/**
 * What each region brings to an event. Sources: R89 (Historic Jeddah's coral-stone houses and roshan
 * screens), R90 (al-mizmar, UNESCO 2016), R59, R93 (Najdi mud walls, triangular openings, painted
 * doors), R94 (al-ardah, UNESCO 2015), R92 (At-Turaif, UNESCO 2010; Ha'il rock art, 2015), R95, R96
 * (Al-Ahsa oasis and its Qaisariya souq), R61, R97 (Al-Qatt Al-Asiri, UNESCO 2017; Rijal Almaa's
 * stone houses), R98 (Hegra, the first Saudi World Heritage Site, 2008), R99 (al-dahha), R91 (each
 * region's dishes, Culinary Arts Commission).
 */
export const REGION_HERITAGE: Record<HeritageRegion, RegionHeritage> = {
  hijaz: {
    name: { en: 'Hijazi', ar: 'الحجازي' },
    motifs: {
      en: "Al-Balad's coral-stone houses with their roshan, projecting windows screened in fretted wood, and the mizmar stick dance (UNESCO 2016)",
      ar: 'بيوت البلد المبنية من الحجر المنقبي برواشينها الخشبية المشغولة، ورقصة المزمار (يونسكو 2016)',
    },
    dishes: { en: 'saleeg and Madini rice', ar: 'السليق والرز المديني' },
    markers: ['hijaz', 'roshan', 'mizmar', 'al-balad', 'coral-stone', 'حجاز', 'روشان', 'رواشين', 'مزمار', 'المنقبي'],
  },
  najd: {
    name: { en: 'Najdi', ar: 'النجدي' },
    motifs: {
      en: 'Najdi mud-brick walls with triangular openings and stepped battlements, painted doors of triangles and palm fronds, and the ardah sword dance (UNESCO 2015)',
      ar: 'جدران الطين النجدية بفرجاتها المثلثة وشرفاتها المدرجة، والأبواب المزخرفة بالمثلثات وسعف النخيل، وفن العرضة (يونسكو 2015)',
    },
    dishes: { en: 'jareesh, margoog and kleija', ar: 'الجريش والمرقوق والكليجا' },
    markers: ['najd', 'ardah', 'turaif', 'mud-brick', 'نجد', 'العرضة', 'الطريف', 'الطين النجدي', 'فرجات'],
  },
  eastern: {
    name: { en: 'Eastern', ar: 'الشرقي' },
    motifs: {
      en: "Al-Ahsa, the world's largest palm oasis, with the lanterns, arcades and carved doors of its Qaisariya souq, and the Gulf's dhows and pearls",
      ar: 'واحة الأحساء، أكبر واحة نخيل في العالم، بفوانيس سوق القيصرية وأروقته وأبوابه المنقوشة، ومراكب الخليج ولآلئه',
    },
    dishes: { en: 'Hassawi rice', ar: 'الرز الحساوي' },
    markers: ['ahsa', 'qaisariya', 'hassawi', 'dhow', 'الأحساء', 'القيصرية', 'الحساوي', 'مراكب الخليج'],
  },
  south: {
    name: { en: 'Asiri', ar: 'العسيري' },
    motifs: {
      en: "Al-Qatt Al-Asiri, women's geometric wall painting on white gypsum in green, yellow and red (UNESCO 2017), and the stone houses of Rijal Almaa with their coloured windows",
      ar: 'فن القط العسيري، نقوش هندسية ترسمها النساء على الجص الأبيض بالأخضر والأصفر والأحمر (يونسكو 2017)، وبيوت رجال ألمع الحجرية بنوافذها الملونة',
    },
    dishes: { en: 'haneeth', ar: 'الحنيذ' },
    markers: ['asir', 'qatt', 'rijal almaa', 'عسير', 'العسيري', 'القط العسيري', 'رجال ألمع'],
  },
  north: {
    name: { en: 'Northern', ar: 'الشمالي' },
    motifs: {
      en: "Hegra's Nabataean tomb façades (the first Saudi World Heritage Site, 2008), Ha'il's rock art, the desert's night sky, and the dahha dance",
      ar: 'واجهات مقابر الأنباط في الحِجر (أول موقع سعودي في التراث العالمي، 2008)، والفنون الصخرية في حائل، وسماء الصحراء ليلًا، ورقصة الدحة',
    },
    dishes: { en: "sayadiah and kubaibat Ha'il", ar: 'الصيادية وكبيبة حائل' },
    markers: ['hegra', 'nabataean', 'dahha', 'rock art', 'الحِجر', 'الأنباط', 'الدحة', 'الفنون الصخرية'],
  },
};

/**
 * The heritage region of a city id, or undefined for a place we do not know.
 *
 * @example
 * heritageRegionOf('Jeddah'); // 'hijaz'
 */
export function heritageRegionOf(city: string): HeritageRegion | undefined {
  return Object.hasOwn(HERITAGE_REGION_OF, city) ? HERITAGE_REGION_OF[city as City] : undefined;
}
