import { LIMITS } from '../../../../contracts/common';
import type { Occasion } from '../../../../contracts/constants';
import type { LeadInfo } from '../../../../contracts/natural-conversation';
import { type City, findCity, normalizeText } from '../../../../saudi';
import { fixTypos } from '../../text/fix-typos';
import { parseNumbers } from '../../text/parse-numbers';
import type { Slot } from '../../types';
import { type DateMatch, dateMentions, eventDateOf } from './extract-date';
import { extractEmail } from './extract-email';
import { extractMonth } from './extract-month';
import { extractName, nameFromAnswer, signOffName } from './extract-name';
import { nameBesideContact, signsWithRole } from './name-beside-contact';
import { type EventMention, extractEventMention } from './extract-occasion';
import { extractPhones } from './extract-phone';
import { monthMentions, namedMonth } from './named-month';
import { readCounts } from './read-counts';

export interface SlotContext {
  /** The detail Layla asked for in her last reply: a bare '200' or 'Sara' answers it. */
  expecting?: Slot | null;
  /** YYYY-MM-DD; relative dates and dates without a year are resolved only when it is given. */
  today?: string;
  /** The message as fixTypos(normalizeText(message)) already made it, when the caller has it. */
  normalized?: string;
  /** What is known before this message: a bare number in a correction ('sorry i meant 150') replaces its like. */
  known?: LeadInfo;
  /** The groups the known guest count adds up ('men' 180, 'women' 220), from earlier messages. */
  groups?: ReadonlyMap<string, number>;
}

/**
 * The lead details in one message. Emails, phones and dates are taken out of the text before
 * numbers are read, so digits are never counted twice; each number is then a guest count or a
 * budget by the words around it (read-counts.ts). A city or a number said to be the old one
 * ('not Abha', 'not 400', 'not june') is left out. The occasion is kept as said, beside the planner's kind.
 *
 * @example
 * extractSlots('Wedding in Jeddah for ٣٠٠ guests, budget 150k');
 * // { eventType: 'wedding', occasion: 'wedding', location: 'Jeddah', guestCount: 300, budget: 150000 }
 */
export function extractSlots(message: string, context: SlotContext = {}): LeadInfo {
  return extractDetails(message, context).details;
}

/** The lead details in one message (extractSlots), and the groups its guest count adds up, if it gives one. */
export function extractDetails(
  message: string,
  context: SlotContext = {},
): { details: LeadInfo; groups?: ReadonlyMap<string, number> } {
  let text = context.normalized ?? fixTypos(normalizeText(message));
  const found: LeadInfo = {};
  const email = extractEmail(text);
  if (email) {
    found.email = email.email;
    text = mask(text, email);
  }
  const phones = extractPhones(text);
  const phone = phones.best;
  if (phone) found.phone = phone.phone;
  for (const each of phones.all) text = mask(text, each);
  // 'not june, july': the month taken back is no date.
  const undated = withoutTakenBackMonths(
    withoutNegated(text, (span) => namedMonth(span) !== undefined),
    text,
  );
  const dates = dateMentions(undated, context.today, context.known);
  const date = eventDateOf(undated, dates);
  if (date?.precision === 'day') found.eventDate = date.date;
  else if (date) found.eventMonth = date.date.slice(0, 7);
  // The occasion is read with the date's words left in ('نجمع العايله ثاني يوم عيد الاضحي' gathers for Eid).
  const withDateWords = date
    ? text.slice(0, date.start) + text.slice(date.start, date.end).replace(/\d/g, ' ') + text.slice(date.end)
    : text;
  if (date) text = mask(text, date);
  const month =
    found.eventDate || found.eventMonth
      ? undefined
      : extractMonth(mask(undated, date ?? { start: 0, end: 0 }), context.today);
  // 'the weather in February?' after the 27th of February was given: the day known stands.
  if (month && !context.known?.eventDate?.startsWith(month)) found.eventMonth = month;
  // 'ملكه وليس خطوبه', 'a dinner, not a conference': the occasion taken back is none.
  const event = extractEventMention(
    withoutNegated(withDateWords, (span) => Boolean(extractEventMention(span)?.occasion)),
  );
  // 'Noura, the groom's mother' keeps the milka known: a word that only points to a wedding changes no occasion.
  const known = context.known;
  if (
    event &&
    !(event.weak && known?.occasion && known.eventType === event.eventType) &&
    !placesKnown(text, event, known)
  ) {
    // The occasion named again ('the food at the ghabga?') keeps the kind said with it before (a company's ghabga).
    found.eventType =
      event.occasion && event.occasion === known?.occasion && known.eventType ? known.eventType : event.eventType;
    if (event.occasion) found.occasion = event.occasion;
  }
  // 'henna is tuesday 5 january and the wedding the 7th; we only need you for the henna': the day of the occasion booked.
  const booked = found.occasion ?? known?.occasion;
  const own = booked ? dateOfOccasion(undated, dates, booked) : undefined;
  if (own && found.eventDate) found.eventDate = own.date;
  const places = withoutNegated(text, (span) => Boolean(findCity(span)))
    .replace(BRANCH, blank)
    .replace(CITY_LABEL, blank);
  // A city said only in passing ('we live in Dammam') is the event's when nothing else names one.
  const city =
    correctedCity(places.replace(IN_PASSING, blank)) ?? (known?.location ? undefined : correctedCity(places));
  if (city) found.location = city;
  // Every date said, the event's or another's ('henna is tuesday 5 january, the wedding the 7th'): no number in it is a count.
  const { groups, ...counts } = readCounts(dates.reduce(mask, text), context);
  Object.assign(found, counts);
  const name = readName(message, context.expecting, Boolean(phone || email));
  if (name) found.name = name;
  return { details: found, ...(groups ? { groups } : {}) };
}

/** 'not june, july. exams till end of june': a month taken back is masked wherever the message names it again. */
function withoutTakenBackMonths(undated: string, text: string): string {
  if (undated === text) return undated;
  const negated = monthMentions(text).filter((mention) => undated.slice(mention.start, mention.end).trim() === '');
  const months = new Set(negated.map((mention) => mention.month));
  return monthMentions(undated).reduce(
    (masked, mention) => (months.has(mention.month) ? mask(masked, mention) : masked),
    undated,
  );
}

/** 'not Abha', 'مو الرياض', 'instead of Jeddah', 'not june': the place or month the visitor is taking back, blanked. */
function withoutNegated(text: string, takenBack: (span: string) => boolean): string {
  return text.replace(
    /(?<![\p{L}])و?(?:not|instead of|rather than|مو|مب|مهب|ليس|ليست|بدل|بدال)\s+(?:in\s+|at\s+|في\s+|just\s+|only\s+)?[\p{L}]+(?:\s+[\p{L}]+)?/gu,
    (span) => (takenBack(span) ? ' '.repeat(span.length) : span),
  );
}

/** 'Eng. Faisal Al-Otaibi. Best number is …', 'Thanks! Daniel Brooks, …': a name alone in the first part of a message with a contact, courtesies before it aside. */
function nameOpening(rest: string): string | undefined {
  const opening = rest
    .replace(/^(?:(?:thanks|thank you|thx|ok|okay|sure|great|perfect|شكرا|تمام|ابشر|طيب)[\s!.,،]*)+/iu, '')
    .replace(/^(?:(?:dr|eng|engr|mr|mrs|ms|prof)\.\s*)/iu, '')
    .split(/[.!,،\n]\s/u)[0];
  return opening ? nameFromAnswer(opening) : undefined;
}

/**
 * A name from 'my name is …' anywhere, a sign-off, the words beside a phone or email
 * ('Reem, 0551234567'), or the whole message (less contact details) when Layla asked for it.
 */
function readName(message: string, expecting: Slot | null | undefined, contact: boolean): string | undefined {
  let name = extractName(message);
  // The message without its contact details: the words beside them.
  const rest = message
    .replace(/(?<!\S)\S+@\S+/g, ' ')
    .replace(/\+?[\d٠-٩۰-۹][\d٠-٩۰-۹\s\-()]{6,}/g, ' ')
    .replace(/^[\s,،.:-]+|[\s,،.:-]+$/gu, '');
  if (!name && contact) name = nameBesideContact(rest) ?? nameOpening(rest);
  if (!name) {
    // A sign-off is a guess from position alone: one that names a month or a city is none.
    const signed = signOffName(message);
    const normal = signed ? normalizeText(signed) : '';
    if (signed && !namedMonth(normal) && !extractEventMention(normal)) name = signed;
  }
  // A name signed with who the writer is, or the answer to 'your name?' (unless it counts
  // something: 'around 40, friends and family').
  const answersName =
    expecting === 'name' &&
    parseNumbers(normalizeText(rest)).length === 0 &&
    !/[?؟]/u.test(rest) &&
    rest.split(/\s+/).length <= 8;
  if (!name && (signsWithRole(rest) || answersName)) name = nameBesideContact(rest);
  // Asked for a number or an email, a visitor often gives the name first ('سلطان'): a message that is only a name.
  if (!name && expecting === 'contact' && !contact) name = nameFromAnswer(message);
  // A kunya alone ('ام ريان', 'Abu Fahad') is a name whatever she asked.
  if (!name && KUNYA_ALONE.test(message.trim()) && !ABU_DHABI.test(message)) name = nameFromAnswer(message);
  if (!name || name.length > LIMITS.name) return undefined;
  // 'It's Riyadh' or 'it's a wedding' named a place or an event, not a person.
  const normal = normalizeText(name);
  if (findCity(normal) || extractEventMention(normal) || namedMonth(normal) || parseNumbers(normal).length > 0)
    return undefined;
  return name;
}

/** The one place a kunya's form names. */
const ABU_DHABI = /(?:ابو|أبو|abu)\s*(?:ظبي|dhabi)/iu;
const KUNYA_ALONE = /^(?:ام|أم|ابو|أبو|umm|um|abu|abo)\s+\p{L}+[.!،,]*$/iu;

/** The wedding named only to place the henna night or the milka known in time: 'the night before the wedding', 'قبل زواجها'. */
const BEFORE_OR_AFTER = /(?:before|after|ahead of|قبل|بعد)\s+(?:the\s+|her\s+|his\s+|my\s+|our\s+)?$/u;

/** 'we have the wedding after', 'والزواج بعدها': the wedding that follows the engagement or milka. */
const AFTERWARDS = /^\s*(?:after|afterwards|later|after that|بعدين|بعدها|بعده|بعد كذا)(?![\p{L}])/u;

function placesKnown(text: string, event: EventMention, known: LeadInfo | undefined): boolean {
  return (
    event.occasion === 'wedding' &&
    known?.eventType === 'wedding' &&
    known.occasion !== undefined &&
    known.occasion !== 'wedding' &&
    (BEFORE_OR_AFTER.test(text.slice(0, event.index)) || AFTERWARDS.test(text.slice(event.end)))
  );
}

/** 'المدينه: الطايف' (city: Taif) labels the city that follows; it is not Medina. */
const CITY_LABEL = /(?<![\p{L}])المدينه\s*[:：-]/gu;
/** 'نسيت فرع جده', 'our Jeddah branch': a branch's city is where some guests come from, not the event's. */
const BRANCH =
  /(?<![\p{L}])(?:فرع|فروع|branch|office)\s+(?:in\s+|في\s+|ب)?\p{L}+|(?<![\p{L}])\p{L}+\s+(?:branch|office)(?![\p{L}])/gu;

/**
 * Where guests come from or the visitor lives, not where the event is: 'most of my family is
 * coming from Makkah', 'we live in Riyadh', 'originally from Qassim', 'خالاتها جايات من جده',
 * 'انا ساكنه بالرياض', 'نص المعازيم من الرياض'. The words after the cue are blanked, city and all.
 */
const IN_PASSING = new RegExp(
  [
    '(?:coming|come|comes|came|driving|flying|travell?ing|arriving)(?:\\s+(?:in|over|down|up))?\\s+(?:all the way\\s+)?from',
    'originally from',
    '(?:we|i|they|he|she|family|parents)\\s+(?:all\\s+)?(?:live|lives|living|stay|stays|reside|resides|are based|am based|is based)\\s+in',
    '(?:guests|people|relatives|cousins|colleagues|family|friends|half|some of them|most of them)\\s+(?:are\\s+)?from',
    '(?:جاييين|جايين|جايات|جاين|جايه|جاي|بيجون|يجون|قادمين|قادمون|ياتون)\\s+من',
    '(?:ساكنين|ساكنات|ساكنه|ساكن|نسكن|اسكن|يسكنون|يسكن|عايشين|عايشه|عايش|مقيمين|مقيم)(?![\\p{L}])\\s*(?:في|ب)?',
    '(?:المعازيم|الضيوف|المدعوين|الحضور|اهلي|اهلها|اهله|خوالي|اعمامي|ربعي)\\s+(?:\\p{L}+\\s+)?من',
  ]
    .map((cue) => `(?<![\\p{L}])(?:${cue})\\s*\\p{L}+(?:\\s+\\p{L}+)?`)
    .join('|'),
  'gu',
);

/** Between two cities, the words that take the first back: 'Dammam. Sorry, I mean Khobar', 'جدة لا قصدي الطايف'. */
const CITY_CORRECTION =
  /(?<![\p{L}])(?:sorry|i mean|i meant|actually|no wait|correction|rather|لا|قصدي|اقصد|عفوا|سوري|بالاصح|الاصح|لحظه|تصحيح)(?![\p{L}])/u;

/** The city a text names: the first, or the one named after a correction of it. */
function correctedCity(text: string): City | undefined {
  const first = findCity(text);
  const correction = first ? CITY_CORRECTION.exec(text) : null;
  if (!correction) return first;
  const after = findCity(text.slice(correction.index));
  return after && after !== first && findCity(text.slice(0, correction.index)) ? after : first;
}

/** Of two days or more, the one said after the occasion's own name ('the henna is wednesday 13 january'). */
function dateOfOccasion(text: string, dates: readonly DateMatch[], occasion: Occasion): DateMatch | undefined {
  const days = dates.filter((date) => date.precision === 'day').sort((a, b) => a.start - b.start);
  if (days.length < 2) return undefined;
  return days.find(
    (date, index) => extractEventMention(text.slice(days[index - 1]?.end ?? 0, date.start))?.occasion === occasion,
  );
}

const blank = (span: string) => ' '.repeat(span.length);

function mask(text: string, span: { start: number; end: number }): string {
  return text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
}
