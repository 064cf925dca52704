import type { Service } from './types';
import { keywordMatcher } from './keyword-matcher';

/** Keyword tests per intent, normalised forms (lower case, Arabic folded). */
// biome-ignore format: word lists read best packed
export const ASKS = {
  human: keywordMatcher(
    [
      'human', 'real person', 'a person', 'someone real', 'agent', 'representative', 'customer service',
      'staff member', 'live agent', 'speak to someone', 'talk to someone', 'speak to a', 'talk to a', 'call center',
      'talk to your team', 'speak to your team',
    ],
    [
      'اكلم موظف', 'مع موظف', 'موظف حقيقي', 'شخص حقيقي', 'انسان', 'بشري', 'ممثل خدمه العملاء', 'خدمه العملاء', 'اكلم احد', 'اكلم شخص',
      'اتكلم مع احد', 'اتكلم مع شخص', 'التحدث مع', 'اكلم موظف', 'احد من الفريق',
    ],
  ),
  contact: keywordMatcher(
    [
      'your phone', 'your number', 'your whatsapp', 'your email', 'your contact', 'your address', 'contact you',
      'contact details', 'contact info', 'contact number', 'reach you', 'call you', 'whatsapp', 'phone number',
      'email address', 'get in touch', 'how can i contact', 'how do i contact',
    ],
    [
      'رقمكم', 'رقم التواصل', 'رقم الجوال', 'رقم الواتس', 'جوالكم', 'واتساب', 'واتس', 'ايميلكم', 'بريدكم', 'اتواصل',
      'التواصل', 'ارقامكم', 'عنوانكم', 'اتصل عليكم', 'اكلمكم', 'الهاتف', 'هاتفكم', 'التلفون', 'تلفونكم', 'رقم الهاتف',
      'رقم التلفون', 'الايميل', 'البريد الالكتروني', 'موبايلكم', 'رقم الموبايل',
    ],
  ),
  pricing: keywordMatcher(
    [
      'price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'quote', 'quotation', 'fee', 'fees', 'rates',
      'expensive', 'cheap', 'afford', 'per guest', 'per person', 'per head', 'ballpark', 'estimate', 'roughly',
      'set us back', 'set me back', 'how much would', 'what would it cost', 'what will it cost',
    ],
    [
      'سعر', 'اسعار', 'بكم', 'كم يكلف', 'كم تكلف', 'تكلفه', 'تكاليف', 'كلفه', 'غالي', 'رخيص', 'عرض سعر', 'كم السعر',
      'كم الحساب', 'تقريبا كم', 'كم تقريبا', 'كم يطلع', 'كم تطلع', 'كم بيطلع', 'كم المبلغ', 'كم بيكلف', 'كم راح يكلف',
      'تكلفني', 'يكلفني', 'بتكلفني', 'بيكلفني', 'تكلفنا', 'يكلفنا',
    ],
  ),
  /** Budget words ask about prices only when no amount comes with them ('what budget do I need'). */
  budget: keywordMatcher(['budget'], ['ميزانيه', 'ميزاني']),
  availability: keywordMatcher(
    [
      'available', 'availability', 'are you free', 'free on', 'fully booked', 'what dates', 'which dates',
      'when can you', 'any dates', 'open dates',
    ],
    [
      'متاح', 'متاحين', 'متاحه', 'متوفر', 'متوفرين', 'فاضين', 'فاضي', 'مواعيد', 'تواريخ', 'المواعيد المتاحه',
      'محجوزين', 'التوفر',
    ],
  ),
  cities: keywordMatcher(
    [
      'which cities', 'what cities', 'cities', 'where do you operate', 'where do you work', 'do you cover',
      'do you work in', 'do you operate in', 'do you serve', 'locations', 'outside riyadh', 'work in', 'operate in',
      'travel to', 'come to', 'available in',
    ],
    [
      'مدن', 'وين تشتغلون', 'وين تغطون', 'تغطون', 'تشتغلون في', 'تخدمون', 'مناطق', 'تعملون في', 'فروع', 'اي مدينه',
      'وين مكانكم', 'شغل في', 'تشتغلون', 'تجون', 'توصلون',
    ],
  ),
  process: keywordMatcher(
    [
      'process', 'how does it work', 'how do you work', 'steps', 'what happens next', 'what happens after',
      'how do we start', 'workflow', 'how you work',
    ],
    [
      'خطوات', 'مراحل', 'اليه العمل', 'طريقه العمل', 'طريقه شغلكم', 'كيف تشتغلون', 'كيف تعملون', 'كيف نبدا',
      'وش الخطوات',
    ],
  ),
  services: keywordMatcher(
    ['services', 'what do you do', 'what do you offer', 'what can you do', 'what do you provide', 'your offer'],
    ['خدمات', 'خدماتكم', 'وش تقدمون', 'ماذا تقدمون', 'ايش تقدمون', 'وش تسوون', 'ايش تسوون', 'ماذا تقدم'],
  ),
  about: keywordMatcher(
    [
      'who are you', 'about your company', 'about the company', 'about you', 'since when', 'how long have you',
      'your experience', 'are you a bot', 'are you a robot', 'are you ai',
    ],
    [
      'من انتم', 'مين انتم', 'عن الشركه', 'عن شركتكم', 'خبرتكم', 'من متي', 'كم سنه', 'مين انتي', 'من انتي', 'من انت',
      'انتي بوت', 'عرفيني عليكم',
    ],
  ),
  goodbye: keywordMatcher(
    ['bye', 'goodbye', 'good bye', 'see you', 'take care', "that's all", 'thats all', 'have a nice day'],
    ['مع السلامه', 'في امان الله', 'باي', 'الي اللقاء', 'نشوفك', 'يلا باي', 'وداعا'],
  ),
  thanks: keywordMatcher(
    ['thanks', 'thank you', 'thx', 'ty', 'appreciate it', 'cheers', 'much appreciated'],
    ['شكرا', 'مشكور', 'مشكوره', 'يعطيك العافيه', 'تسلم', 'تسلمين', 'جزاك الله', 'ممنون', 'الله يعافيك'],
  ),
  greeting: keywordMatcher(
    [
      'hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'salam', 'assalamu alaikum', 'salaam',
      'marhaba', 'greetings', 'hiya', 'how are you',
    ],
    [
      'مرحبا', 'اهلا', 'السلام عليكم', 'سلام عليكم', 'هلا', 'صباح الخير', 'مساء الخير', 'صباح النور', 'مساء النور',
      'حياك', 'هاي', 'اهلين',
    ],
  ),
  /** A short yes, no or okay: no question to answer, so Layla simply goes on. */
  acknowledgement: keywordMatcher(
    ['ok', 'okay', 'yes', 'yeah', 'yep', 'sure', 'alright', 'great', 'perfect', 'fine', 'sounds good', 'no', 'not yet', 'cool'],
    ['نعم', 'ايوه', 'اي', 'تمام', 'اوكي', 'طيب', 'زين', 'ممتاز', 'حلو', 'لا', 'ماشي', 'اكيد', 'مو بعد', 'اوك'],
  ),
  /** 'do you …', 'هل …', 'عندكم …': a question about what the company offers. */
  offering: keywordMatcher(
    [
      'do you', 'can you', 'tell me about', 'what about', 'do you offer', 'do you provide', 'do you handle',
      'services', 'service',
    ],
    ['هل', 'عندكم', 'تقدمون', 'تنظمون', 'تسوون', 'تسون', 'ممكن', 'خدمه', 'خدمات', 'تتعاملون'],
  ),
};

/** Per service: the words that name it, and whether naming it is enough (no question needed). */
// biome-ignore format: word lists read best packed
export const SERVICE_WORDS: Record<Service, { test: (text: string) => boolean; needsQuestion: boolean }> = {
  entertainment: {
    test: keywordMatcher(
      ['entertainment', 'concert', 'concerts', 'shows', 'performers', 'dj', 'fireworks', 'live music'],
      ['ترفيه', 'ترفيهي', 'ترفيهيه', 'عروض', 'فرقه', 'فرق', 'العاب ناريه', 'دي جي', 'حفلات غنائيه'],
    ),
    needsQuestion: true,
  },
  corporate: {
    test: keywordMatcher(
      ['corporate events', 'corporate services', 'corporate event services', 'corporate'],
      ['فعاليات الشركات', 'مناسبات الشركات', 'حفلات الشركات', 'فعاليات شركات'],
    ),
    needsQuestion: true,
  },
  protocol: {
    test: keywordMatcher(
      ['vip', 'protocol', 'dignitaries', 'delegation', 'delegations', 'red carpet', 'royal guests'],
      ['بروتوكول', 'البروتوكول', 'كبار الشخصيات', 'كبار الزوار', 'مراسم', 'الوفود', 'وفد', 'كبار الضيوف'],
    ),
    needsQuestion: false,
  },
  consultation: {
    test: keywordMatcher(
      ['consultation', 'consult', 'consulting', 'consultant', 'advice', 'advise'],
      ['استشاره', 'استشارات', 'نصيحه', 'مستشار', 'استشاري'],
    ),
    needsQuestion: false,
  },
  crowd: {
    test: keywordMatcher(
      ['crowd', 'crowds', 'crowd control', 'crowd management', 'queue', 'queues', 'ticketing', 'gate management'],
      ['حشود', 'الحشود', 'اداره الحشود', 'تنظيم الدخول', 'الزحام', 'ازدحام', 'تنظيم الحضور'],
    ),
    needsQuestion: false,
  },
  health: {
    test: keywordMatcher(
      [
        'health and safety', 'safety', 'first aid', 'medical', 'paramedic', 'paramedics', 'ambulance',
        'civil defense', 'civil defence', 'emergency', 'evacuation', 'security',
      ],
      ['السلامه', 'الصحه والسلامه', 'اسعاف', 'اسعافات', 'الدفاع المدني', 'طوارئ', 'امن', 'الامن', 'حراسه'],
    ),
    needsQuestion: false,
  },
};
