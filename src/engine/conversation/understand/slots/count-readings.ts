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
}

/** 'i.e. 60 people', 'يعني ٦٠ شخص', 'in total 80', 'so 55 total': the count that follows restates the others. */
const RESTATED =
  /(?:^|[\s,(])(?:i\.?\s?e\.?|that is|that's|so|in total|total(?: of)?|altogether|all together|overall|all in all|which makes|making it|يعني|يعنى|اي|المجموع|بالمجموع|الاجمالي|اجمالي|الكل|كلهم|كلنا|الجميع)[\s,:]*$/u;
/** 'not 400', 'مو ٤٠٠', 'instead of 400': the number being taken back. */
const TAKEN_BACK = /(?:^|\s)(?:not|instead of|rather than|مو|مب|مهب|ليس|بدل|بدال)\s*(?:the\s+)?$/u;
/** Between two numbers, the words that take the first back ('40. actually … more like 55', '٤٠ لا بالأصح ٥٥'). */
const CORRECTION =
  /(?<![\p{L}])(?:no|nope|sorry|actually|i mean|i meant|or rather|rather|correction|make it|make that|more like|wait|لا|لاء|قصدي|اقصد|عفوا|اسف|سوري|بالاصح|الاصح|الصراحه|تصحيح|بل|خلها|خلوها)(?![\p{L}])/u;
/** Between two numbers, a range: '50-60', '50 to 60', 'من ٥٠ الى ٦٠', '40 or 50'. */
const RANGE = /^\s*(?:-|–|to|till|until|or|الى|إلى|الي|لين|او|أو|ولا)\s*$/u;
/** 'between 80k and 100k', 'بين ٨٠ و١٠٠'. */
const BETWEEN = /(?:between|بين)\s*$/u;
/** 'شهر ٤', 'month 4': the number names a month. */
const MONTH_NUMBER = /(?:^|\s)(?:شهر|month)\s*$/u;
/** Nouns that count groups of people, said in words: 'two families', 'عايلتين' ('60 families' is a count). */
const GROUPS =
  /^\s*(?:families|family|households|houses|groups|sides|عوايل|عايلات|عائلات|اسر|بيوت|مجموعات|قروبات)(?![\p{L}])/u;
/** Things, never people: '3 tables', 'two buses'; and the seats at one of them ('tables of 10', 'كل وحده ١٠'). */
const THINGS = /^\s*(?:tables?|cars?|buses|bus|coaches|tents?|طاولات|طاوله|سيارات|باصات|خيام|خيمه)(?![\p{L}])/u;
const PER_THING =
  /(?:tables?|طاولات|طاوله)\s+(?:of|with|each|كل\s+(?:وحده|واحده|طاوله)|فيها)\s*$|(?:each|كل\s+(?:وحده|واحده|طاوله))\s*$/u;
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
  const kept = ranges(text, parseNumbers(text)).filter((mention) => {
    const before = text.slice(0, mention.start);
    if (MONTH_NUMBER.test(before) || TAKEN_BACK.test(before) || dietaryCount(text, mention.end)) return false;
    const after = text.slice(mention.end);
    if (THINGS.test(after) || PER_THING.test(before)) return false;
    return !(inWords(text, mention) && GROUPS.test(after));
  });
  return kept.map((mention, index) => {
    const previous = kept[index - 1];
    const next = kept[index + 1];
    return {
      mention,
      inWords: inWords(text, mention),
      restated: RESTATED.test(text.slice(previous?.end ?? 0, mention.start)),
      corrects: previous !== undefined && CORRECTION.test(text.slice(previous.end, mention.start)),
      takenBack: next !== undefined && CORRECTION.test(text.slice(mention.end, next.start)),
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

function inWords(text: string, mention: NumberMention): boolean {
  return !/\d/.test(text.slice(mention.start, mention.end));
}

/** 'one is vegan', '3 of them are vegetarian', '٢ عندهم حساسية': a count of diets, not of guests. */
function dietaryCount(text: string, end: number): boolean {
  const clause = text.slice(end, end + 50).split(/[,.;،?؟!]|\sand\s|\sو/u)[0] ?? '';
  return DIET.test(clause);
}
