import { keywordMatcher } from './keyword-matcher';

/**
 * Words that say what a visitor is asking about, by topic: stems and the forms people type
 * (Gulf and Modern Standard Arabic, English with its common shortcuts). Arabic entries match with
 * their clitics (بالعيد، تصاريحكم), see keywordMatcher. A few topics need two kinds of word
 * together ('enough' and a period for lead time); detect-intent combines them.
 */
// biome-ignore format: word lists read best packed
export const TOPIC_WORDS = {
  permits: keywordMatcher(
    [
      'permit', 'permits', 'permission', 'permissions', 'licence', 'licences', 'license', 'licenses', 'licensing',
      'approval', 'approvals', 'approve', 'authorisation', 'authorization', 'legal', 'legally', 'regulations',
      'regulation', 'paperwork', 'red tape', 'who issues',
    ],
    ['تصريح', 'تصاريح', 'تصريحات', 'ترخيص', 'تراخيص', 'رخصه', 'رخص', 'موافقه', 'موافقات', 'اذن', 'نظاميه', 'الانظمه'],
  ),
  vat: keywordMatcher(
    ['vat', 'tax', 'taxes', 'taxed', 'value added', 'value-added'],
    ['ضريبه', 'ضرايب', 'القيمه المضافه'],
  ),
  inclusions: keywordMatcher(
    [
      'include', 'includes', 'included', 'including', 'inclusive', "what's in", 'whats in', 'what is in', 'extra',
      'extras', 'additional cost', 'additional costs', 'additional charge', 'on top', 'hidden', 'excluded', 'exclude',
      'excludes', 'covered', 'comes with', 'part of the package', 'what do i get', 'what do we get', 'quote cover',
      'price cover', 'does it cover', 'package cover',
    ],
    [
      'يشمل', 'تشمل', 'شامل', 'شامله', 'يغطي', 'العرض يغطي', 'يدخل في', 'تدخل في', 'داخل في', 'داخله في', 'يدخل ضمن', 'ضمن السعر',
      'مشمول', 'مشموله', 'زياده', 'اضافي', 'اضافيه', 'يتضمن', 'تتضمن', 'الباقه فيها', 'الباقه فيه', 'السعر فيه', 'مخفيه',
    ],
  ),
  leadTime: keywordMatcher(
    [
      'in advance', 'advance booking', 'ahead of time', 'how early', 'how far ahead', 'how long before', 'long before',
      'how much notice', 'notice', 'lead time', 'too late', 'last minute', 'last-minute', 'short notice',
      'start planning', 'book before', 'book ahead', 'when should we book', 'when should i book', 'when to book',
      'how much time', 'how long do you need', 'time do you need',
    ],
    [
      'قبل كم', 'كم قبل', 'بدري', 'مبكر', 'مبكرا', 'متاخر', 'متاخرين', 'متاخره', 'الوقت الكافي', 'المده المطلوبه',
      'نبدا نجهز', 'نبدا التجهيز', 'نبدا التخطيط', 'متي نبدا', 'متي نحجز', 'نحجز قبل', 'قبلها بكم', 'مسبقا', 'تاخر',
      'تاخرت', 'نلحق', 'لحقنا', 'وقت قبل', 'كم وقت', 'تحتاجون وقت', 'تحتاجون كم',
    ],
  ),
  enough: keywordMatcher(['enough', 'sufficient'], ['تكفي', 'يكفي', 'كافي', 'كافيه']),
  /** Time left before the event ('only 10 days until', 'باقي ١٠ أيام'): a lead-time question with a period. */
  timeLeft: keywordMatcher(
    ['until', 'left', 'away', 'to go', 'remaining', 'still help', 'in time', 'only have'],
    ['باقي', 'بقي', 'متبقي', 'تلحقون', 'تلحقوا', 'يمديكم', 'يمدي', 'امداكم', 'تمدون'],
  ),
  period: keywordMatcher(
    ['day', 'days', 'week', 'weeks', 'month', 'months'],
    ['يوم', 'ايام', 'يومين', 'اسبوع', 'اسابيع', 'اسبوعين', 'شهر', 'شهرين', 'اشهر', 'شهور'],
  ),
  /** Ramadan, Eid and Hajj: a question about them is about the calendar whatever else it says. */
  holyMonths: keywordMatcher(
    [
      'ramadan', 'ramadhan', 'ramzan', 'eid', 'eid al fitr', 'eid al-fitr', 'eid al adha', 'eid al-adha', 'hajj',
      'haj', 'umrah', 'hijri', 'islamic calendar',
    ],
    ['رمضان', 'رمضاني', 'العيد', 'عيد الفطر', 'عيد الاضحي', 'الاضحي', 'الحج', 'العمره', 'هجري', 'الهجري'],
  ),
  /** Occasions that are also events (an iftar, national day): about the calendar only in a question. */
  occasions: keywordMatcher(
    ['iftar', 'suhoor', 'suhur', 'national day', 'founding day'],
    ['افطار', 'سحور', 'غبقه', 'اليوم الوطني', 'يوم التاسيس'],
  ),
  season: keywordMatcher(
    [
      'season', 'seasons', 'seasonal', 'time of year', 'time of the year', 'time of yr', 'best time', 'good time',
      'good month', 'best month', 'which month', 'which months', 'what month', 'summer', 'winter', 'spring', 'autumn',
      'peak', 'busiest', 'busy season', 'off-peak', 'off peak', 'low season', 'high season', 'cheapest time',
      'cheaper time',
    ],
    [
      'موسم', 'المواسم', 'مواسم', 'الصيف', 'صيف', 'الشتاء', 'شتاء', 'الشتا', 'الربيع', 'الخريف', 'افضل وقت', 'انسب وقت',
      'احسن وقت', 'اي شهر', 'وقت الذروه', 'الذروه', 'زحمه', 'اكثر وقت', 'ارخص وقت', 'شهر مناسب',
    ],
  ),
  /** The weather: a season question only about an event or a Saudi city, not 'the weather in London'. */
  weather: keywordMatcher(
    ['weather', 'climate', 'hot', 'heat', 'cold', 'temperature', 'rainy', 'rain'],
    ['الجو', 'جو', 'حر', 'حار', 'حاره', 'برد', 'بارد', 'الحراره', 'مطر', 'امطار'],
  ),
  /** Kinds of venue: naming one is asking about it. */
  venueKinds: keywordMatcher(
    [
      'ballroom', 'ballrooms', 'istiraha', 'istirahah', 'rest house', 'resthouse', 'camp', 'desert camp', 'hotel',
      'hotels', 'palace', 'qasr', 'villa', 'farm', 'chalet', 'wedding hall', 'conference centre', 'conference center',
      'private dining',
      'where can we hold', 'where could we hold', 'where should we hold', 'where to hold', 'where can we host',
    ],
    [
      'استراحه', 'استراحات', 'مخيم', 'مخيمات', 'فندق', 'فنادق', 'قصر', 'قصور', 'مزرعه', 'شاليه', 'فيلا', 'منتجع',
      'قاعه افراح', 'مركز موتمرات', 'صاله طعام', 'وين نسوي', 'وين نسويه', 'وين نسويها', 'وين نقيم', 'وين نقيمها',
    ],
  ),
  /** A venue in general, a question about choosing one only with a word of choosing (venueChoice). */
  venues: keywordMatcher(
    ['venue', 'venues', 'hall', 'halls', 'place', 'places', 'space', 'location', 'locations'],
    ['قاعه', 'قاعات', 'مكان', 'اماكن'],
  ),
  venueChoice: keywordMatcher(
    [
      'suit', 'suits', 'suitable', 'fit', 'fits', 'recommend', 'options', 'option', 'which', 'what kind', 'looking for',
      'need a', 'find', 'have', 'got', 'hold', 'host', 'book', 'big enough', 'accommodate', 'capacity', 'available',
    ],
    [
      'يناسب', 'تناسب', 'مناسب', 'مناسبه', 'المناسب', 'المناسبه', 'يكفي', 'تكفي', 'يتسع', 'تتسع', 'يستوعب', 'تستوعب', 'ابي',
      'نبي', 'ابغي', 'نبغي', 'ندور', 'عندكم', 'وين', 'تقترح', 'تنصح', 'خيارات', 'المتاحه', 'متاحه',
    ],
  ),
  /** Men and women named together: a question about separate sections. */
  men: keywordMatcher(['men', 'male', 'gents', 'gentlemen'], ['رجال', 'رجل', 'شباب']),
  women: keywordMatcher(['women', 'ladies', 'female', 'females'], ['نساء', 'حريم', 'سيدات', 'بنات']),
  catering: keywordMatcher(
    [
      'catering', 'caterer', 'caterers', 'food', 'menu', 'menus', 'buffet', 'buffets', 'dish', 'dishes', 'cuisine',
      'kabsa', 'mandi', 'mandhi', 'ouzi', 'lamb', 'chef', 'chefs', 'cook', 'cooks', 'drinks', 'beverages', 'coffee',
      'gahwa', 'qahwa', 'halal', 'alcohol', 'vegetarian', 'vegan', 'sweets', 'dessert', 'desserts',
    ],
    [
      'ضيافه', 'اكل', 'طعام', 'بوفيه', 'بوفيهات', 'منيو', 'قايمه الطعام', 'كبسه', 'مندي', 'مفطح', 'مفاطيح', 'ذبايح',
      'ذبيحه', 'قوزي', 'لحم', 'قهوه', 'تمر', 'تمور', 'حلويات', 'حلال', 'كحول', 'مشروبات', 'طباخ', 'طباخين', 'شيف',
      'مطبخ', 'اطباق', 'طبخ', 'نباتي', 'نباتيه',
    ],
  ),
  /** Meals, which also name an event ('a corporate dinner'): catering unless the question is the price. */
  meals: keywordMatcher(
    ['meal', 'meals', 'lunch', 'dinner', 'breakfast', 'brunch'],
    ['عشا', 'عشاء', 'غدا', 'غداء', 'فطور', 'وجبه', 'وجبات'],
  ),
  /** Customs whose words say it on their own: separate halls, women photographers, prayer, the flag. */
  customs: keywordMatcher(
    [
      'separate', 'separated', 'segregated', 'segregation', 'mixed', 'men and women', 'women and men', 'ladies hall',
      "ladies' hall", 'ladies section', "women's hall", 'womens hall', 'female photographer', 'woman photographer',
      'women photographer', 'lady photographer', 'female photographers', 'prayer', 'prayers', 'adhan', 'azan',
    ],
    [
      'منفصل', 'منفصله', 'منفصلين', 'مفصول', 'مفصوله', 'مختلط', 'مختلطه', 'اختلاط', 'قسم النساء', 'قسم الرجال',
      'قاعه النساء', 'قاعه الرجال', 'مصوره', 'مصورات', 'الصلاه', 'صلاه', 'الاذان', 'اذان', 'شعار الدوله',
    ],
  ),
  /** Customs that are also event details (a zaffa, a tagaga): a custom only in a question. */
  customsAsked: keywordMatcher(
    [
      'tagaga', 'taqaqa', 'zaffa', 'zaffah', 'zafa', 'flag', 'emblem', 'customs', 'traditions', 'etiquette', 'culture', 'culturally',
      "do's and don'ts", 'dos and donts', "dos and don'ts", 'dress code', 'abaya', 'what time do', 'how late',
      'start and finish', 'start and end', 'usually start',
    ],
    ['طقاقه', 'طقاقات', 'زفه', 'العلم', 'عادات', 'تقاليد', 'اعراف', 'الذوق العام', 'اللبس', 'متي تبدا', 'متي تخلص', 'تبدا وتخلص'],
  ),
  foodSafety: keywordMatcher(
    [
      'food safety', 'food hygiene', 'hygiene', 'hygienic', 'health certificate', 'health certificates', 'sfda',
      'food poisoning', 'food handlers',
    ],
    [
      'سلامه الغذاء', 'سلامه الاكل', 'سلامه الطعام', 'نظافه الاكل', 'نظافه الطعام', 'شهاده صحيه', 'شهادات صحيه',
      'الغذاء والدواء', 'تسمم',
    ],
  ),
  licensed: keywordMatcher(
    ['licensed', 'licenced', 'certified', 'registered', 'inspected'],
    ['مرخص', 'مرخصين', 'مرخصه', 'معتمد', 'معتمدين', 'شهادات'],
  ),
  /** Fire, exits and capacity: safety questions the services' words do not name. */
  safety: keywordMatcher(
    [
      'fire', 'fire safety', 'evacuation', 'emergency exits', 'exits', 'capacity limit', 'capacity limits',
      'stampede', 'ambulance', 'ambulances', 'medics', 'guards', 'bouncers',
    ],
    ['حريق', 'الحريق', 'مخارج الطوارئ', 'الطاقه الاستيعابيه', 'حراس', 'اخلاء'],
  ),
  /** A hired act makes a private event's suppliers need their own licences (GEA). */
  entertainment: keywordMatcher(
    [
      'band', 'bands', 'dj', 'singer', 'singers', 'performer', 'performers', 'music', 'live music', 'fireworks',
      'show', 'shows', 'concert', 'tagaga',
    ],
    ['فرقه', 'فرق', 'مطرب', 'مطربه', 'فنان', 'فنانه', 'دي جي', 'طقاقه', 'العاب ناريه', 'اغاني', 'موسيقي', 'حفله غنائيه'],
  ),
  /** Asking for the lowest price, which Layla answers with the Essential tier first. */
  cheapest: keywordMatcher(['cheapest', 'lowest', 'budget option', 'most affordable', 'basic package'], ['ارخص', 'اقل سعر']),
  /** Asking when an occasion falls, which is not the date of the visitor's event. */
  when: keywordMatcher(['when', "when's", 'whens', 'what date', 'which date', 'dates of'], ['متي', 'امتي', 'تاريخه', 'كم تاريخ', 'ايش تاريخ']),
};

/** Words that put a question in the events world, so an unknown one goes to the team, not off-topic. */
// biome-ignore format: word lists read best packed
export const EVENT_WORLD = keywordMatcher(
  [
    'event', 'events', 'party', 'parties', 'guest', 'guests', 'venue', 'hall', 'bride', 'groom', 'wedding',
    'conference', 'stage', 'sound', 'lighting', 'decor', 'décor', 'decoration', 'photographer', 'invitation',
    'invitations', 'parking', 'seating', 'tables', 'chairs', 'ceremony', 'reception', 'attendees', 'interpreter',
  ],
  [
    'مناسبه', 'مناسبات', 'فعاليه', 'فعاليات', 'حفل', 'حفله', 'حفلات', 'ضيف', 'ضيوف', 'قاعه', 'عروس', 'عريس', 'عرس',
    'زواج', 'موتمر', 'مسرح', 'صوتيات', 'اضاءه', 'ديكور', 'زينه', 'مصور', 'دعوات', 'مواقف', 'جلسات', 'طاولات', 'كراسي',
    'الحضور', 'مترجم',
  ],
);
