import type { Language } from '../../contracts';

/** The words of the emailed plan, in the plan's language (the widget's print layout says the same). */
export const PLAN_COPY: Record<
  Language,
  {
    subject: (company: string) => string;
    greeting: (name: string) => string;
    intro: string;
    prepared: string;
    phone: string;
    whatsapp: string;
    event: string;
    city: string;
    guests: string;
    date: string;
    days: string;
    tiers: string;
    perGuest: string;
    bestValue: string;
    market: string;
    venues: string;
    concepts: string;
    savings: string;
    regulations: string;
    cultural: string;
    method: string;
    closing: string;
  }
> = {
  en: {
    subject: (company) => `Your event plan from ${company}`,
    greeting: (name) => `Dear ${name},`,
    intro: 'Here is the plan you asked for. Our team has a copy and will be glad to take it further with you.',
    prepared: 'Prepared on',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    event: 'Event',
    city: 'City',
    guests: 'Guests',
    date: 'Date',
    days: 'Days',
    tiers: 'Pricing tiers (VAT included)',
    perGuest: 'per guest',
    bestValue: 'best value',
    market: 'Market analysis',
    venues: 'Venue recommendations',
    concepts: 'Visual concepts',
    savings: 'Savings opportunities',
    regulations: 'Saudi regulations',
    cultural: 'Cultural considerations',
    method:
      'How this plan is made: our pricing rules and Saudi market data (public sources and marked estimates), not a quote; prices include VAT at 15%.',
    closing: 'To go ahead or to change anything, call or message us on WhatsApp.',
  },
  ar: {
    subject: (company) => `خطة مناسبتك من ${company}`,
    greeting: (name) => `عزيزنا ${name}،`,
    intro: 'هذه الخطة التي طلبتها. لدى فريقنا نسخة منها، ويسعده أن يكمل معك التفاصيل.',
    prepared: 'أُعدّت في',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    event: 'المناسبة',
    city: 'المدينة',
    guests: 'الضيوف',
    date: 'التاريخ',
    days: 'عدد الأيام',
    tiers: 'باقات الأسعار (شاملة الضريبة)',
    perGuest: 'للضيف',
    bestValue: 'الأفضل قيمة',
    market: 'تحليل السوق',
    venues: 'الأماكن المقترحة',
    concepts: 'الأفكار البصرية',
    savings: 'فرص التوفير',
    regulations: 'الأنظمة السعودية',
    cultural: 'اعتبارات ثقافية',
    method:
      'كيف أُعدّت هذه الخطة: من قواعد التسعير لدينا وبيانات السوق السعودي (مصادر عامة وتقديرات موضّحة)، وليست عرض سعر نهائيًا؛ والأسعار شاملة ضريبة القيمة المضافة 15٪.',
    closing: 'للمضي قدمًا أو لتعديل أي شيء، اتصل بنا أو راسلنا عبر واتساب.',
  },
};
