import { ERROR_MESSAGES } from '../base/error-messages';
import type { Language } from '../base/language';

/**
 * Copy every widget shares, merged by mountWidget into each view's own: the spec's generic
 * texts (§8) and the field markers of the shared FormField.
 */
export const COMMON_MESSAGES = {
  en: { common: { ...ERROR_MESSAGES.en, success: 'Success!', required: 'Required', optional: 'Optional' } },
  ar: { common: { ...ERROR_MESSAGES.ar, success: 'تم بنجاح!', required: 'مطلوب', optional: 'اختياري' } },
} satisfies Record<Language, { common: Record<string, string> }>;
