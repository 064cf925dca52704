import { parseIso } from '../../../date-math';
import { nextOccasion } from '../../../planner';
import { monthMentions } from './named-month';

/** Before a month the visitor takes back: 'instead of april', 'not march', 'بدل شهر ٤'. */
const TAKEN_BACK = /(?:not|instead of|rather than|مو|مب|بدل|بدال|بدال من)\s+(?:in\s+|في\s+)?$/u;
/** A month that is not the event's: a baby due ('she's due in February', 'ولادتها في فبراير'). */
const DUE = /(?:due|due date is|expecting|ولادتها|بتولد|تولد|موعد الولاده)\s+(?:in\s+|في\s+)?$/u;
/** Beside the month that wins when two are named: "let's do may instead", 'make it april', 'خلها شهر ٥'. */
const CHOSEN_BEFORE =
  /(?:make it|let's do|lets do|do it in|move it to|change it to|now|خلها|خلوها|خله|نخليها|صارت|صار|بتكون)\s+(?:in\s+|في\s+)?$/u;
const NEXT_YEAR = /^[\s,،]*(?:of\s+)?(?:next year|السنه الجايه|السنه القادمه|العام القادم|العام الجاي)/u;
const CHOSEN_AFTER = /^\s+(?:instead|بدال|بدل)(?![\p{L}])/u;

/** 'end of Ramadan', 'آخر رمضان', 'العشر الأواخر': the month Ramadan ends in. */
const RAMADAN_END =
  /(?:end of|last days of|last ten (?:days|nights) of|late)\s+ramadan|(?:اخر|نهايه|اواخر)\s+(?:شهر\s+)?رمضان|العشر الاواخر/u;
/** 'next Ramadan', 'in Ramadan', 'رمضان الجاي', 'في رمضان', 'أول رمضان': the month it begins in. */
const RAMADAN =
  /(?:next|in|during|coming|beginning of|start of|early)\s+ramadan|(?:في\s+)?رمضان\s+(?:الجاي|القادم|الياي|المقبل)|(?:في|اول|بدايه)\s+(?:شهر\s+)?رمضان/u;

/**
 * The month a message gives for the event when it gives no day, as YYYY-MM: 'in June', 'mid
 * January', 'early March', 'في يونيو', 'بداية شهر ٣', 'next Ramadan' / 'رمضان الجاي' (the month
 * Ramadan begins in), 'end of Ramadan' (the month it ends in). The next such month from today
 * (this month counts); none without `today`. Of two months, one taken back ('instead of april')
 * leaves the other, and the one chosen ("let's do may instead", 'خلها شهر ٥') wins; two only
 * compared ('March or October?') give none.
 *
 * @example
 * extractMonth('wedding in February', '2026-11-25'); // '2027-02'
 * extractMonth("let's do may instead, april is exams", '2026-11-25'); // '2027-05'
 */
export function extractMonth(text: string, today?: string): string | undefined {
  const now = today ? parseIso(today) : undefined;
  if (!today || !now) return undefined;
  if (RAMADAN_END.test(text)) return nextOccasion('ramadan', today)?.end.slice(0, 7);
  if (RAMADAN.test(text)) return nextOccasion('ramadan', today)?.start.slice(0, 7);
  const mentions = monthMentions(text).filter(
    (mention) => !TAKEN_BACK.test(text.slice(0, mention.start)) && !DUE.test(text.slice(0, mention.start)),
  );
  const months = [...new Set(mentions.map((mention) => mention.month))];
  const picked =
    months.length === 1
      ? mentions[0]
      : mentions.find(
          (mention) => CHOSEN_BEFORE.test(text.slice(0, mention.start)) || CHOSEN_AFTER.test(text.slice(mention.end)),
        );
  const chosen = picked?.month;
  if (!picked || !chosen) return undefined;
  const [year, current] = today.split('-').map(Number) as [number, number];
  // 'September next year': the month of next year, even when this year's is still ahead.
  const inYear = chosen >= current && !NEXT_YEAR.test(text.slice(picked.end)) ? year : year + 1;
  return `${inYear}-${String(chosen).padStart(2, '0')}`;
}
