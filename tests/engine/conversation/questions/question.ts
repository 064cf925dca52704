import type { Language } from '../../../../src/contracts/common';
import type { LeadInfo } from '../../../../src/contracts/natural-conversation';
import type { Slot } from '../../../../src/engine/conversation';
import { quoteEvent } from '../../../../src/engine/planner';
import { formatNumber } from '../../../../src/saudi';

/**
 * One thing a visitor asks an event planner, written as visitors write it (short or long, Gulf
 * dialect, typos, details mixed in), and what a good answer must name. The suite asserts only
 * what the visitor reads: the reply's language, its facts, the details captured and the one ask
 * that moves the lead forward. It never asserts an intent or a sentence.
 */
export interface Question {
  language: Language;
  /** The topic, for grouping and for the pass-rate report. */
  topic: Topic;
  message: string;
  /** Lead details the widget already holds. */
  context?: LeadInfo;
  /** Earlier visitor messages in this conversation, each answered by Layla before this one. */
  before?: string[];
  /**
   * Facts the reply must name: each entry is a text (or pattern) that must appear; an array
   * entry is satisfied by any one of its alternatives.
   */
  names: Fact[];
  /** Details this message carries, which the lead must hold afterwards. */
  captures?: LeadInfo;
  /** The detail the reply must ask for, when one is clearly the next (a price needs the guest count). */
  asks?: Slot;
}

export type Fact = string | RegExp | readonly (string | RegExp)[];

export type Topic =
  | 'permits'
  | 'season'
  | 'calendar'
  | 'venues'
  | 'catering'
  | 'customs'
  | 'lead-time'
  | 'inclusions'
  | 'vat'
  | 'crowd-safety'
  | 'food-safety'
  | 'cities'
  | 'prices'
  | 'contact'
  | 'off-topic'
  | 'team-confirms';

/** The day every question is asked on: the next Ramadan then starts in February 2027. */
export const ASKED_ON = '2026-05-01';

/** The company contact the default facts give (the suite runs with them). */
export const COMPANY_PHONE = '+966 11 234 5678';

/**
 * The four tier totals the generator shows for an event, as the reply must write them (grouped
 * Western digits in both languages): a price answer names all four.
 */
export function tierTotals(event: {
  eventType: 'wedding' | 'corporate' | 'birthday' | 'cultural';
  guestCount: number;
  location: string;
  eventDate: string;
  season: 'winter' | 'spring' | 'summer' | 'autumn';
}): Fact[] {
  const tiers = quoteEvent({ ...event, currentDate: ASKED_ON });
  return [tiers.basic, tiers.standard, tiers.premium, tiers.luxury].map((tier) => formatNumber(tier.total, 'en'));
}
