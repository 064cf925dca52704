import { addDays, addMonths, isoDate, nextWeekday, parseIso } from '../../../date-math';
import { DUAL_PERIODS, MONTHS, NEXT_WORDS, PERIODS, WEEKDAYS } from './date-words';
import { keywordMatcher } from '../../text/keyword-matcher';
import { parseNumbers } from '../../text/parse-numbers';

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
const NEXT = `(?:${alternatives(NEXT_WORDS)})`;

/** Absolute forms; each returns [year, month, day] from its groups (year may be missing). */
const ABSOLUTE: { pattern: RegExp; parts: (m: RegExpExecArray) => (string | undefined)[] }[] = [
  { pattern: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/, parts: (m) => [m[1], m[2], m[3]] },
  { pattern: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/, parts: (m) => [m[3], m[2], m[1]] },
  {
    pattern: new RegExp(`${B}${DAY}\\s*(?:of\\s+|من\\s+)?(?:شهر\\s+)?${MONTH}${E}${YEAR}`, 'u'),
    parts: (m) => [m[3], String(MONTHS[m[2] ?? '']), m[1]],
  },
  {
    pattern: new RegExp(`${B}${MONTH}\\s+(?:the\\s+)?${DAY}${E}${YEAR}`, 'u'),
    parts: (m) => [m[3], String(MONTHS[m[1] ?? '']), m[2]],
  },
];

/**
 * The event date named in a normalised text (see normalizeText) as YYYY-MM-DD: ISO, day/month/year
 * (the Saudi order), '15 March 2027', 'March 15', '١٥ مارس', '15 آذار'. A date without a year,
 * and relative phrases (tomorrow, in 3 weeks, next Friday, بعد شهرين, الأسبوع الجاي), are only
 * resolved when `today` is given, and never to a day before it.
 *
 * @example
 * extractDate('on 15/3/2027')?.date; // '2027-03-15'
 * extractDate('بعد اسبوعين', '2026-05-01')?.date; // '2026-05-15'
 */
export function extractDate(text: string, today?: string): DateMatch | undefined {
  const now = today && parseIso(today) ? today : undefined;
  // Every absolute form has a day written in digits: most messages skip the four patterns.
  const absolute = /\d/.test(text) ? ABSOLUTE : [];
  for (const { pattern, parts } of absolute) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [year, month, day] = parts(match).map((part) => (part ? Number(part) : undefined));
    const date = resolve(year, month ?? 0, day ?? 0, now);
    if (date) return { date, start: match.index, end: match.index + match[0].length, precision: 'day' };
  }
  return now ? extractRelative(text, now) : undefined;
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

// A whole word each relative form cannot be written without, looked up in the shared keyword
// index: most messages name no date, and the seven patterns below would each scan them. (A
// period only resolves with its unit: 'in a' alone gives no date.)
const AFTER = keywordMatcher(['day', 'بعد']);
const TOMORROW = keywordMatcher(['tomorrow', 'بكره', 'بكرا', 'غدا']);
const IN = keywordMatcher(['in', 'after', 'بعد', 'خلال']);
const PERIOD = keywordMatcher([...Object.keys(PERIODS), ...Object.keys(DUAL_PERIODS)]);
const NEXT_WORD = keywordMatcher(NEXT_WORDS);
const WEEKDAY = keywordMatcher(Object.keys(WEEKDAYS));
const IN_PERIOD = (text: string) => IN(text) && PERIOD(text);

const RELATIVE: {
  needs: (text: string) => boolean;
  pattern: RegExp;
  date: (m: RegExpExecArray, today: string) => string | undefined;
}[] = [
  {
    needs: AFTER,
    pattern: new RegExp(`${B}(?:day after tomorrow|بعد بكره|بعد بكرا|بعد غدا)${E}`, 'u'),
    date: (_, t) => addDays(t, 2),
  },
  { needs: TOMORROW, pattern: new RegExp(`${B}(?:tomorrow|بكره|بكرا|غدا)${E}`, 'u'), date: (_, t) => addDays(t, 1) },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(
      `${B}(?:in|after|بعد|خلال)\\s+([\\p{L}\\d]+(?:\\s+[\\p{L}\\d]+)?)\\s+(${alternatives(Object.keys(PERIODS))})${E}`,
      'u',
    ),
    date: (m, t) => shift(t, parseNumbers(m[1] ?? '')[0]?.value, PERIODS[m[2] ?? '']),
  },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(
      `${B}(?:in|after|بعد|خلال)\\s+(a|an|one|${alternatives(Object.keys(PERIODS))})(?:\\s+(${alternatives(Object.keys(PERIODS))}))?${E}`,
      'u',
    ),
    date: (m, t) => shift(t, 1, PERIODS[m[2] ?? m[1] ?? '']),
  },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(`${B}(?:in|after|بعد|خلال)\\s+(${alternatives(Object.keys(DUAL_PERIODS))})${E}`, 'u'),
    date: (m, t) => shift(t, 1, DUAL_PERIODS[m[1] ?? '']),
  },
  {
    needs: NEXT_WORD,
    pattern: new RegExp(`${B}(?:${NEXT}\\s+(week|month|year)|(?:ال)?(اسبوع|شهر|سنه)\\s+${NEXT})${E}`, 'u'),
    date: (m, t) => shift(t, 1, PERIODS[m[1] ?? m[2] ?? '']),
  },
  {
    needs: WEEKDAY,
    pattern: new RegExp(
      `${B}(?:(?:${NEXT}|on|this)\\s+(${alternatives(Object.keys(WEEKDAYS))})|(?:يوم\\s+)?(${alternatives(Object.keys(WEEKDAYS))})\\s+${NEXT})${E}`,
      'u',
    ),
    date: (m, t) => nextWeekday(t, WEEKDAYS[m[1] ?? m[2] ?? ''] ?? 0),
  },
];

function extractRelative(text: string, today: string): DateMatch | undefined {
  for (const { needs, pattern, date } of RELATIVE) {
    const match = needs(text) ? pattern.exec(text) : null;
    const resolved = match ? date(match, today) : undefined;
    if (match && resolved) {
      // A shift of whole months or years names a month, never a day.
      const precision = /month|year|شهر|شهور|اشهر|شهرين|سنه|سنتين/u.test(match[0]) ? 'month' : 'day';
      return { date: resolved, start: match.index, end: match.index + match[0].length, precision };
    }
  }
  return undefined;
}

function shift(today: string, count: number | undefined, period: { days?: number; months?: number } | undefined) {
  if (!count || !period || count > 36) return undefined;
  return period.months ? addMonths(today, count * period.months) : addDays(today, count * (period.days ?? 0));
}
