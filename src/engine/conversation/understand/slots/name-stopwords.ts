/**
 * Words that follow 'I'm' / 'أنا' without being a name: verbs, adjectives, places, articles.
 * Normalised (lower case, Arabic folded). Latin words ending in -ing/-ed are refused separately.
 */
// biome-ignore format: a word list reads best packed
export const NAME_STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'from', 'in', 'at', 'on', 'for', 'with', 'to', 'of', 'here', 'there', 'not',
  'very', 'so', 'just', 'also', 'still', 'really', 'good', 'fine', 'great', 'ok', 'okay', 'well', 'sure', 'ready',
  'available', 'free', 'busy', 'sorry', 'glad', 'happy', 'excited', 'back', 'new', 'about', 'interested', 'engaged',
  'married', 'looking', 'planning', 'going', 'hoping', 'trying', 'thinking', 'calling', 'writing', 'asking', 'i',
  'my', 'me', 'we', 'our', 'you', 'your', 'it', 'is', 'am', 'are', 'was', 'be', 'want', 'need', 'would', 'like',
  'can', 'could', 'will', 'hi', 'hello', 'hey', 'thanks', 'thank', 'please', 'yes', 'no', 'yeah', 'what', 'how',
  'when', 'where', 'who', 'why', 'which', 'curious', 'organising', 'organizing', 'wedding', 'event', 'party',
  'corporate', 'birthday', 'bride', 'groom', 'mother', 'father', 'manager', 'owner', 'hr', 'based', 'currently',
  'tomorrow', 'today', 'budget', 'guests', 'this', 'that', 'all', 'too', 'only', 'one', 'pleased', 'delighted',
  'confused', 'tired', 'retired', 'located', 'situated', 'booked', 'done', 'afraid', 'worried', 'wondering',
  'kinda', 'kind', 'sort', 'sorta', 'pretty', 'quite', 'far', 'too', 'late', 'early', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'update', 'note', 'reply', 'respond', 'write', 'send', 'correction', 'edit', 'ps', 'btw', 'friends', 'family', 'relatives', 'people', 'total',
  'her', 'his', 'him', 'she', 'he', 'they', 'them', 'their', "i'm", 'im', "it's", "we're",
  'ارسلو', 'ارسلوا', 'ارسلي', 'ارسل', 'ابعثو', 'ابعثوا', 'ابعثي', 'ابعث', 'تحديث', 'ملاحظه', 'تعديل', 'تصحيح', 'اهل', 'اصدقاء', 'ربع', 'المجموع',
  'ابغي', 'ابي', 'ابا', 'اريد', 'ابحث', 'احتاج', 'محتاج', 'محتاجه', 'اخطط', 'نخطط', 'افكر', 'اسال', 'انظم', 'احب',
  'ادور', 'اسوي', 'ودي', 'عايز', 'عاوز', 'بدي', 'حاب', 'حابه', 'مهتم', 'مهتمه', 'ناوي', 'ناويه', 'جاي', 'جايه',
  'من', 'في', 'مع', 'علي', 'عن', 'الي', 'بخير', 'تمام', 'الحمدلله', 'هنا', 'مو', 'مش', 'ما', 'لا', 'نعم', 'ايوه',
  'بس', 'ساكن', 'ساكنه', 'موظف', 'موظفه', 'مدير', 'مديره', 'صاحب', 'صاحبه', 'عروس', 'عريس', 'ام', 'ابو',
  'اللي', 'الذي', 'التي', 'هذا', 'هذه', 'هذي', 'كذا', 'طالب', 'طالبه', 'مسوول', 'مسووله', 'متحمس', 'متحمسه',
  'مشغول', 'مستعد', 'شكرا', 'مرحبا', 'اهلا', 'السلام', 'هلا', 'كمان', 'بعد', 'قبل', 'حفل',
  'حفله', 'زواج', 'عرس', 'مناسبه', 'فعاليه', 'ميزانيتي', 'عندي', 'عندنا', 'وش', 'ايش', 'كيف', 'متي', 'وين', 'كم',
  'ابغا', 'بغيت', 'اخاطبكم', 'اتواصل', 'اكلم', 'احجز', 'راح', 'رح', 'سوف', 'لسه', 'توني', 'اكيد', 'والله',
  'جوال', 'جوالي', 'رقم', 'رقمي', 'هاتف', 'هاتفي', 'تلفون', 'تلفوني', 'موبايل', 'موبايلي', 'ايميل', 'ايميلي',
  'بريد', 'بريدي', 'واتس', 'واتساب', 'ابي', 'نبي', 'نبغي', 'ودي', 'حابه', 'حاب',
  'lol', 'pls', 'plz', 'asap', 'thx', 'urgent', 'regards', 'cheers', 'bye', 'anyone', 'help', 'sir', 'madam', 'bro',
  'guys', 'team', 'everyone', 'please', 'soon', 'kindly', 'best', 'sincerely',
  'لو', 'سمحت', 'سمحتي', 'تكفي', 'تكفون', 'عاجل', 'ضروري', 'بسرعه', 'يعطيك', 'العافيه', 'يسلمو', 'مشكورين',
  'بليز', 'ارجو', 'الرد', 'ردوا', 'ردكم', 'انتظر', 'ننتظر', 'شباب', 'يا', 'اخوي', 'اختي',
  // After 'it's' a detail usually follows, not a name ('it's now a festival', 'it's actually 200').
  'now', 'actually', 'instead', 'changed', 'change', 'over', 'public', 'private', 'big', 'small', 'late', 'early',
  'around', 'roughly', 'approximately', 'probably', 'maybe', 'definitely', 'going', 'gonna', 'possible', 'official',
  'الحين', 'الان', 'صار', 'صارت', 'تغير', 'تغيرت', 'بدل',
  // Courtesies and short answers a bare name must not be taken from, and the calendar's names.
  'nope', 'yep', 'yup', 'hmm', 'cool', 'perfect', 'later', 'wait', 'salam', 'nice', 'awesome', 'noted', 'bye',
  'ramadan', 'eid', 'hajj', 'umrah', 'sorry', 'thx', 'ty', 'welcome', 'right', 'correct', 'exactly', 'agreed',
  'ابشر', 'ابشري', 'طيب', 'اوكي', 'اوك', 'زين', 'تم', 'خلاص', 'ماشي', 'ايه', 'مشكور', 'مشكوره', 'جزاك', 'الله',
  'خير', 'رمضان', 'العيد', 'عيد', 'الحج', 'حج', 'عمره', 'صح', 'بالضبط', 'معليش', 'عفوا', 'سوري', 'قصدي', 'اقصد',
  'يب', 'لحظه', 'دقيقه', 'انتظر', 'حياك', 'حياكم', 'وعليكم', 'مرحب', 'هلا',
  // Around a number or an email: when and how to reach the visitor.
  'better', 'best', 'quicker', 'faster', 'easier', 'rn', 'md', 'phd', 'mba', 'pmp', 'cpa',
  'btw', 'fyi', 'by', 'via', 'after', 'before', 'evening', 'morning', 'afternoon', 'night', 'tonight', 'pm', 'am',
  'anytime', 'weekdays', 'weekend', 'email', 'mail', 'phone', 'mobile', 'number', 'whatsapp', 'call', 'text', 'sms',
  'العصر', 'المغرب', 'الظهر', 'العشا', 'الصبح', 'المسا', 'المساء', 'فقط', 'اتصلوا', 'تواصلوا', 'كلموني',
  'تواصل', 'اتصل', 'كلمني', 'كلمنى', 'راسلني', 'راسلوني', 'contact', 'reach', 'ring',
  // Who the writer is to the one celebrated ('أنا عمته'), and what a gathering is ('it's close family only').
  'عمته', 'عمتها', 'خالته', 'خالتها', 'اخته', 'اختها', 'اخوه', 'اخوها', 'جدته', 'جدتها', 'ابوه', 'ابوها', 'امه',
  'امها', 'زوجته', 'زوجها', 'عمه', 'خاله', 'عيالي', 'احفادي', 'اولادي', 'بناتي', 'عيالنا', 'اهلي', 'انا', 'احنا', 'نحن', 'close', 'family', 'friends', 'mostly', 'mainly',
  'basically', 'literally', 'originally', 'almost', 'nearly',
  // Regions a visitor comes from ('originally from Qassim'): places, not people.
  'qassim', 'qaseem', 'najd', 'hijaz', 'hejaz', 'asir', 'aseer', 'القصيم', 'نجد', 'الحجاز', 'عسير', 'الشرقيه', 'الجنوب', 'الشمال',
]);
