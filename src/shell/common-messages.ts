import type { Language } from './language';

/**
 * Copy every widget shares, merged by defineWidget into each widget's own: the spec's generic
 * texts (§8) and the field markers of the shared FormField.
 */
export const COMMON_MESSAGES = {
  en: {
    common: {
      error: 'An error occurred',
      success: 'Success!',
      retry: 'Try again',
      required: 'Required',
      optional: 'Optional',
    },
  },
  ar: {
    common: {
      error: 'حدث خطأ',
      success: 'تم بنجاح!',
      retry: 'حاول مرة أخرى',
      required: 'مطلوب',
      optional: 'اختياري',
    },
  },
} satisfies Record<Language, { common: Record<string, string> }>;
