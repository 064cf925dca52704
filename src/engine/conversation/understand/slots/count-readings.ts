import { countGroup } from './count-groups';
import { type NumberMention, parseNumbers } from '../../text/parse-numbers';

/** One number of a message as the visitor meant it. */
export interface CountReading {
  mention: NumberMention;
  /** Written in words ('two', 'ثلاث'): digits given beside it say the count better. */
  inWords: boolean;
  /** After 'i.e.', 'so', 'in total', 'يعني': it restates the numbers before it. */
  restated: boolean;
  /** A correction stands between it and the number before ('120, no sorry 150'): it replaces that one. */
  corrects: boolean;
  /** A correction and another number follow it: the visitor took it back. */
  takenBack: boolean;
  /** 'add 20 more', 'زيد العدد ٢٠': it adds to the count known before. */
  adds: boolean;
  /** 'plus 25 friends', '+ ٢٥': it adds to the number before it in the message. */
  plus: boolean;
}

/** 'i.e. 60 people', 'يعني ٦٠ شخص', 'in total 80', 'so 55 total': the count that follows restates the others. */
const RESTATED =
  /(?:^|[\s,(])(?:i\.?\s?e\.?|ف?المجموع|ف?الاجمالي|that is|that's|so|in total|total(?: of)?|altogether|all together|overall|all in all|which makes|making it|يعني|يعنى|اي|ف?صارو|ف?صاروا|ف?صار|المجموع|بالمجموع|الاجمالي|اجمالي|الكل|كلهم|كلنا|الجميع)[\s,:]*(?:(?:around|about|approximately|roughly|like|maybe|تقريبا|حوالي|حول|قرابه|بحدود|نحو)\s*)?$/u;
/** '45 in total', '٥٠ كلهم': the count before it restates the others. */
const RESTATED_AFTER =
  /^\s*(?:people\s+|guests\s+|شخص\s+)?(?:in total|total|altogether|all together|overall|بالمجموع|المجموع|كلهم|كلنا)(?![\p{L}])/u;
/** 'add 20 more', 'another 20', 'زيد العدد ٢٠', '٢٠ زيادة': an increment of the count known before. */
const ADDS_BEFORE =
  /(?:^|\s)(?:add|adding|another|extra|on top of (?:that|them|those|the \p{L}+)(?:\s+\p{L}+){0,4}|و?(?:زيد|زيدوا|زيدو|نزيد|بنزيد|زود|زودوا|زادوا|زادو|زاد|زادت|اضف|اضيف|بنضيف|نضيف))(?:\s+(?:العدد|عليهم|عليه|about|around|roughly|حوالي|تقريبا))?\s*$/u;
const ADDS_AFTER =
  /^\s*(?:(?:more|extra|additional)(?![\p{L}])|(?:\p{L}+\s+)?(?:زياده|زيادة|زياده عليهم)(?![\p{L}]))|^[^.!?؟\d]{0,40}(?:so add them|add them|add those|on top|فوقهم|زياده عليهم|ضيفهم|ضيفوهم|زيدوهم)(?![\p{L}])/u;
/** '30 from the family plus 25 friends', '٣٠ + ٢٥': the number after adds to the one before. */
const PLUS =
  /(?:plus|\+|زائد|زايد|و\s*فوقهم|on top of (?:that|them|those))(?:\s+(?:his|her|their|the|our|my)\s+\p{L}+,?)?(?:\s+(?:about|around|roughly|another|maybe|حوالي|تقريبا))?\s*$/u;
/** Nouns that count heads ('50 people', '٥٠ شخص'): beside them, a count of families or children is not the guests. */
const HEADS = /^\s*(?:people|persons|guests|pax|ppl|attendees|شخص|اشخاص|ضيف|ضيوف|نفر|حضور|مدعو|مدعوين)(?![\p{L}])/u;
/** Who a number may count besides the heads: 'my 2 kids', '٣ عوايل'. */
const SOME_OF_THEM =
  /^\s*(?:kids|children|sons|daughters|families|family|households|groups|عيال|اطفال|بزارين|عوايل|عايلات|عائلات|اسر|بيوت)(?![\p{L}])/u;

/** 'not 400', 'مو ٤٠٠', 'instead of 400': the number being taken back. */
const TAKEN_BACK = /(?:^|\s)و?(?:not|instead of|rather than|مو|موب|مب|مهب|ليس|بدل|بدال)\s*(?:the\s+)?$/u;
/** Between two numbers, the words that take the first back ('40. actually … more like 55', '٤٠ لا بالأصح ٥٥'). */
const CORRECTION =
  /(?<![\p{L}])(?:no|nope|sorry|actually|i mean|i meant|or rather|rather|correction|make it|make that|more like|wait|put|put it|let's say|lets say|خليها|نخليها|لا|لاء|قصدي|اقصد|عفوا|اسف|سوري|بالاصح|الاصح|الصراحه|تصحيح|بل|خلها|خلوها)(?![\p{L}])/u;
/** Between two numbers, a range: '50-60', '50 to 60', 'من ٥٠ الى ٦٠', '40 or 50'. */
const RANGE = /^\s*(?:-|–|to|till|until|or|الى|إلى|الي|لين|او|أو|ولا)\s*$/u;
/** Between two numbers, a likely more: 'around 40, maybe 45 with the kids', '٤٠ وممكن يوصلون ٥٠', '٦٠ ومع البنات يصيرون ٧٥'. */
const MAYBE_MORE =
  /^[^.!?؟\d]{0,40}(?:maybe|possibly|perhaps|might be|could be|up to|ممكن|يمكن|وممكن|ويمكن|يوصلون|بيوصلون|يصيرون|بيصيرون|يصير|بيصير|توصل|يوصل)(?![\p{L}])[^.!?؟\d]{0,25}$/u;
/** 'between 80k and 100k', 'بين ٨٠ و١٠٠'. */
const BETWEEN = /(?:between|بين)\s*$/u;
/** A sum per guest: 'each guest pays 100', 'كل ضيف يدفع ١٠٠', '50 riyals per person', '٥٠ ريال للشخص'. */
const PER_HEAD_BEFORE =
  /(?:each|every|per)\s+(?:guest|person|head)\s+(?:pays?|gives?|puts? in)\s*$|كل\s+(?:ضيف|واحد|شخص)\s+(?:يدفع|يحط|يعطي)\s*$/u;
const PER_HEAD_AFTER =
  /^\s*(?:sar|sr|riyals?|ريال)?\s*(?:per person|per head|a head|each|for each guest|للشخص|على الشخص|عن كل شخص|لكل شخص|لكل ضيف|على الراس)(?![\p{L}])/u;
/** 'شهر ٤', 'month 4': the number names a month. */
const MONTH_NUMBER = /(?:^|\s)(?:شهر|month)\s*$/u;
/** Nouns that count groups of people, said in words: 'two families', 'عايلتين' ('60 families' is a count). */
const GROUPS =
  /^\s*(?:families|family|households|houses|groups|sides|عوايل|عايلات|عائلات|اسر|بيوت|مجموعات|قروبات)(?![\p{L}])/u;
/** Things and spans of time, never people: '3 tables', 'two buses', '2 days', '٣ سنوات'; and the seats at one table ('tables of 10', 'كل وحده ١٠'). */
const THINGS =
  /^\s*(?:(?:more|extra|additional|other|round|big|long|small)\s+)?(?:tables?|cars?|buses|bus|coaches|tents?|days?|nights?|hours?|weeks?|years?|months?|teams?|bags?|boxes|envelopes|gifts?|sheep|goats?|halls?|metres?|meters?|floors?|rooms?|booths?|stands?|plaques?|shields?|trophies|screens?|things?|questions?|more things?|favou?rs?|طاولات|طاوله|سيارات|باصات|خيام|خيمه|ايام|يوم|ليالي|ليله|ساعات|ساعه|اسابيع|سنوات|سنين|سنه|شهور|ذبايح|ذبيحه|ذبيحتين|خروف|خرفان|علب|صناديق|توزيعات|دروع|درع|اجنحه|جناح|غرف|غرفه|شاشات|قاعات|متر|امتار|فرق|فريق|شي|اشياء|سوال|اسئله)(?![\p{L}])/u;
/** The rest of a list of numbers after one of them ('10, 15 and 20 years'): the list's noun counts them all. */
const LIST_REST = /^(?:\s*(?:,|،|and|or|و|او)\s*\d+)+/u;
const PER_THING =
  /(?:tables?|طاولات|طاوله)\s+(?:of|with|each|كل\s+(?:وحده|واحده|طاوله)|فيها)\s*$|(?:each|كل\s+(?:وحده|واحده|طاوله))\s*$/u;
/**
 * A number that names a record, not an amount: 'Emp ID 20417', 'ref 4455', 'ext. 204', 'PO #318',
 * 'رقمي الوظيفي ٤٥٨٢١', 'تحويله ٢٠٤', 'رقم الطلب ٣١٨'.
 */
const IDENTIFIER =
  /(?:(?<![\p{L}])(?:id|ref|reference|ext|extension|po|invoice|ticket|#)|رقمي|رقمه|تحويله|مرجع|(?<![\p{L}])رقم(?:\s+ال\p{L}+){0,2}|الرقم(?:\s+ال\p{L}+){0,2}|رقمي\s+ال\p{L}+)\s*[.:#-]?\s*(?:no\.?|number|#)?\s*$/u;
const DIET = /vegetarian|vegan|allerg|gluten|diabetic|halal|kosher|نباتي|فيقن|فيجن|حساسي|سكري|قلوتين|جلوتين/u;

/**
 * The numbers of a message (contact details and dates masked) as the visitor meant them: a
 * number naming a month ('شهر ٤'), taken back ('not 400', 'بدل ٧٠'), counting diets ('one is
 * vegan'), things ('3 tables', 'tables of 10') or groups in words ('two families') is left out; a range
 * ('50-60', 'من ٥٠ الى ٦٠') is read as its upper end, the number to plan for; and each says
 * whether it restates, corrects or was taken back by what follows.
 *
 * @example
 * countReadings('120, no sorry 150 guests').map((r) => [r.mention.value, r.takenBack]); // [[120, true], [150, false]]
 * countReadings('between 50-60 people').map((r) => r.mention.value); // [60]
 */
export function countReadings(text: string): CountReading[] {
  const all = ranges(text, parseNumbers(text));
  const heads = all.some((mention) => HEADS.test(text.slice(mention.end)));
  const kept = all.filter((mention) => {
    const before = text.slice(0, mention.start);
    if (MONTH_NUMBER.test(before) || TAKEN_BACK.test(before) || dietaryCount(text, mention.end)) return false;
    if (IDENTIFIER.test(before)) return false;
    // 'each guest pays 100 riyals', '٥٠ ريال للشخص': a price per head is neither a count nor a budget.
    if (PER_HEAD_BEFORE.test(before) || PER_HEAD_AFTER.test(text.slice(mention.end))) return false;
    const after = text.slice(mention.end);
    if (THINGS.test(after) || PER_THING.test(before) || THINGS.test(after.replace(LIST_REST, ''))) return false;
    // 'my 2 kids and their friends, 45 people': beside a count of heads, some of them are not the guests.
    if (heads && SOME_OF_THEM.test(after)) return false;
    return !(inWords(text, mention) && GROUPS.test(after));
  });
  return kept.map((mention, index) => {
    const previous = kept[index - 1];
    const next = kept[index + 1];
    return {
      mention,
      inWords: inWords(text, mention),
      restated:
        RESTATED.test(text.slice(previous?.end ?? 0, mention.start)) ||
        RESTATED_AFTER.test(text.slice(mention.end, next?.start)) ||
        maybeMore(text, previous, mention),
      corrects: previous !== undefined && CORRECTION.test(text.slice(previous.end, mention.start)),
      takenBack: next !== undefined && CORRECTION.test(text.slice(mention.end, next.start)),
      adds: ADDS_BEFORE.test(text.slice(previous?.end ?? 0, mention.start)) || ADDS_AFTER.test(text.slice(mention.end)),
      plus: previous !== undefined && PLUS.test(text.slice(previous.end, mention.start)),
    };
  });
}

/** Two numbers with a range between them become one, the upper end: what the event is planned for. */
function ranges(text: string, mentions: readonly NumberMention[]): NumberMention[] {
  const merged: NumberMention[] = [];
  for (const mention of mentions) {
    const last = merged.at(-1);
    const between = text.slice(last?.end ?? 0, mention.start);
    const range =
      RANGE.test(between) || (/^\s*(?:and|و)\s*$/u.test(between) && BETWEEN.test(text.slice(0, last?.start)));
    if (last && mention.value > last.value && range) {
      merged[merged.length - 1] = { ...mention, start: last.start };
    } else merged.push(mention);
  }
  return merged;
}

/** 'around 40 people, maybe 45 with the kids': a little more, said after, is the number to plan for. */
function maybeMore(text: string, previous: NumberMention | undefined, mention: NumberMention): boolean {
  // 'men's side 250, the ladies' hall maybe 300' counts another group: count-groups.ts adds them.
  if (!previous || previous.scaled || mention.scaled || countGroup(text, mention)) return false;
  return (
    mention.value > previous.value &&
    mention.value <= 2 * previous.value &&
    MAYBE_MORE.test(text.slice(previous.end, mention.start))
  );
}

function inWords(text: string, mention: NumberMention): boolean {
  return !/\d/.test(text.slice(mention.start, mention.end));
}

/** 'one is vegan', '3 of them are vegetarian', '٢ عندهم حساسية': a count of diets, not of guests. */
function dietaryCount(text: string, end: number): boolean {
  const clause = text.slice(end, end + 50).split(/[,.;،?؟!]|\sand\s|\sو/u)[0] ?? '';
  return DIET.test(clause);
}
