/**
 * ReachUsDirectly's copy (`common.reachUs.*`), carried by the component itself (useMessages): it
 * shows only when a call failed, so no element's first load pays for it.
 */
export const REACH_US_MESSAGES = {
  en: {
    common: {
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
      reachUs: {
        text: 'يمكنك التواصل معنا مباشرة:',
        whatsapp: 'أرسلها عبر واتساب',
        newTab: '(تُفتح في علامة تبويب جديدة)',
        prefill: 'مرحباً! حاولت إرسال هذه الرسالة عبر موقعكم: {message}',
        hello: 'مرحباً! أودّ الاستفسار عن تنظيم مناسبة مع فريقكم.',
      },
    },
  },
};
