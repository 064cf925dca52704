import { monthMentions } from './named-month';
import { addDays, addMonths, nextWeekday } from '../../../date-math';
import { keywordMatcher } from '../../text/keyword-matcher';
import { parseNumbers } from '../../text/parse-numbers';
import { DUAL_PERIODS, NEXT_WORDS, PERIODS, WEEKDAYS } from './date-words';
import type { DateMatch } from './extract-date';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NEXT = `(?:${alternatives(NEXT_WORDS)})`;

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
    pattern: new RegExp(`${B}(?:day after tomorrow|بعد بكره|بعد بكرا|بعد غدا)${E}`, 'gu'),
    date: (_, t) => addDays(t, 2),
  },
  {
    needs: TOMORROW,
    pattern: new RegExp(`${B}(?<!بعد )(?<!after )(?:tomorrow|بكره|بكرا|غدا)${E}`, 'gu'),
    date: (_, t) => addDays(t, 1),
  },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(
      `${B}(?:in|after|بعد|خلال)\\s+([\\p{L}\\d]+(?:\\s+[\\p{L}\\d]+)?)\\s+(${alternatives(Object.keys(PERIODS))})${E}`,
      'gu',
    ),
    date: (m, t) => shift(t, parseNumbers(m[1] ?? '')[0]?.value, PERIODS[m[2] ?? '']),
  },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(
      `${B}(?:in|after|بعد|خلال)\\s+(a|an|one|${alternatives(Object.keys(PERIODS))})(?:\\s+(${alternatives(Object.keys(PERIODS))}))?${E}`,
      'gu',
    ),
    date: (m, t) => shift(t, 1, PERIODS[m[2] ?? m[1] ?? '']),
  },
  {
    needs: IN_PERIOD,
    pattern: new RegExp(`${B}(?:in|after|بعد|خلال)\\s+(${alternatives(Object.keys(DUAL_PERIODS))})${E}`, 'gu'),
    date: (m, t) => shift(t, 1, DUAL_PERIODS[m[1] ?? '']),
  },
  {
    needs: NEXT_WORD,
    pattern: new RegExp(`${B}(?:${NEXT}\\s+(week|month|year)|(?:ال)?(اسبوع|شهر|سنه)\\s+${NEXT})${E}`, 'gu'),
    date: (m, t) => shift(t, 1, PERIODS[m[1] ?? m[2] ?? '']),
  },
  {
    needs: WEEKDAY,
    pattern: new RegExp(
      `${B}(?:(?:${NEXT}|on|this)\\s+(${alternatives(Object.keys(WEEKDAYS))})|(?:يوم\\s+)?(${alternatives(Object.keys(WEEKDAYS))})\\s+${NEXT})${E}`,
      'gu',
    ),
    date: (m, t) => nextWeekday(t, WEEKDAYS[m[1] ?? m[2] ?? ''] ?? 0),
  },
];

/**
 * Every relative date a normalised text names, resolved from today: tomorrow, in 3 weeks, next
 * Friday, بعد شهرين, الأسبوع الجاي. A shift of whole months or years names a month, never a day.
 *
 * @example
 * relativeDates('tomorrow is too soon, make it next friday', '2026-11-27').map((d) => d.date); // ['2026-11-28', '2026-12-04']
 */
export function relativeDates(text: string, today: string): DateMatch[] {
  const found: DateMatch[] = [];
  for (const { needs, pattern, date } of RELATIVE) {
    if (!needs(text)) continue;
    for (const match of text.matchAll(pattern)) {
      const resolved = date(match, today);
      if (!resolved || yearOfNamedMonth(text, match.index)) continue;
      const precision = /month|year|شهر|شهور|اشهر|شهرين|سنه|سنتين/u.test(match[0]) ? 'month' : 'day';
      found.push({ date: resolved, start: match.index, end: match.index + match[0].length, precision });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function shift(today: string, count: number | undefined, period: { days?: number; months?: number } | undefined) {
  if (!count || !period || count > 36) return undefined;
  return period.months ? addMonths(today, count * period.months) : addDays(today, count * (period.days ?? 0));
}

/** 'September next year', 'سبتمبر السنه الجايه': the year of the month named before it, not a year from today. */
function yearOfNamedMonth(text: string, at: number): boolean {
  return (
    /^(?:next year|السنه الجايه|السنه القادمه|العام القادم|العام الجاي)/u.test(text.slice(at).trimStart()) &&
    monthMentions(text).some((mention) => /^[\s,،]*$/u.test(text.slice(mention.end, at)))
  );
}
