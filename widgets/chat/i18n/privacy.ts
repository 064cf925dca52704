import type { WidgetMessages } from '@shell/react/create-i18n';

/**
 * The chat's privacy notice (`chat.privacy.*`) in both languages. Only the panel shows it, so it
 * loads with the panel (chat-panel.tsx adds it to the chat's i18n) rather than with the launcher,
 * whose first load has a size budget.
 */
export const PRIVACY_MESSAGES: WidgetMessages<{ chat: { privacy: { notice: string; link: string; newTab: string } } }> =
  {
    en: {
      chat: {
        privacy: {
          notice: 'We use your contact details only so our team can reach you about your event.',
          link: 'How we handle your data',
          newTab: '(opens in a new tab)',
        },
      },
    },
    ar: {
      chat: {
        privacy: {
          notice: 'نستخدم بيانات التواصل الخاصة بك فقط ليتواصل معك فريقنا بشأن فعاليتك.',
          link: 'كيف نتعامل مع بياناتك',
          newTab: '(يفتح في علامة تبويب جديدة)',
        },
      },
    },
  };
