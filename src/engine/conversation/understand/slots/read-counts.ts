import { LIMITS } from '../../../../contracts/common';
import type { LeadInfo } from '../../../../contracts/natural-conversation';
import { classifyNumber } from './classify-number';
import { breaksDown, countGroup } from './count-groups';
import type { SlotContext } from './extract-slots';
import { type CountReading, countReadings } from './count-readings';

/** 'sorry i ment 150', 'لا قصدي ١٥٠', 'make it 250': a bare number that corrects the last one of its kind. */
const CORRECTING =
  /(?<![\p{L}])(?:more like|closer to|nearer to|rather|sorry|i mean|i meant|i ment|i men|meant|ment|mean|actually|correction|typo|make it|make that|change it to|scratch that|not|now|لا|قصدي|اقصد|قصدنا|عفوا|سوري|تصحيح|غلطت|غلط|خلها|خله|خلوها|خليها|نخليها|نخليه|put|صار|صارت|صاروا|يصيرون|بيصيرون|تعديل|بالغلط|بالاصح|الصراحه)(?![\p{L}])/u;
/** 'instead of 120', 'بدل ١٢٠', 'not 120': the number a visitor replaces. */
const INSTEAD_OF = /(?<![\p{L}])(?:instead of|rather than|not|بدل|بدال|مو|موب|مب)\s*(\d+)/u;
/** 'too', 'as well', 'بعد', 'كمان': a group counted now comes on top of those counted before. */
const ALSO = /(?<![\p{L}])(?:too|as well|also|plus|بعد|كمان|برضو|ايضا|زياده)(?![\p{L}])/u;
/** What may stand beside a number that is the whole message ('around sixty', 'حوالي ميه'). */
const ONLY_ABOUT =
  /^[\s.,!?؟،~]*(?:(?:around|about|approximately|roughly|maybe|like|give or take|more or less|or so|ish|around that|something like that|تقريبا|حوالي|قرابه|نحو|يمكن|او اكثر|او اقل|زي كذا|كذا يعني)[\s.,!?؟،~]*)*$/u;
/** Tables and the seats at each: '22 round tables of 10', '٢٠ طاوله كل طاوله ٨'. */
const TABLES =
  /(?<!\d)(\d{1,3})\s+(?:round\s+|big\s+|long\s+)?(?:tables?|طاوله|طاولات)[,،]?\s+(?:of|with|x|seating|كل\s+(?:طاوله|وحده|واحده)(?:\s+(?:فيها|عليها))?|فيها|عليها)\s*(\d{1,2})(?!\d)/u;
/** Another group as many as the one counted: 'نفس العدد', 'the same number', 'as many'. */
const SAME_AGAIN = /(?<![\p{L}])(?:نفس العدد|نفسهم|مثلهم|the same number|the same|as many)(?![\p{L}])/u;
/** A number alone below this is no guest count ('3', 'two'). */
const LEAST_GUESTS = 5;
/** A bare number answering 'your budget?' below this is no budget in riyals. */
const LEAST_BUDGET = 100;

/**
 * The guest count and budget in a message whose contact details and dates are already masked.
 * The numbers are read as the visitor corrected them (count-readings.ts: a number taken back by
 * the correction after it, a range read as its upper end, a number word that counts groups left
 * out); each is then what the words around it say (classifyNumber), and a number a correction or
 * a restatement ('i.e.', 'يعني', 'so … total') brings in is what it replaces or restates. Digits
 * beat number words; groups counted apart add up (count-groups.ts: men and ladies, staff and
 * guests, family and friends), unless they break a count down. A number nothing labels answers what
 * Layla just asked, or, in a correction ('sorry i meant 150'), replaces the count or budget it is
 * nearest to.
 *
 * @example
 * readCounts('30 children with their mothers, i.e. 60 people', {}); // { guestCount: 60 }
 * readCounts('around 40. actually it will be more like 55', { expecting: 'guestCount' }); // { guestCount: 55 }
 */
export function readCounts(text: string, context: SlotContext): CountsRead {
  const readings = countReadings(text);
  const mentions = readings.map((reading) => reading.mention);
  const result: CountsRead & { groups?: Map<string, number> } = {};
  const chosen: Partial<Record<'guestCount' | 'budget', CountReading>> = {};
  const unlabelled: CountReading[] = [];
  // The groups counted so far ('men', 'friends'): another group's count adds to theirs.
  let groups = new Set<string>();
  // What the count is made of, group by group ('men' 180, 'women' 220): a later message may change one.
  let parts = new Map<string, number>();
  let onTopOfKnown = false;
  let brokenDown = false;
  // The kind of the number the visitor took back: the one that corrects it is of that kind.
  let carried: 'guestCount' | 'budget' | undefined;
  for (const reading of readings) {
    const { mention } = reading;
    const named = countGroup(text, mention);
    let kind =
      classifyNumber(text, mention, mentions) ??
      (reading.corrects ? carried : undefined) ??
      restatedCount(reading) ??
      (named !== undefined && named !== 'some-of' ? 'guestCount' : undefined) ??
      (reading.adds && context.known?.guestCount !== undefined ? 'guestCount' : undefined);
    // 'men 400 and women 600, i.e. a thousand': the sum restated, not money.
    if (kind === 'budget' && reading.restated && result.guestCount === mention.value) kind = 'guestCount';
    carried = kind;
    if (reading.takenBack) continue;
    if (!kind) {
      unlabelled.push(reading);
      continue;
    }
    const held = chosen[kind];
    const group = kind === 'guestCount' ? named : undefined;
    // '50 of the attendees are international': some of those counted, not a count.
    if (group === 'some-of' && (held || context.known?.guestCount !== undefined)) continue;
    // The group the number counts, or a key of its own for a number no group names.
    const who = group && group !== 'some-of' ? group : undefined;
    if (group && held && !reading.restated && !reading.corrects && !reading.plus) {
      // '200 guests: 120 men and 80 women' breaks the count down; 'men 250, ladies 300' adds up.
      if (brokenDown || groups.has(group) || groups.size === 0) continue;
      result.guestCount = (result.guestCount ?? 0) + mention.value;
      groups.add(group);
      parts.set(group, mention.value);
      chosen.guestCount = reading;
      continue;
    }
    if (kind === 'guestCount' && held && reading.plus) {
      // '30 from the family plus 25 friends': both are coming.
      result.guestCount = (result.guestCount ?? 0) + mention.value;
      parts.set(who && !parts.has(who) ? who : `#${mention.start}`, mention.value);
      chosen.guestCount = reading;
    } else if (
      kind === 'guestCount' &&
      !held &&
      (reading.adds || comesOnTop(text, reading, group)) &&
      context.known?.guestCount !== undefined
    ) {
      // 'add 20 more', 'والحريم بعد ١٠٠' (and the women too): on top of the count known before.
      result.guestCount = context.known.guestCount + mention.value;
      chosen.guestCount = reading;
      onTopOfKnown = true;
      const before = knownParts(context);
      parts = new Map([
        ...(before.size > 0 ? before : [['#before', context.known.guestCount] as const]),
        [who ?? `#${mention.start}`, mention.value],
      ]);
    } else if (!held || wins(reading, held)) {
      result[kind] = mention.value;
      chosen[kind] = reading;
      if (kind === 'guestCount') {
        groups = new Set(who ? [who] : []);
        parts = new Map(who && !reading.restated ? [[who, mention.value]] : []);
        brokenDown = breaksDown(text, mention);
      }
    }
  }
  // '20 tables of 10', '٢٠ طاوله كل طاوله ٨': the seats are the count, when nothing else gave it.
  const seated = TABLES.exec(text);
  if (seated && result.guestCount === undefined) result.guestCount = Number(seated[1]) * Number(seated[2]);
  // 'الرجال ثلاث ميه والحريم نفس العدد', 'men 200 and as many ladies': the group counted twice.
  if (groups.size === 1 && result.guestCount !== undefined && !chosen.guestCount?.restated && SAME_AGAIN.test(text)) {
    result.guestCount *= 2;
    parts = new Map();
  }
  // 'the women's side will be 200, not 220' after 'men 180, women 220': one group changed, the others stand.
  if (result.guestCount !== undefined && parts.size > 0 && !onTopOfKnown) {
    const merged = new Map([...knownParts(context), ...parts]);
    if (merged.size > parts.size) {
      result.guestCount = sum(merged);
      parts = merged;
    }
  }
  // The last of the numbers nothing labels: the ones before it were taken back or only led up to it.
  const bare = unlabelled.at(-1);
  const expecting = context.expecting;
  const answers = expecting === 'guestCount' || (expecting === 'budget' && (bare?.mention.value ?? 0) >= LEAST_BUDGET);
  const replaced = INSTEAD_OF.exec(text)?.[1];
  if (
    bare &&
    replaced !== undefined &&
    result.guestCount === undefined &&
    Number(replaced) === context.known?.guestCount
  ) {
    // 'نخليها ١٥٠ بدل ١٢٠', 'make it 150 instead of 120': the count it names is the one replaced, whatever she asked.
    result.guestCount = bare.mention.value;
  } else if (bare && answers && expecting && result[expecting] === undefined) {
    result[expecting] = bare.mention.value;
  } else if (bare && result.guestCount === undefined && result.budget === undefined && CORRECTING.test(text)) {
    const slot = correctedSlot(bare.mention.value, context.known ?? {});
    if (slot) result[slot] = bare.mention.value;
  } else if (bare && unlabelled.length === 1 && onlyThe(text, bare) && expecting !== 'budget') {
    // 'sixty', 'ميه وعشرين' on its own, whatever Layla asked: a number of people is what it can be.
    const value = bare.mention.value;
    if (value >= LEAST_GUESTS && value <= LIMITS.guestCount && context.known?.guestCount === undefined)
      result.guestCount = value;
  }
  if (result.guestCount !== undefined && !(result.guestCount >= 1 && result.guestCount <= LIMITS.guestCount)) {
    delete result.guestCount;
  }
  if (result.budget !== undefined && !(result.budget >= 1 && result.budget <= LIMITS.budget)) delete result.budget;
  if (result.guestCount !== undefined) result.groups = parts;
  return result;
}

/** The guest count and budget a message gives, and the groups the count adds up, when it names them. */
export interface CountsRead extends Pick<LeadInfo, 'guestCount' | 'budget'> {
  /** Empty when the count is a total; absent when the message gives no count. */
  groups?: ReadonlyMap<string, number>;
}

/** The groups behind the count known before, while that count is still their sum. */
function knownParts(context: SlotContext): ReadonlyMap<string, number> {
  const known = context.groups;
  return known && known.size > 0 && sum(known) === context.known?.guestCount ? known : new Map();
}

const sum = (parts: ReadonlyMap<string, number>) => [...parts.values()].reduce((total, value) => total + value, 0);

/**
 * 'والحريم بعد ١٠٠', 'the ladies too, about 150': a group of people named beside 'too' or 'بعد'
 * next to its number comes on top of those counted before; 'make that 80 guests. also, …'
 * corrects the count.
 */
function comesOnTop(text: string, reading: CountReading, group: string | undefined): boolean {
  if (!group || group === 'guests' || group === 'some-of' || CORRECTING.test(text)) return false;
  const { start, end } = reading.mention;
  return ALSO.test(text.slice(Math.max(0, start - 25), end + 12));
}

/** Whether the message is that number and nothing else, 'about' aside. */
function onlyThe(text: string, reading: CountReading): boolean {
  return ONLY_ABOUT.test(text.slice(0, reading.mention.start) + text.slice(reading.mention.end));
}

/** A later reading replaces the one held when it restates or corrects it, or gives in digits what was said in words. */
function wins(reading: CountReading, held: CountReading): boolean {
  return reading.restated || reading.corrects || (held.inWords && !reading.inWords);
}

/** 'so 55 total', 'يعني ٥٥': a number that restates a sum of people, when it is not money. */
function restatedCount(reading: CountReading): 'guestCount' | undefined {
  return reading.restated && !reading.mention.scaled && reading.mention.value < 5000 ? 'guestCount' : undefined;
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
