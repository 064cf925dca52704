import { LIMITS } from '../../contracts/common';
import type { LeadInfo } from '../../contracts/natural-conversation';
import { findCity, normalizeText } from '../../saudi';
import { classifyNumber } from './classify-number';
import { extractDate } from './extract-date';
import { extractEmail } from './extract-email';
import { extractEventType } from './extract-event-type';
import { extractName, nameFromAnswer, signOffName } from './extract-name';
import { extractPhone } from './extract-phone';
import { fixTypos } from './fix-typos';
import { namedMonth } from './named-month';
import { parseNumbers } from './parse-numbers';
import { TOPIC_WORDS } from './topic-words';
import type { Slot } from './types';

export interface SlotContext {
  /** The detail Layla asked for in her last reply: a bare '200' or 'Sara' answers it. */
  expecting?: Slot | null;
  /** YYYY-MM-DD; relative dates and dates without a year are resolved only when it is given. */
  today?: string;
  /** The message as fixTypos(normalizeText(message)) already made it, when the caller has it. */
  normalized?: string;
}

/**
 * The lead details in one message. Emails, phones and dates are taken out of the text before
 * numbers are read, so digits are never counted twice; each number is then a guest count or a
 * budget by the words around it (classifyNumber), or by what Layla asked when nothing says.
 *
 * @example
 * extractSlots('Wedding in Jeddah for ٣٠٠ guests, budget 150k');
 * // { eventType: 'wedding', location: 'Jeddah', guestCount: 300, budget: 150000 }
 */
export function extractSlots(message: string, context: SlotContext = {}): LeadInfo {
  let text = context.normalized ?? fixTypos(normalizeText(message));
  const found: LeadInfo = {};
  const email = extractEmail(text);
  if (email) {
    found.email = email.email;
    text = mask(text, email);
  }
  const phone = extractPhone(text);
  if (phone) {
    found.phone = phone.phone;
    text = mask(text, phone);
  }
  const date = extractDate(text, context.today);
  if (date) {
    found.eventDate = date.date;
    text = mask(text, date);
  }
  const eventType = extractEventType(text);
  if (eventType) found.eventType = eventType;
  const city = findCity(text);
  if (city) found.location = city;
  Object.assign(found, readNumbers(text, context.expecting));
  const name = readName(message, context.expecting);
  if (name) found.name = name;
  return found;
}

function readNumbers(text: string, expecting: Slot | null | undefined): Pick<LeadInfo, 'guestCount' | 'budget'> {
  const mentions = parseNumbers(text);
  const result: Pick<LeadInfo, 'guestCount' | 'budget'> = {};
  const unlabelled: number[] = [];
  for (const mention of mentions) {
    if (dietaryCount(text, mention.end)) continue;
    const kind = classifyNumber(text, mention, mentions);
    if (kind && result[kind] === undefined) result[kind] = mention.value;
    else if (!kind) unlabelled.push(mention.value);
  }
  const answer = unlabelled[0];
  if (answer !== undefined && (expecting === 'guestCount' || expecting === 'budget') && !result[expecting]) {
    result[expecting] = answer;
  }
  if (result.guestCount !== undefined && !(result.guestCount >= 1 && result.guestCount <= LIMITS.guestCount)) {
    delete result.guestCount;
  }
  if (result.budget !== undefined && !(result.budget >= 1 && result.budget <= LIMITS.budget)) delete result.budget;
  return result;
}

/** A name from 'my name is …' anywhere, or the whole message (less contact details) when Layla asked for it. */
function readName(message: string, expecting: Slot | null | undefined): string | undefined {
  let name = extractName(message);
  if (!name) {
    // A sign-off is a guess from position alone: one that names a topic ('… ? Ramadan') is none.
    const signed = signOffName(message);
    const normal = signed ? normalizeText(signed) : '';
    if (signed && !Object.values(TOPIC_WORDS).some((matches) => matches(normal)) && !namedMonth(normal)) name = signed;
  }
  if (!name && expecting === 'name') {
    const rest = message
      .replace(/\S+@\S+/g, ' ')
      .replace(/\+?[\d٠-٩۰-۹][\d٠-٩۰-۹\s\-()]{6,}/g, ' ')
      .replace(/^[\s,،.:-]+|[\s,،.:-]+$/gu, '');
    name = nameFromAnswer(rest);
  }
  if (!name || name.length > LIMITS.name) return undefined;
  // 'It's Riyadh' or 'it's a wedding' named a place or an event, not a person.
  const normal = normalizeText(name);
  if (findCity(normal) || extractEventType(normal) || parseNumbers(normal).length > 0) return undefined;
  return name;
}

/** 'one is vegan', '3 of them are vegetarian', '٢ عندهم حساسية': a count of diets, not of guests. */
function dietaryCount(text: string, end: number): boolean {
  const clause = text.slice(end, end + 50).split(/[,.;،?؟!]|\sand\s|\sو/u)[0] ?? '';
  return DIET.test(clause);
}
const DIET = /vegetarian|vegan|allerg|gluten|diabetic|halal|kosher|نباتي|فيقن|فيجن|حساسي|سكري|قلوتين|جلوتين/u;

function mask(text: string, span: { start: number; end: number }): string {
  return text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
}
