import { MONTHS } from './date-words';

/** A month named in a text, and where. */
export interface MonthMention {
  month: number;
  start: number;
  end: number;
}

/** 'may' is a month only where a month is expected: 'in may', 'mid may', "let's do may instead", 'may 2027'. */
const MAY_BEFORE =
  /(?:in|of|early|mid|late|end of|beginning of|start of|do|to|from|until|till|through|next|this|or|and)\s+$/u;
const MAY_AFTER = /^\s+(?:instead|\d{4}|next year|this year)(?![\p{L}])/u;

/**
 * A month a normalised message names on its own, 1–12: 'December', 'ديسمبر', 'شهر 7'. The
 * three-letter forms ('mar', 'may') are too often other words to count, 'may' only where a month
 * is expected ('in may').
 *
 * @example
 * namedMonth('is december a good month'); // 12
 * namedMonth('الجو بشهر 7');               // 7
 */
export function namedMonth(text: string): number | undefined {
  return monthMentions(text)[0]?.month;
}

/**
 * Every month a normalised message names, in order, once each.
 *
 * @example
 * namedMonths('is march or october better'); // [3, 10]
 */
export function namedMonths(text: string): number[] {
  const months: number[] = [];
  for (const { month } of monthMentions(text)) if (!months.includes(month)) months.push(month);
  return months;
}

/**
 * Every naming of a month in a normalised message, in order, with where it is.
 *
 * @example
 * monthMentions("let's do may instead, april is exams").map((m) => m.month); // [5, 4]
 */
export function monthMentions(text: string): readonly MonthMention[] {
  // One message is read for months by many steps: the last few texts' answers are kept.
  const known = recent.get(text);
  if (known) return known;
  const mentions = readMentions(text);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(text, mentions);
  return mentions;
}

const RECENT = 16;
const recent = new Map<string, readonly MonthMention[]>();

function readMentions(text: string): readonly MonthMention[] {
  const mentions: MonthMention[] = [];
  for (const match of text.matchAll(/شهر\s*(\d{1,2})(?!\d)|\p{L}+/gu)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    let month = 0;
    if (match[1]) month = Number(match[1]);
    else if (Object.hasOwn(MONTHS, word) && word.length > 3) month = MONTHS[word] ?? 0;
    else if (word === 'may' && (MAY_BEFORE.test(text.slice(0, start)) || MAY_AFTER.test(text.slice(end)))) month = 5;
    if (month >= 1 && month <= 12) mentions.push({ month, start, end });
  }
  return mentions;
}
