/**
 * Something the company already did for this visitor: 'the design you showed me', 'the kosha you
 * sent', 'did my transfer reach you', 'اللي ارسلتوها', 'اللي سويتوها لبنت عمي', 'حوالتي'. English:
 * 'you'/'u' and a past verb of making or sending, or 'my' before a record of theirs; Gulf Arabic:
 * 'اللي' before a verb in the second person plural past (…تو، …توا، …توها), or a record with
 * 'my' on it.
 */
const MADE_EN =
  /(?<![\p{L}])(?:you|u|ya)\s+(?:guys\s+)?(?:sent|showed|shown|did|made|gave|quoted|proposed|designed|shared|emailed|whatsapped|prepared|suggested|offered|booked|promised)(?![\p{L}])/u;
const RECORD_EN =
  /(?<![\p{L}])(?:my|our)\s+(?:booking|order|transfer|bank transfer|payment|invoice|reservation|quotation|contract|reference|receipt)(?![\p{L}])|(?<![\p{L}])(?:reference|booking|order|quote|invoice)\s+(?:no\.?|number|#|for)?\s*[a-z]*-?\d|(?<![\p{L}])(?:i|we)\s+(?:already\s+)?(?:paid|transferred|sent the (?:deposit|payment|money))(?![\p{L}])|(?:no one|nobody|no-one|noone)\s+(?:has\s+)?(?:called|contacted|replied|got back)|(?:haven't|have not|didn't|did not|never)\s+(?:heard back|got a call|received (?:a|the|any|my)|got (?:the|my) (?:invoice|receipt|quote))|(?:quote|price)\s+(?:you|u)\s+(?:gave|sent|quoted)|you\s+quoted\s+my|copy of (?:the |my |our )?(?:invoice|receipt|contract)|(?:coordinator|planner)\s+(?:assigned|allocated)\s+to\s+(?:my|our)|(?:my|our)\s+(?:coordinator|planner)(?![\p{L}])/u;
const MADE_AR =
  /(?<![\p{L}])(?:اللي|الي)\s+(?:\p{L}+\s+)?\p{L}{2,}(?:تو|توا|توه|توها|تونا|توني|تولي|تولنا)(?![\p{L}])/u;
const RECORD_AR =
  /(?<![\p{L}])(?:حجزي|حجزنا|حوالتي|حوالتنا|تحويلي|فاتورتي|فاتورتنا|عقدي|عقدنا|طلبي|طلبنا|دفعتي|دفعتنا|حولت|حولنا|دفعت|دفعنا|سددت|سددنا|رقم الحجز|رقم الطلب|رقم العرض)(?![\p{L}])|(?:ما|محد|ماحد|ولا)\s*(?:احد\s+)?(?:كلمني|كلمنا|اتصل|تواصل|رد علي|رد علينا|تواصلتوا|كلمتوني|اتصلتوا)|(?:ما|لا)\s+(?:وصلتني|وصلني|وصلنا|وصلتنا|جاتني|جاني)|(?:الذي|التي)\s+(?:ارسل|ارسلت)(?![\p{L}])|(?:الفاتوره|فاتوره|العقد|الايصال|المنسقه|المنسق|منسقه|منسق)\s+(?:الضريبيه\s+)?(?:حقت|حقتنا|حقتي|حقنا|حقي|حق حفل|حقت حفل)|منسقتنا|منسقنا|منسقتي/u;

/**
 * What of the visitor's a normalised question is about that only the team's records hold:
 * `'record'`, their booking, payment, contract or quote, or the call they are still waiting for;
 * `'made'`, a design, a quote or a photo the company already sent or an event it ran ('you did'
 * may also be the company's past work in
 * general, which the portfolio answers); undefined when neither. Layla reads no records.
 *
 * @example
 * asksOwnRecord('will the kosha design u showed me on tuesday fit through the door'); // 'made'
 * asksOwnRecord('did my transfer reach you'); // 'record'
 * asksOwnRecord('can you design a kosha with purple flowers'); // undefined
 */
export function asksOwnRecord(text: string): 'record' | 'made' | undefined {
  if (RECORD_EN.test(text) || RECORD_AR.test(text)) return 'record';
  return MADE_EN.test(text) || MADE_AR.test(text) ? 'made' : undefined;
}
