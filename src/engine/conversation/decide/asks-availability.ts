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
 * Whether a normalised question asks if a particular venue is free on a date ('is the Four
 * Seasons ballroom free on 12 february?', 'قاعة ليلتي فاضية آخر خميس من مارس؟'): a venue's
 * calendar is not something Layla can read, so the team answers it, never a paragraph about
 * halls.
 *
 * @example
 * asksAvailability('is qasr al nakheel hall available on the last thursday of march'); // true
 * asksAvailability('can you book a wedding hall?'); // false
 */
export function asksAvailability(text: string): boolean {
  return FREE.test(text) && PLACE.test(text) && WHEN.test(text);
}
