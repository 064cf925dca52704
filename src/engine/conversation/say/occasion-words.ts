import type { Language, Occasion } from '../../../contracts/constants';
import type { People, Relation } from '../understand/person';

/** Each occasion as a reply names it: English with its article, Arabic as a Saudi says it. */
// biome-ignore format: a table reads best packed
export const OCCASION_NAMES: Record<Occasion, { en: string; ar: string }> = {
  wedding: { en: 'a wedding', ar: 'زواج' },
  milka: { en: 'a milka', ar: 'ملكة' },
  engagement: { en: 'an engagement', ar: 'خطوبة' },
  'henna-night': { en: 'a henna night', ar: 'ليلة حناء' },
  aqiqah: { en: 'an aqiqah', ar: 'عقيقة' },
  newborn: { en: 'a newborn welcome', ar: 'استقبال مولود' },
  'baby-shower': { en: 'a baby shower', ar: 'حفلة بيبي شاور' },
  graduation: { en: 'a graduation', ar: 'حفلة تخرج' },
  birthday: { en: 'a birthday', ar: 'عيد ميلاد' },
  anniversary: { en: 'an anniversary', ar: 'ذكرى زواج' },
  housewarming: { en: 'a housewarming', ar: 'عزيمة البيت الجديد' },
  'hajj-return': { en: "a pilgrim's welcome home", ar: 'استقبال حاج' },
  iftar: { en: 'an iftar', ar: 'إفطار' },
  suhoor: { en: 'a suhoor', ar: 'سحور' },
  ghabga: { en: 'a ghabga', ar: 'غبقة' },
  'eid-gathering': { en: 'an Eid gathering', ar: 'لمة العيد' },
  'national-day': { en: 'a National Day celebration', ar: 'احتفال اليوم الوطني' },
  'founding-day': { en: 'a Founding Day celebration', ar: 'احتفال يوم التأسيس' },
  condolence: { en: 'a condolence gathering', ar: 'مجلس عزاء' },
  retirement: { en: 'a retirement party', ar: 'حفلة تقاعد' },
  farewell: { en: 'a farewell', ar: 'حفلة توديع' },
  'family-reunion': { en: 'a family gathering', ar: 'لمة عائلية' },
  'dinner-party': { en: 'a dinner party', ar: 'عزيمة' },
  'heritage-evening': { en: 'a heritage evening', ar: 'أمسية تراثية' },
  festival: { en: 'a festival', ar: 'مهرجان' },
  exhibition: { en: 'an exhibition', ar: 'معرض' },
  'corporate-dinner': { en: 'a company dinner', ar: 'عشاء موظفين' },
  conference: { en: 'a conference', ar: 'مؤتمر' },
  seminar: { en: 'a seminar', ar: 'ندوة' },
  'product-launch': { en: 'a product launch', ar: 'حفل إطلاق منتج' },
  'awards-gala': { en: 'an awards gala', ar: 'حفل تكريم' },
  'team-building': { en: 'a team-building day', ar: 'يوم بناء فريق' },
};

/** Whom the visitor named, as the reply says it back to them ('your son', 'بنتك'). */
const RELATIONS: Record<Relation, { en: string; ar: string }> = {
  son: { en: 'your son', ar: 'ابنك' },
  daughter: { en: 'your daughter', ar: 'بنتك' },
  niece: { en: 'your niece', ar: 'بنت أختك' },
  nephew: { en: 'your nephew', ar: 'ولد أختك' },
  boy: { en: 'your baby boy', ar: 'المولود' },
  girl: { en: 'your baby girl', ar: 'المولودة' },
  brother: { en: 'your brother', ar: 'أخوك' },
  sister: { en: 'your sister', ar: 'أختك' },
  father: { en: 'your father', ar: 'الوالد' },
  mother: { en: 'your mother', ar: 'الوالدة' },
  husband: { en: 'your husband', ar: 'زوجك' },
  wife: { en: 'your wife', ar: 'زوجتك' },
};

/** Occasions said with whom they are for: 'حفلة تخرج ابنك', "your son's graduation". */
const PERSONAL: ReadonlySet<Occasion> = new Set(['graduation', 'birthday', 'retirement', 'hajj-return', 'farewell']);

/**
 * The occasion as the reply names it, with whom it is for when the visitor said ('your
 * daughter's graduation', 'حفلة تخرج بنتك').
 *
 * @example
 * occasionName('graduation', 'ar', { honoree: { relation: 'son', gender: 'm' } }); // 'حفلة تخرج ابنك'
 */
export function occasionName(occasion: Occasion, language: Language, people: People = {}): string {
  const name = OCCASION_NAMES[occasion][language];
  const relation = people.honoree && PERSONAL.has(occasion) ? RELATIONS[people.honoree.relation][language] : undefined;
  if (!relation) return name;
  return language === 'ar' ? `${name} ${relation}` : `${relation}'s ${name.replace(/^an? /, '')}`;
}

/**
 * A word for the occasion when it is first named: congratulations that agree with the person
 * (ألف مبروك تخرّجه / تخرّجها), condolences for a loss; nothing for a company's event.
 *
 * @example
 * congratulation('graduation', 'ar', { honoree: { relation: 'daughter', gender: 'f' } }); // 'ألف مبروك تخرّج بنتك، الله يوفقها!'
 */
export function congratulation(occasion: Occasion, language: Language, people: People = {}): string | undefined {
  const gender = people.honoree?.gender;
  const who = people.honoree ? RELATIONS[people.honoree.relation] : undefined;
  const ar = language === 'ar';
  switch (occasion) {
    case 'wedding':
    case 'milka':
    case 'engagement':
    case 'henna-night':
      return ar ? 'ألف مبروك، الله يتمم على خير!' : 'Congratulations!';
    case 'graduation':
      if (ar)
        return who ? `ألف مبروك تخرّج ${who.ar}، الله ${gender === 'f' ? 'يوفقها' : 'يوفقه'}!` : 'ألف مبروك التخرج!';
      return who ? `Congratulations to ${who.en} on the graduation!` : 'Congratulations on the graduation!';
    case 'aqiqah':
    case 'newborn':
      if (ar)
        return gender === 'f'
          ? 'الله يبارك لكم فيها ويجعلها من مواليد السعادة!'
          : 'الله يبارك لكم فيه ويجعله من مواليد السعادة!';
      return 'Congratulations on the new baby!';
    case 'birthday':
      if (ar) return gender === 'f' ? 'كل عام وهي بخير!' : gender === 'm' ? 'كل عام وهو بخير!' : 'كل عام وأنتم بخير!';
      return who ? `Happy birthday to ${who.en}!` : 'Lovely, a birthday!';
    case 'hajj-return':
      return ar ? 'حج مبرور وسعي مشكور!' : 'Hajj mabrour!';
    case 'condolence':
      if (ar) return `عظّم الله أجركم وأحسن عزاءكم، ${gender === 'f' ? 'الله يرحمها' : 'الله يرحمه'}.`;
      return 'I am so sorry for your loss; may God have mercy on them.';
    case 'eid-gathering':
      return ar ? 'كل عام وأنتم بخير!' : 'Eid Mubarak!';
    default:
      return undefined;
  }
}
