import type { EventType } from '../../contracts/common';
import type { LeadInfo } from '../../contracts/natural-conversation';
import { cityName, type CompanyFacts, formatDay, formatNumber, formatPhone, monthName } from '../../saudi';
import type { AnswerContext, NoteExtras, ReplyKit } from './reply-kit';
import type { Intent } from './types';

const TYPE: Record<EventType, string> = {
  wedding: 'زفاف',
  corporate: 'فعالية شركة',
  birthday: 'عيد ميلاد',
  cultural: 'فعالية ثقافية',
  other: 'مناسبة خاصة',
};
const number = (value: number) => formatNumber(value, 'ar');
// Prose names the currency in words ('ريال'); the symbol (formatSar) is for amounts on their own.
const riyals = (amount: number) => `${number(amount)} ريال`;
const date = (iso: string) => formatDay(iso, 'ar');

const STATIC: Partial<Record<Intent, (facts: CompanyFacts) => string>> = {
  'event-wedding': () => 'ألف مبروك! ننظم الأعراس من الملكة إلى الزفة، مع قاعات منفصلة للرجال والنساء عند الحاجة.',
  'event-corporate': () => 'ممتاز. ننظم المؤتمرات وحفلات الإطلاق والحفلات الرسمية وأيام الفرق، من الفكرة حتى آخر ضيف.',
  'event-birthday': () => 'جميل! نجعل عيد الميلاد مناسبة لا تُنسى، من الديكور والكيك إلى الفقرات الترفيهية.',
  'event-cultural': () => 'اختيار رائع. ننظم المهرجانات والمعارض واحتفالات اليوم الوطني بالتصاريح والتنظيم المناسب.',
  'event-other': () => 'يسعدنا تنظيم مناسبتك، فلكل مناسبة خطة مصممة لها.',
  'service-entertainment': () =>
    'نعم، تنظيم الفعاليات الترفيهية من خدماتنا الست: عروض وفنانون وموسيقى وألعاب نارية، وكلها مرخصة.',
  'service-corporate': () =>
    'نعم، ننظم فعاليات الشركات: مؤتمرات وحفلات إطلاق وحفلات رسمية وأيام فرق، مع التجهيزات الصوتية والضيافة.',
  'service-protocol': () => 'نعم، فريق المراسم وكبار الشخصيات لدينا يتولى الاستقبال وترتيب الجلوس والمرافقة والإتيكيت.',
  'service-consultation': () =>
    'نعم، نقدم استشارات الفعاليات: الفكرة والميزانية والمكان والتصاريح قبل أن تلتزم بأي شيء.',
  'service-crowd': () => 'نعم، إدارة الحشود من خدماتنا: تنظيم الدخول والطوابير والتذاكر بفريق مدرّب.',
  'service-health': () => 'نعم، نغطي الصحة والسلامة: متطلبات الدفاع المدني والإسعافات الأولية والفرق الطبية والأمن.',
  services: () =>
    'نقدم ست خدمات: الفعاليات الترفيهية، وفعاليات الشركات، والمراسم وكبار الشخصيات، واستشارات الفعاليات، وإدارة الحشود، والصحة والسلامة.',
  about: (facts) => `معك ليلى، مساعدة شركة سعودية لتنظيم الفعاليات تعمل منذ عام ${facts.since}.`,
  process: () =>
    'نعمل في أربع خطوات: الاستشارة (نسمع منك)، ثم التخطيط (التصميم والميزانية)، ثم التنسيق (الموردون والتصاريح والجدول)، ثم التنفيذ (ندير يوم المناسبة).',
  cities: (facts) =>
    `ننظم الفعاليات في مختلف مناطق المملكة، ومنها ${facts.cities.map((city) => cityName(city, 'ar')).join('، ')}.`,
  contact: (facts) =>
    `يمكنك الاتصال بنا على ${facts.phone}، أو مراسلتنا عبر واتساب على ${formatPhone(facts.whatsapp)}، أو عبر البريد ${facts.email}.`,
  availability: () =>
    'يعتمد التوفر على التاريخ والمدينة، والمواسم المزدحمة تُحجز قبل أشهر، فأخبرني بتاريخك وسيؤكد لك فريقنا.',
  thanks: () => 'العفو، في خدمتك!',
  human: (facts) =>
    `أكيد. سيتصل بك أحد أعضاء فريقنا، أو يمكنك التواصل معهم الآن على ${facts.phone} أو واتساب ${formatPhone(facts.whatsapp)}.`,
  'off-topic': () =>
    'أعتذر، هذا خارج ما أستطيع المساعدة فيه، فأنا هنا لمساعدتك في المناسبات: الأعراس وفعاليات الشركات وأعياد الميلاد والفعاليات الثقافية في أنحاء المملكة.',
  'team-confirms': (facts) =>
    `هذا تفصيل سيؤكده لك فريقنا حسب مناسبتك: اتصل على ${facts.phone} أو راسلنا عبر واتساب على ${formatPhone(facts.whatsapp)}.`,
  pricing: () =>
    'تعتمد الأسعار على نوع المناسبة وعدد الضيوف والمدينة والتاريخ، فأخبرني بها وأعطيك أسعار باقاتنا الأربع.',
};

export const REPLIES_AR: ReplyKit = {
  questions: {
    eventType: 'ما نوع المناسبة التي تخطط لها: زفاف، أم فعالية شركة، أم عيد ميلاد، أم فعالية ثقافية؟',
    name: 'ممكن أتشرف باسمك الكريم؟',
    contact: 'ما رقم جوالك أو بريدك الإلكتروني للتواصل معك؟',
    guestCount: 'كم عدد الضيوف المتوقع؟',
    location: 'في أي مدينة ستقام المناسبة؟',
    eventDate: 'ما التاريخ الذي تفكر فيه للمناسبة؟',
    budget: 'هل لديك ميزانية تقريبية بالريال؟',
  },
  greeting: 'أهلاً وسهلاً! معك ليلى، مساعدتك في تخطيط المناسبات.',
  anythingElse: 'هل هناك شيء آخر أقدر أساعدك فيه؟',
  answer(intent: Intent, { facts }: AnswerContext) {
    if (intent === 'goodbye') return `شكراً لتواصلك معنا! فريقنا في خدمتك متى احتجته على ${facts.phone}.`;
    return STATIC[intent]?.(facts);
  },
  noted(details: LeadInfo, { month, occasion }: NoteExtras = {}) {
    const items = [...describe(details, false, occasion), ...(month ? [`في ${monthOf(month)}`] : [])];
    const parts = [details.name ? `تشرفنا يا ${details.name}!` : '', items.length ? `سجّلت: ${items.join('، ')}.` : ''];
    return parts.filter(Boolean).join(' ') || undefined;
  },
  captured(lead: LeadInfo, facts: CompanyFacts, { month, occasion }: NoteExtras = {}) {
    const name = lead.name ? ` يا ${lead.name}` : '';
    const items = [...describe(lead, true, occasion), ...(month && !lead.eventDate ? [`في ${monthOf(month)}`] : [])];
    return `أرسلت طلبك${name} إلى فريقنا (${items.join('، ')})، وسيتواصلون معك خلال ${number(facts.followUpHours)} ساعة.`;
  },
};

/** '2027-06' → 'يونيو 2027'. */
const monthOf = (month: string) => `${monthName(Number(month.slice(5, 7)), 'ar')} ${month.slice(0, 4)}`;

function describe(lead: LeadInfo, withContact: boolean, occasion?: string): string[] {
  return [
    lead.eventType ? (lead.eventType === 'other' && occasion ? occasion : TYPE[lead.eventType]) : '',
    lead.guestCount ? `${number(lead.guestCount)} ضيف` : '',
    lead.location ? `في ${cityName(lead.location, 'ar')}` : '',
    lead.eventDate ? `بتاريخ ${date(lead.eventDate)}` : '',
    lead.budget ? `بميزانية ${riyals(lead.budget)}` : '',
    lead.phone ? `${withContact ? '' : 'الجوال '}${lead.phone}` : '',
    lead.email ? `${withContact ? '' : 'البريد '}${lead.email}` : '',
  ].filter(Boolean);
}
