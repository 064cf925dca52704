import type { Language } from './language';

/**
 * Copy every widget shares, merged by defineWidget into each widget's own: the spec's generic
 * texts (§8), the field markers of the shared FormField and the way round an unreachable server
 * (ReachUsDirectly).
 */
export const COMMON_MESSAGES = {
  en: {
    common: {
      error: 'An error occurred',
      success: 'Success!',
      retry: 'Try again',
      required: 'Required',
      optional: 'Optional',
      reachUs: {
        text: 'You can still reach us directly:',
        whatsapp: 'Send it on WhatsApp',
        newTab: '(opens in a new tab)',
        prefill: 'Hello! I tried to send this through your website: {message}',
        hello: 'Hello! I would like to ask about organising an event with your team.',
      },
    },
  },
  ar: {
    common: {
      error: 'حدث خطأ',
      success: 'تم بنجاح!',
      retry: 'حاول مرة أخرى',
      required: 'مطلوب',
      optional: 'اختياري',
      reachUs: {
        text: 'يمكنك التواصل معنا مباشرة:',
        whatsapp: 'أرسلها عبر واتساب',
        newTab: '(تُفتح في علامة تبويب جديدة)',
        prefill: 'مرحباً! حاولت إرسال هذه الرسالة عبر موقعكم: {message}',
        hello: 'مرحباً! أودّ الاستفسار عن تنظيم مناسبة مع فريقكم.',
      },
    },
  },
} satisfies Record<Language, { common: Record<string, string | Record<string, string>> }>;
