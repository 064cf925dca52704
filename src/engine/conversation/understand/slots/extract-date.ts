import type { LeadInfo } from '../../../../contracts/natural-conversation';
import { isoDate, parseIso } from '../../../date-math';
import { MONTHS, WEEKDAYS } from './date-words';
import { hijriDays } from './hijri-days';
import { relativeDates } from './relative-dates';

export interface DateMatch {
  date: string;
  start: number;
  end: number;
  /** 'month' when the text gave only a month ('next month', 'بعد شهرين'): the day is not the visitor's. */
  precision: 'day' | 'month';
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const MONTH = `(${alternatives(Object.keys(MONTHS))})`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s*(\\d{4}))?';

/** Words before a day/month: 'on 5/12', 'التاريخ ٥/١٢', 'يوم ٥/١٢'. */
const DATE_CUE = /(?:on|date|dated|التاريخ|تاريخ|بتاريخ|يوم|في|عدلوه|خلوه|خلها|صار)\s*:?\s*$/u;

/** Absolute forms; each returns [year, month, day] from its groups (year may be missing). */
const ABSOLUTE: { pattern: RegExp; parts: (m: RegExpExecArray) => (string | undefined)[] }[] = [
  { pattern: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, parts: (m) => [m[1], m[2], m[3]] },
  { pattern: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/g, parts: (m) => [m[3], m[2], m[1]] },
  // '10/4', 'التاريخ ١٧/٤': day/month without the year; '3/4 of the guests' is a fraction unless a date word leads it.
  {
    pattern: /(?<![\d/.,-])(\d{1,2})\/(\d{1,2})(?![\d/])/g,
    parts: (m) =>
      Number(m[1]) >= Number(m[2]) || DATE_CUE.test(m.input.slice(0, m.index)) ? [undefined, m[2], m[1]] : [],
  },
  {
    pattern: new RegExp(`${B}${DAY}\\s*(?:of\\s+|من\\s+)?(?:شهر\\s+)?${MONTH}${E}${YEAR}`, 'gu'),
    parts: (m) => [m[3], String(MONTHS[m[2] ?? '']), m[1]],
  },
  {
    pattern: new RegExp(`${B}${MONTH}\\s+(?:the\\s+)?${DAY}${E}${YEAR}`, 'gu'),
    parts: (m) => [m[3], String(MONTHS[m[1] ?? '']), m[2]],
  },
];

/** 'the 29th', 'make it the 3rd', 'يوم ٢٩': a day of the month already known. */
const DAY_ONLY = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)(?!\\s+(?:birthday|anniversary|year|time|floor|grade|day))|(?:يوم|بتاريخ|تاريخ|${Object.keys(WEEKDAYS).join('|')})\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?)(?![\\p{L}\\p{N}])`,
  'gu',
);
/** A clause about when to reach the visitor ('when will someone call me? I'm in meetings until 2 pm tomorrow'). */
const WHEN_TO_CALL =
  /(?<![\p{L}])(?:call|calls|ring|contact|reach|meetings?|busy|text me|اتصل|اتصلوا|كلموني|كلمني|تواصلوا|مشغول|مشغوله|اجتماع|اجتماعات)(?![\p{L}])/u;
/** 'because', 'since', 'لان', 'عشان' before a date: the reason, not the event's day. */
const BECAUSE = /(?<![\p{L}])(?:because|cause|cuz|coz|since|لان|عشان|علشان)(?![\p{L}])/u;

/** The text before a position back to the last of the delimiters. */
const partBefore = (text: string, at: number, delimiters: RegExp) => text.slice(0, at).split(delimiters).at(-1) ?? '';
const CLAUSE_END = /[.!?؟\n,،]/u;
const SENTENCE_END = /[.!?؟\n]/u;

/** The clause a date is said in. */
function clauseOf(text: string, match: DateMatch): string {
  return `${partBefore(text, match.start, CLAUSE_END)} ${text.slice(match.end).split(CLAUSE_END)[0] ?? ''}`;
}

/** The furthest ahead a date said relatively ('in two years') can be an event's. */
const FURTHEST_YEARS = 3;
/** Before a date that is not the event's: the one taken back ('instead of the 14th', 'مو بكرة') or when to call. */
const NOT_THE_EVENT =
  /(?:not|instead of|rather than|except|مو|مب|بدل|بدال|call me|call us|contact me|reach me|text me|whatsapp me|get back to me|let you know|tell you|اتصلوا|اتصل|كلموني|كلمني|تواصلوا|ارد عليكم|اخبركم|بكلمكم|برد)\s*(?:on\s+|the\s+|يوم\s+)?$/u;
/** After a date that is not the event's: 'tomorrow is too soon'. */
const TURNED_DOWN =
  /^\s*(?:is|would be|will be)?\s*(?:too soon|too early|too late|won't work|doesn't work|is not possible|no good|ما يناسب|ما ينفع|ما يمدي|بدري|مستحيل)/u;

/**
 * The event date a normalised text (see normalizeText) names, as YYYY-MM-DD: ISO, day/month/year
 * (the Saudi order), '15 March 2027', 'March 15', '١٥ مارس', '15 آذار', a weekday before a day
 * ('friday 11 december'). A date without a year, and relative phrases (tomorrow, in 3 weeks, next
 * Friday, بعد شهرين, الأسبوع الجاي), are only resolved when `today` is given, and never to a day
 * before it; a day alone ('make it the 29th') only in the month already `known`. When a message
 * names several, the last one the visitor did not take back or turn down is the event's ('tomorrow
 * is too soon, make it next friday'); a day to be called on is none.
 *
 * @example
 * extractDate('on 15/3/2027')?.date; // '2027-03-15'
 * extractDate('بعد اسبوعين', '2026-05-01')?.date; // '2026-05-15'
 * extractDate('make it the 29th instead of the 14th', '2026-11-27', { eventDate: '2027-01-14' })?.date; // '2027-01-29'
 */
export function extractDate(text: string, today?: string, known: LeadInfo = {}): DateMatch | undefined {
  return eventDateOf(text, dateMentions(text, today, known));
}

/** Of the dates a text names, the event's: the last said and not taken back or turned down; of two starting together, the longer. */
export function eventDateOf(text: string, mentions: readonly DateMatch[]): DateMatch | undefined {
  const kept = mentions.filter(
    (match) =>
      !NOT_THE_EVENT.test(text.slice(0, match.start)) &&
      !TURNED_DOWN.test(text.slice(match.end)) &&
      !WHEN_TO_CALL.test(clauseOf(text, match)),
  );
  // 'تغير الموعد الى ١٩/٦ لان حفل الجامعه في ١٧/٦': a day given as the reason is another event's.
  const reasons = kept.filter((match) => BECAUSE.test(partBefore(text, match.start, SENTENCE_END)));
  return (reasons.length < kept.length ? kept.filter((match) => !reasons.includes(match)) : kept).reduce<
    DateMatch | undefined
  >(
    (last, match) =>
      !last || match.start > last.start || (match.start === last.start && match.end > last.end) ? match : last,
    undefined,
  );
}

/**
 * Every date a normalised text names, the event's or not ('henna is tuesday 5 january and the
 * wedding thursday the 7th'): none of their numbers is a count.
 */
export function dateMentions(text: string, today?: string, known: LeadInfo = {}): DateMatch[] {
  const now = today && parseIso(today) ? today : undefined;
  // '15 Rajab', 'the 2nd day of Eid': the Hijri calendar's days, before a day alone could take their number.
  const found: DateMatch[] = now ? hijriDays(text, now) : [];
  // Every absolute form has a day written in digits: most messages skip the patterns.
  if (/\d/.test(text)) {
    for (const { pattern, parts } of ABSOLUTE) {
      for (const match of text.matchAll(pattern)) {
        const [year, month, day] = parts(match).map((part) => (part ? Number(part) : undefined));
        const date = resolve(year, month ?? 0, day ?? 0, now);
        if (date) found.push({ date, start: match.index, end: match.index + match[0].length, precision: 'day' });
      }
    }
    // A day alone ('no wait, the 17th') is of the month known, or of the date just given before it.
    const month = known.eventDate?.slice(0, 7) ?? known.eventMonth ?? found.at(-1)?.date.slice(0, 7);
    if (month && now) found.push(...dayInMonth(text, month, now, found));
  }
  if (now) {
    // 'retiring after 30 years with the company' says how long, not when (a date written out, however far, is a date).
    const latest = `${Number(now.slice(0, 4)) + FURTHEST_YEARS}${now.slice(4)}`;
    found.push(...relativeDates(text, now).filter((match) => match.date <= latest));
  }
  return found;
}

/** Days named alone ('the 29th', 'يوم ٢٩'), in the month known, outside the dates already found. */
function dayInMonth(text: string, month: string, today: string, found: readonly DateMatch[]): DateMatch[] {
  const days: DateMatch[] = [];
  for (const match of text.matchAll(DAY_ONLY)) {
    const start = match.index;
    if (found.some((date) => start < date.end && date.start < start + match[0].length)) continue;
    const date = isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)), Number(match[1] ?? match[2]));
    if (date && date >= today) days.push({ date, start, end: start + match[0].length, precision: 'day' });
  }
  return days;
}

function resolve(year: number | undefined, month: number, day: number, today: string | undefined) {
  if (year !== undefined) {
    const date = isoDate(year, month, day);
    return date && (!today || date >= today) ? date : undefined;
  }
  if (!today) return undefined;
  const thisYear = Number(today.slice(0, 4));
  const date = isoDate(thisYear, month, day);
  return date && date >= today ? date : isoDate(thisYear + 1, month, day);
}
