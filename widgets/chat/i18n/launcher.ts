import type { Language } from '@shell/base/language';

/**
 * The copy the launcher shows before the chat's code is there: the button, its tooltip and the
 * panel's loading state. Its own small module because the launcher (launcher.ts) draws
 * these without React; en.ts and ar.ts take them from here, so each text exists once.
 */
export const LAUNCHER_MESSAGES = {
  en: {
    open: 'Chat with Layla',
    close: 'Close the chat with Layla',
    tooltip: 'Planning an event? Chat with Layla',
    loading: 'Opening the chat…',
  },
  ar: {
    open: 'تحدّث مع ليلى',
    close: 'أغلق المحادثة مع ليلى',
    tooltip: 'تخطط لمناسبة؟ تحدّث مع ليلى',
    loading: 'جارٍ فتح المحادثة…',
  },
} satisfies Record<Language, Record<string, string>>;

export type LauncherMessages = (typeof LAUNCHER_MESSAGES)['en'];
