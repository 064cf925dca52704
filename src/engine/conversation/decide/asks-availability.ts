/** Whether a place or a person is free: 'free', 'available', 'booked', 'فاضية', 'متاحة', 'محجوز'. */
const FREE =
  /(?<![\p{L}])(?:free|available|availability|booked|taken|open)(?![\p{L}])|(?<![\p{L}])(?:فاضي|فاضيه|فاضيين|فاضين|متاح|متاحه|متوفر|متوفره|محجوز|محجوزه)(?![\p{L}])/u;
/** A venue of someone else's, named: 'the Four Seasons ballroom', 'Qasr Al Nakheel hall', 'قاعة ليلتي'. */
const PLACE =
  /(?<![\p{L}])(?:ballroom|hall|hotel|palace|venue|resort|qasr|قاعه|القاعه|قاعات|قصر|فندق|الفندق|منتجع|استراحه)(?![\p{L}])/u;
/** When: a day, a date, a month or a weekend. */
const WHEN =
  /\d|(?<![\p{L}])(?:on|that|this|next|weekend|night|day|date|thursday|friday|saturday|wednesday|january|february|march|april|may|june|july|august|september|october|november|december|يوم|ليله|تاريخ|خميس|الخميس|جمعه|الجمعه|السبت|الاربعا|الويكند|الشهر|شهر|يناير|فبراير|مارس|ابريل|مايو|يونيو|يوليو|اغسطس|سبتمبر|اكتوبر|نوفمبر|ديسمبر)(?![\p{L}])/u;

/**
 * Whether a normalised question asks if a particular venue, or the company itself, is free on a
 * date ('is the Four Seasons ballroom free on 12 february?', 'قاعة ليلتي فاضية آخر خميس من مارس؟',
 * 'are you available on 15/3/2027?'): a calendar is not something Layla can read, so the team
 * answers it, never a paragraph about halls or working hours.
 *
 * @example
 * asksAvailability('is qasr al nakheel hall available on the last thursday of march'); // true
 * asksAvailability('are you available on 15/3/2027'); // true
 * asksAvailability('can you book a wedding hall?'); // false
 */
export function asksAvailability(text: string): boolean {
  return WHEN.test(text) && ((FREE.test(text) && PLACE.test(text)) || (WE_FREE.test(text) && YOU.test(text)));
}

/** Whether the company is free, not whether it is open: 'are you available', 'فاضيين'. */
const WE_FREE =
  /(?<![\p{L}])(?:free|available|availability|booked)(?![\p{L}])|(?<![\p{L}])(?:فاضيين|فاضين|متاحين|محجوزين|موعد فاضي)(?![\p{L}])/u;
/** Asked of the company: 'are you', 'your team', 'عندكم', 'انتم'. */
const YOU = /(?<![\p{L}])(?:you|u|your team|عندكم|انتم|فاضيين|فاضين|متاحين|محجوزين)(?![\p{L}])/u;

/** Whether a place lets something happen: 'allow', 'permit', 'let us', 'يسمحون', 'مسموح', 'يقبلون'. */
const ALLOWS =
  /(?<![\p{L}])(?:allow|allows|allowed|permit|permits|permitted|let us|lets us)(?![\p{L}])|(?<![\p{L}])(?:يسمح|يسمحون|تسمح|يسمحو|مسموح|يقبلون|يقبل|تقبل|يرضون)(?![\p{L}])/u;
/** One venue, the visitor's: 'the hotel', 'this hall', 'الفندق', 'القاعه'. */
const THE_PLACE =
  /(?<![\p{L}])(?:the|this|that|our)\s+(?:ballroom|hall|hotel|palace|venue|resort)(?![\p{L}])|(?<![\p{L}])(?:القاعه|الفندق|القصر|المنتجع|الاستراحه)(?![\p{L}])/u;

/**
 * Whether a normalised question asks what one venue of someone else's lets them do ('will the
 * hotel let us bring our own cake?', 'القاعه تسمح بالبخور؟'): that venue's own rules are its to
 * say, so the team asks it, as it does its calendar; a rule of venues in general ('do hotels allow
 * fireworks?') stays a topic's.
 *
 * @example
 * asksVenueRule('does the hall allow a dj after midnight'); // true
 * asksVenueRule('do hotels allow a dj after midnight'); // false
 */
export function asksVenueRule(text: string): boolean {
  return ALLOWS.test(text) && THE_PLACE.test(text);
}
