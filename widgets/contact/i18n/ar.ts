import { LEAD_COPY } from '@contracts/lead-copy';
import type { ContactMessages } from './en';

/** النص العربي لعنصر <ev-contact>. */
export const ar: ContactMessages = {
  contact: {
    heading: 'تواصل معنا',
    intro: 'هل تخطط لحفل زفاف أو مؤتمر أو مناسبة خاصة؟ أخبرنا بفكرتك وسنساعدك على تحويلها إلى مناسبة لا تُنسى.',
    info: {
      title: 'معلومات التواصل',
      phoneLabel: 'الهاتف',
      locationLabel: 'الموقع',
      location: 'الرياض، المملكة العربية السعودية',
    },
    why: {
      title: 'لماذا تختارنا',
      experience:
        'ننظّم الفعاليات في أنحاء المملكة منذ عام 2010، من حفلات الزفاف العائلية إلى المؤتمرات التي تضم الآلاف',
      safety: 'فرق مرخّصة لإدارة الحشود والصحة والسلامة في كل فعالية',
      protocol: 'مراسم كبار الشخصيات يتولاها فريق مدرَّب على البروتوكول السعودي والدولي',
      coordinator: 'منسّق واحد يرافقك من أول اتصال حتى مغادرة آخر ضيف، مع عروض أسعار واضحة بالريال',
    },
    followUp: 'سيتواصل معك فريقنا خلال {followUpHours} ساعة.',
    whatsapp: {
      title: 'تفضّل واتساب؟',
      label: 'تحدّث معنا عبر واتساب',
      newTab: '(يفتح في نافذة جديدة)',
      message: 'مرحباً! أودّ الاستفسار عن تنظيم مناسبة مع فريقكم.',
    },
    form: {
      title: 'أرسل لنا رسالة',
      honeypot: 'اترك هذا الحقل فارغاً',
      submit: 'إرسال الرسالة',
      sending: 'جارٍ الإرسال...',
      sent: 'تم إرسال الرسالة!',
      success: 'شكراً لك، استلمنا رسالتك وسيتواصل معك فريقنا خلال {followUpHours} ساعة.',
    },
    /** The form's fields (src/contracts/lead-copy.ts: one line a field, read by the privacy notice too). */
    fields: LEAD_COPY.ar,
    privacy: {
      notice: 'نستخدم هذه البيانات فقط للرد عليك بشأن فعاليتك.',
      link: 'كيف نتعامل مع بياناتك',
      newTab: '(يفتح في نافذة جديدة)',
    },
    errors: {
      lead: 'حدثت مشكلة أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة.',
      notification: 'تعذّر إرسال إشعار البريد الإلكتروني، لكن رسالتك سُجّلت.',
      emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
      phoneInvalid: 'يرجى إدخال رقم جوال صحيح، مثل ‎+966 50 123 4567.',
      required: 'يرجى تعبئة هذا الحقل.',
      tooLong: 'يرجى ألّا يتجاوز النص {max} حرفاً.',
    },
  },
};
