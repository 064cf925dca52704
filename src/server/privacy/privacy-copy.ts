import type { Language } from '../../contracts/common';
import { LEAD_COPY } from '../../contracts/lead-copy';
import { CONTACT_FORM_FIELDS, leadField } from '../../contracts/lead-fields';
import { formatNumber } from '../../saudi/format';

/** What the built-in notice states; everything it says comes from the server's configuration. */
export interface NoticeFacts {
  retentionDays: number;
  fullRequestMetaHours: number;
  /** An LLM writes Layla's replies (LLM_BASE_URL is set): the conversation goes to that service. */
  llm: boolean;
}

/** One block of the page: a heading and its paragraphs or list items (plain text, escaped when rendered). */
export interface NoticeSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface NoticeCopy {
  title: string;
  intro: string;
  sections: NoticeSection[];
  rightsHeading: string;
  rights: string;
  /** Before the company's email and phone. */
  contactBy: { email: string; phone: string };
  answerWithin: string;
  ownPolicy: string;
  otherLanguage: string;
  /** The company's name beside its mark, as the site's header writes it. */
  brand: string;
}

/**
 * The built-in privacy notice in both languages (PDPL: what is collected, why, for how long, who
 * else handles it, and how to exercise one's rights). A company with its own policy links it with
 * `privacy-url` instead.
 */
export const NOTICE_COPY: Record<Language, (facts: NoticeFacts) => NoticeCopy> = {
  en: (facts) => ({
    title: 'Privacy notice',
    intro:
      'This notice explains what we keep when you send us a message with our contact form or chat with Layla, our website assistant, what we use it for, and how to ask us to show or delete it. We handle personal data under the Personal Data Protection Law of Saudi Arabia (PDPL).',
    sections: [
      {
        heading: 'What we keep',
        items: [
          `From the contact form: ${kept('en')}.`,
          'From a chat with Layla, once she passes your request to our team: the details you gave her (name, email or phone, type of event, guests, city, date, budget) and the conversation. A chat in which you leave no way to reach you is not kept.',
          'A notification email to our team with those details.',
          `With each message, your internet address and your browser's name, kept in full for ${facts.fullRequestMetaHours} hours to stop abuse such as floods of junk messages. After that we keep only the network part of the address (such as 198.51.100.0/24) and not the browser's name.`,
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: [
          'Only to answer you and to plan your event with you. We do not sell your details or use them for advertising.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          `We delete your message, your conversation with Layla and the email to our team ${facts.retentionDays === 1 ? 'one day' : `${formatNumber(facts.retentionDays, 'en')} days`} after you sent them.`,
        ],
      },
      {
        heading: 'Who else handles it',
        items: [
          'Our email provider, which delivers the notification to our team.',
          ...(facts.llm
            ? ['An artificial-intelligence service that writes Layla’s replies from the conversation.']
            : []),
        ],
      },
    ],
    rightsHeading: 'Your rights',
    rights:
      'You may ask to see the details we hold about you, to have them corrected, or to have them deleted. Tell us the email address or phone number you used.',
    contactBy: { email: 'Email', phone: 'Phone' },
    answerWithin: 'We answer within 30 days.',
    ownPolicy: 'Where this website publishes its own privacy policy, that policy applies as well.',
    otherLanguage: 'العربية',
    brand: 'Saudi Events',
  }),
  ar: (facts) => ({
    title: 'إشعار الخصوصية',
    intro:
      'يوضح هذا الإشعار ما نحتفظ به عندما ترسل إلينا رسالة عبر نموذج التواصل أو تتحدث مع ليلى، مساعدة موقعنا، وفيمَ نستخدمه، وكيف تطلب منا الاطلاع عليه أو حذفه. نعالج البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
    sections: [
      {
        heading: 'ما نحتفظ به',
        items: [
          `من نموذج التواصل: ${kept('ar')}.`,
          'من المحادثة مع ليلى، بعد أن تنقل طلبك إلى فريقنا: البيانات التي أعطيتها لها (الاسم، البريد الإلكتروني أو الجوال، نوع الفعالية، عدد الضيوف، المدينة، التاريخ، الميزانية) ونص المحادثة. أما المحادثة التي لا تترك فيها وسيلة للتواصل معك فلا نحتفظ بها.',
          'رسالة بريد إلكتروني إلى فريقنا تتضمن هذه البيانات.',
          `مع كل رسالة: عنوان الإنترنت الخاص بك واسم متصفحك، نحتفظ بهما كاملين لمدة ${arabicCount(facts.fullRequestMetaHours, ['ساعة واحدة', 'ساعتين', 'ساعات', 'ساعة', 'ساعة'])} لمنع إساءة الاستخدام مثل سيل الرسائل المزعجة، ثم نُبقي على جزء الشبكة من العنوان فقط (مثل 198.51.100.0/24) ونحذف اسم المتصفح.`,
        ],
      },
      {
        heading: 'فيمَ نستخدمه',
        paragraphs: ['للرد عليك وتخطيط فعاليتك معك فقط. لا نبيع بياناتك ولا نستخدمها في الإعلانات.'],
      },
      {
        heading: 'مدة الاحتفاظ',
        paragraphs: [
          `نحذف رسالتك ومحادثتك مع ليلى ورسالة البريد المرسلة إلى فريقنا بعد ${arabicCount(facts.retentionDays, ['يوم واحد', 'يومين', 'أيام', 'يومًا', 'يوم'])} من إرسالها.`,
        ],
      },
      {
        heading: 'من يعالجها غيرنا',
        items: [
          'مزوّد البريد الإلكتروني الذي يوصل الإشعار إلى فريقنا.',
          ...(facts.llm ? ['خدمة ذكاء اصطناعي تكتب ردود ليلى انطلاقًا من المحادثة.'] : []),
        ],
      },
    ],
    rightsHeading: 'حقوقك',
    rights:
      'يحق لك أن تطلب الاطلاع على البيانات التي نحتفظ بها عنك أو تصحيحها أو حذفها. أخبرنا بالبريد الإلكتروني أو رقم الجوال الذي استخدمته.',
    contactBy: { email: 'البريد الإلكتروني', phone: 'الهاتف' },
    answerWithin: 'نرد على طلبك خلال 30 يومًا.',
    ownPolicy: 'إذا نشر هذا الموقع سياسة خصوصية خاصة به، فإنها تسري كذلك.',
    otherLanguage: 'English',
    brand: 'فعاليات السعودية',
  }),
};

/**
 * What the contact form keeps, as the notice lists it: each of its fields that is personal data
 * (lead-fields.ts), 'a, b and c' in English, 'أ وب وج' in Arabic.
 */
function kept(language: Language): string {
  const named = CONTACT_FORM_FIELDS.filter((name) => leadField(name).personal !== 'none').map(
    (name) => LEAD_COPY[language][name].kept,
  );
  if (language === 'ar') return named.join(' و');
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

/**
 * A count with its Arabic noun: one, two, 3 to 10 (plural), 11 to 99 (singular, accusative),
 * whole hundreds (singular, genitive).
 * @example arabicCount(365, ['يوم واحد', 'يومين', 'أيام', 'يومًا', 'يوم']); // '365 يومًا'
 */
function arabicCount(count: number, forms: [string, string, string, string, string]): string {
  const [one, two, few, many, hundreds] = forms;
  if (count === 1) return one;
  if (count === 2) return two;
  const lastTwo = count % 100;
  const noun = lastTwo === 0 ? hundreds : lastTwo >= 3 && lastTwo <= 10 ? few : many;
  return `${formatNumber(count, 'ar')} ${noun}`;
}
