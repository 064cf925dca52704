export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** Words that name an occasion in a stored lead or an email, in either language (lower case). */
const KINDS: Record<string, string[]> = {
  wedding: ['wedding', 'زواج', 'زفاف', 'عرس'],
  graduation: ['graduation', 'تخرج'],
  aqiqah: ['aqiqah', 'aqeeqah', 'aqiqa', 'عقيقة'],
  'henna night': ['henna', 'حناء', 'حنا'],
  milka: ['milka', 'malka', 'ملكة', 'ملچة'],
  engagement: ['engagement', 'خطوبة'],
  birthday: ['birthday', 'ميلاد'],
  conference: ['conference', 'مؤتمر', 'corporate'],
  'corporate dinner': ['corporate', 'dinner', 'عشاء'],
  'eid gathering': ['eid', 'عيد'],
  condolence: ['condolence', 'aza', 'عزاء'],
  ghabga: ['ghabga', 'غبقة'],
  anniversary: ['anniversary', 'ذكرى'],
};

export function kindWords(kind: string): string[] {
  return KINDS[kind.toLowerCase()] ?? [kind.toLowerCase()];
}
