import { LIMITS } from '../../../../contracts/common';
import type { LeadInfo } from '../../../../contracts/natural-conversation';
import { type NumberMention, parseNumbers } from '../../text/parse-numbers';
import { classifyNumber } from './classify-number';
import type { SlotContext } from './extract-slots';

/** 'i.e. 60 people', 'يعني ٦٠ شخص', 'in total 80': the count that follows restates the others. */
const RESTATED =
  /(?:^|[\s,(])(?:i\.?\s?e\.?|that is|that's|so|in total|total(?: of)?|altogether|all together|overall|all in all|يعني|يعنى|اي|المجموع|بالمجموع|الاجمالي|اجمالي|الكل|كلهم|كلنا|الجميع)[\s,:]*$/u;
/** 'not 400', 'مو ٤٠٠', 'instead of 400': the number being taken back. */
const TAKEN_BACK = /(?:^|\s)(?:not|instead of|rather than|مو|مب|مهب|ليس|بدل|بدال)\s*$/u;
/** 'sorry i ment 150', 'لا قصدي ١٥٠', 'make it 250': a bare number that corrects the last one of its kind. */
const CORRECTING =
  /(?<![\p{L}])(?:sorry|i mean|i meant|i ment|i men|meant|ment|mean|actually|correction|typo|make it|make that|change it to|scratch that|not|لا|قصدي|اقصد|قصدنا|عفوا|سوري|تصحيح|غلطت|غلط|خلها|خله|خلوها|صار|صارت|صاروا|تعديل|بالغلط)(?![\p{L}])/u;
/** 'شهر ٤', 'month 4': the number names a month. */
const MONTH_NUMBER = /(?:^|\s)(?:شهر|month)\s*$/u;
/** A bare number answering 'your budget?' below this is no budget in riyals. */
const LEAST_BUDGET = 100;
/** Men and women counted apart ('150 men and 200 women'): the guests are both. */
const GENDERED = /^\s*(?:men|male|gents|ladies|women|female|رجال|رجل|نساء|حريم|حرمه|بنات|شباب)\b/u;
const DIET = /vegetarian|vegan|allerg|gluten|diabetic|halal|kosher|نباتي|فيقن|فيجن|حساسي|سكري|قلوتين|جلوتين/u;

/**
 * The guest count and budget in a message whose contact details and dates are already masked.
 * Each number is what the words around it say (classifyNumber); a count restated after 'i.e.' or
 * 'يعني' wins over the counts before it, and men and women counted apart add up; a number taken
 * back ('not 400') and a count of diets ('one is vegan') are not guests. A number nothing labels
 * answers what Layla just asked, or, in a correction ('sorry i meant 150'), replaces the count or
 * budget it is nearest to.
 *
 * @example
 * readCounts('30 children with their mothers, i.e. 60 people', {}); // { guestCount: 60 }
 */
export function readCounts(text: string, context: SlotContext): Pick<LeadInfo, 'guestCount' | 'budget'> {
  const mentions = parseNumbers(text);
  const result: Pick<LeadInfo, 'guestCount' | 'budget'> = {};
  const unlabelled: NumberMention[] = [];
  let gendered = 0;
  for (const mention of mentions) {
    const before = text.slice(0, mention.start);
    // 'شهر ٤' is a month, not a count; 'not 400' is taken back; 'one is vegan' counts diets.
    if (MONTH_NUMBER.test(before) || TAKEN_BACK.test(before) || dietaryCount(text, mention.end)) continue;
    const kind = classifyNumber(text, mention, mentions);
    if (!kind) {
      unlabelled.push(mention);
      continue;
    }
    if (kind === 'guestCount' && GENDERED.test(text.slice(mention.end, mention.end + 12))) {
      gendered += mention.value;
      result.guestCount = gendered;
      continue;
    }
    if (result[kind] === undefined || (kind === 'guestCount' && RESTATED.test(before))) result[kind] = mention.value;
  }
  const bare = unlabelled[0];
  const expecting = context.expecting;
  const answers = expecting === 'guestCount' || (expecting === 'budget' && (bare?.value ?? 0) >= LEAST_BUDGET);
  if (bare && answers && expecting && result[expecting] === undefined) {
    result[expecting] = bare.value;
  } else if (bare && result.guestCount === undefined && result.budget === undefined && CORRECTING.test(text)) {
    const slot = correctedSlot(bare.value, context.known ?? {});
    if (slot) result[slot] = bare.value;
  }
  if (result.guestCount !== undefined && !(result.guestCount >= 1 && result.guestCount <= LIMITS.guestCount)) {
    delete result.guestCount;
  }
  if (result.budget !== undefined && !(result.budget >= 1 && result.budget <= LIMITS.budget)) delete result.budget;
  return result;
}

/** The known detail a corrected number replaces: the one of its order of magnitude. */
function correctedSlot(value: number, known: LeadInfo): 'guestCount' | 'budget' | undefined {
  const { guestCount, budget } = known;
  if (guestCount !== undefined && budget !== undefined) {
    return Math.abs(Math.log(value / guestCount)) <= Math.abs(Math.log(value / budget)) ? 'guestCount' : 'budget';
  }
  if (guestCount !== undefined) return value < 20 * Math.max(guestCount, 100) ? 'guestCount' : undefined;
  if (budget !== undefined) return value >= 1000 ? 'budget' : undefined;
  return undefined;
}

/** 'one is vegan', '3 of them are vegetarian', '٢ عندهم حساسية': a count of diets, not of guests. */
function dietaryCount(text: string, end: number): boolean {
  const clause = text.slice(end, end + 50).split(/[,.;،?؟!]|\sand\s|\sو/u)[0] ?? '';
  return DIET.test(clause);
}
