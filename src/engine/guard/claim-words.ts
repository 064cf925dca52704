/**
 * The words by which a reply speaks for the company beyond its figures, in English and in Arabic
 * as normalizeText folds it (ة→ه, أ→ا, ى→ي): the kinds of event it names, the promises it makes
 * and the months it dates things by. Each list maps a pattern to what it claims.
 */

/** Kinds of event, by family: a milka is a wedding's, a product launch a corporate event. */
export const EVENT_KIND_WORDS: readonly [RegExp, readonly string[]][] = [
  [
    /\b(weddings?|marriage|engagement|milka|henna|zaffa)\b|زواج|زفاف|عرس|اعراس|ملكه|ملكتك|خطوبه|حنه|حناء|زفه/,
    ['wedding'],
  ],
  [/\bbirthdays?\b|ميلاد/, ['birthday']],
  [
    /\b(corporate|conferences?|seminars?|workshops?|product launch(es)?|business (event|dinner)s?|summits?|forums?)\b|مؤتمر|موتمر|شركه|ندوه|ورشه|ملتقي|اطلاق منتج/,
    ['corporate'],
  ],
  [
    /\b(festivals?|concerts?|cultural|national day|heritage (night|evening)s?)\b|مهرجان|حفل موسيقي|ثقافي|اليوم الوطني/,
    ['cultural'],
  ],
  [/\bexhibitions?\b|معرض|معارض/, ['corporate', 'cultural']],
  [/\bgraduations?\b|تخرج/, ['graduation']],
  [/\b(aqiqah|baby shower)\b|عقيقه|مولود/, ['newborn']],
  [/\b(funeral|condolences?|azza)\b|عزاء/, ['condolence']],
];

/** Promises a reply may make only when the facts make them: prices off, guarantees, refunds, things free, dates free. */
export const COMMITMENT_WORDS: readonly [RegExp, string][] = [
  [
    /\b(discount(s|ed)?|rebate|coupon|promo(tion)?( code)?|special (offer|price|deal)|\d+ ?% off)\b|خصم|تخفيض|كوبون|عرض خاص/,
    'discount',
  ],
  [/\b(guarantee(s|d)?|warrant(y|ies)|we promise|promised)\b|نضمن|ضمان|مضمون|نتعهد|نعدك|نعدكم/, 'guarantee'],
  [/\b(refund(s|ed|able)?|money back|reimburse(d|ment)?)\b|استرداد|استرجاع|تعويض/, 'refund'],
  [
    /\b(complimentary|at no (extra )?(cost|charge)|no charge|waived?|on the house)\b|(?<!feel )\bfree\b(?! (time|to ask|to reach|to contact|to call))|مجان|بدون رسوم|بلا مقابل/,
    'free',
  ],
  [
    /\b(available|availability|fully booked|reserved?|hold (the|your) date|slots? (is |are )?open)\b|متاح|متوفر|محجوز|نحجز|شاغر/,
    'availability',
  ],
];

/**
 * Months by key: Gregorian 'g1'…'g12' (Saudi Arabic names too) and the Hijri months events turn
 * on, 'h1'…'h12'. 'May' counts only beside a day or a year: 'we may' is not a month.
 */
export const MONTH_WORDS: readonly [RegExp, string][] = [
  [/\bjanuary\b|يناير/, 'g1'],
  [/\bfebruary\b|فبراير/, 'g2'],
  [/\bmarch\b|مارس/, 'g3'],
  [/\bapril\b|ابريل/, 'g4'],
  [/\d\s*may\b|\bmay\s*\d|مايو/, 'g5'],
  [/\bjune\b|يونيو/, 'g6'],
  [/\bjuly\b|يوليو/, 'g7'],
  [/\baugust\b|اغسطس/, 'g8'],
  [/\bseptember\b|سبتمبر/, 'g9'],
  [/\boctober\b|اكتوبر/, 'g10'],
  [/\bnovember\b|نوفمبر/, 'g11'],
  [/\bdecember\b|ديسمبر/, 'g12'],
  [/\bmuharram\b|محرم/, 'h1'],
  [/\brajab\b|رجب/, 'h7'],
  [/\bsha'?ban\b|شعبان/, 'h8'],
  [/\bramadan\b|رمضان/, 'h9'],
  [/\bshawwal\b|شوال/, 'h10'],
  [/\bdhu al[- ]qa'?dah\b|ذو القعده|ذي القعده/, 'h11'],
  [/\b(dhu|dhul) ?(al[- ])?hijjah\b|ذو الحجه|ذي الحجه/, 'h12'],
];
