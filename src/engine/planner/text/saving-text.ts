import type { Language } from '../../../contracts/common';
import type { EventGeneratorForm } from '../../../contracts/event-generator';
import { formatSar } from './format';
import { seasonOf } from '../../../saudi/season-of';
import type { EventKind } from '../event-kind';
import { CATERING_TIER_NAMES, MENU_NAMES, SEASON_NAMES, TIER_NAMES } from './labels';
import { dayInWords } from './date-words';
import { packageName } from './package-name';

export type SavingKind = 'season' | 'weekday' | 'menu' | 'cateringTier' | 'days' | 'package';

/**
 * Title and description of one saving in the request language, naming the change and the amount.
 *
 * @example
 * savingText('days', form, shorter, 12000).title; // 'Trim the event by one day'
 */
export function savingText(
  kind: SavingKind,
  form: EventGeneratorForm,
  changed: EventGeneratorForm,
  saved: number,
  eventKind: EventKind,
): { title: string; description: string } {
  const lang = form.language;
  const amount = formatSar(saved, lang);
  const tier = TIER_NAMES[form.premiumLevel][lang];
  const [title, change] = TEXT[kind](form, changed, lang, eventKind);
  const description =
    lang === 'ar'
      ? `${change}. التوفير: ${amount} من إجمالي ${tier} شاملًا الضريبة.`
      : `${change}. Saves ${amount} on the ${tier} total, VAT included.`;
  return { title, description };
}

type Text = (
  form: EventGeneratorForm,
  changed: EventGeneratorForm,
  lang: Language,
  kind: EventKind,
) => [string, string];
/** The name of the package the changed request leaves out, as the breakdown calls it. */
const removed = (form: EventGeneratorForm, changed: EventGeneratorForm, lang: Language, kind: EventKind): string =>
  packageName(
    form.servicePackages.find((pack) => !changed.servicePackages.includes(pack)) ?? 'photography',
    kind,
    lang,
  );

const TEXT: Record<SavingKind, Text> = {
  season: (form, changed, lang, kind) =>
    lang === 'ar'
      ? [
          'الانتقال إلى موسم أقل طلبًا',
          `نقل الفعالية من ${SEASON_NAMES[seasonOf(form.eventDate)].ar} إلى الصيف، موسم الطلب المنخفض، في ${dayInWords(changed.eventDate, lang)}${kind === 'wedding' ? ' (مع أن قاعات الأفراح تزدحم في إجازة الصيف)' : ''}`,
        ]
      : [
          'Move to the low season',
          `Hold the event in summer, the low-demand season, on ${dayInWords(changed.eventDate, lang)} instead of ${SEASON_NAMES[seasonOf(form.eventDate)].en}${kind === 'wedding' ? ' (wedding halls still fill up in the summer holiday)' : ''}`,
        ],
  weekday: (_form, changed, lang) =>
    lang === 'ar'
      ? [
          'الانتقال إلى يوم من أيام الأسبوع',
          `القاعات ترفع أسعار ليالي الأربعاء والخميس؛ اختر ${dayInWords(changed.eventDate, lang)} بدلًا من ذلك`,
        ]
      : [
          'Shift to a weekday',
          `Halls charge more on Wednesday and Thursday nights; choose ${dayInWords(changed.eventDate, lang)} instead`,
        ],
  menu: (form, _changed, lang) =>
    lang === 'ar'
      ? [
          'اختيار القائمة السعودية التقليدية',
          `استبدال ${MENU_NAMES[form.cateringOptions.menuType].ar} بالقائمة السعودية التقليدية`,
        ]
      : [
          'Choose the traditional Saudi menu',
          `Serve a traditional Saudi menu instead of the ${MENU_NAMES[form.cateringOptions.menuType].en}`,
        ],
  cateringTier: (form, changed, lang) =>
    lang === 'ar'
      ? [
          'خفض مستوى الضيافة درجة واحدة',
          `ضيافة ${CATERING_TIER_NAMES[changed.cateringOptions.tier].ar} بدلًا من ${CATERING_TIER_NAMES[form.cateringOptions.tier].ar}`,
        ]
      : [
          'Step the catering down one tier',
          `Choose ${CATERING_TIER_NAMES[changed.cateringOptions.tier].en} catering instead of ${CATERING_TIER_NAMES[form.cateringOptions.tier].en}`,
        ],
  days: (form, changed, lang) =>
    lang === 'ar'
      ? ['تقصير الفعالية يومًا واحدًا', `عدد الأيام ${changed.duration} بدلًا من ${form.duration}`]
      : [
          'Trim the event by one day',
          `Plan ${changed.duration} day${changed.duration > 1 ? 's' : ''} instead of ${form.duration}`,
        ],
  package: (form, changed, lang, kind) =>
    lang === 'ar'
      ? [
          `الاستغناء عن خدمة ${removed(form, changed, lang, kind)}`,
          `إزالة ${removed(form, changed, lang, kind)}، أعلى الخدمات تكلفة في طلبك`,
        ]
      : [
          `Drop ${removed(form, changed, lang, kind)}`,
          `Leave out ${lowerFirst(removed(form, changed, lang, kind))}, the costliest service you chose`,
        ],
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
