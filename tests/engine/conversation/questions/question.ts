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
 * The tier total a price answer leads with when the visitor says nothing of budget or style: the
 * Professional tier, the one most events choose (never all four tiers: a 4–5× spread helps no
 * one); Essential for the cheapest.
 */
export function tierTotals(
  event: {
    eventType: 'wedding' | 'corporate' | 'birthday' | 'cultural';
    guestCount: number;
    location: string;
    eventDate: string;
    season: 'winter' | 'spring' | 'summer' | 'autumn';
  },
  level: 'basic' | 'standard' = 'standard',
): Fact[] {
  const tiers = quoteEvent({ ...event, currentDate: ASKED_ON });
  return [formatNumber(tiers[level].total, 'en')];
}

/**
 * The knowledge topics that answer a question of each suite topic well (the taxonomy's ids,
 * docs/layla.md), the first being the rule the suite's facts were written for; 'handover' and
 * 'decline' as in the development set (evaluation/evaluate.ts).
 */
// biome-ignore format: a table reads best packed
export const TOPIC_ANSWERS: Record<Topic, readonly string[]> = {
  permits: ['permits', 'music-rules', 'public-vs-private', 'civil-defense', 'conference', 'alula', 'makkah', 'handover'],
  season: ['seasons', 'weather-heat', 'school-holidays', 'wedding', 'riyadh', 'jeddah', 'eastern-province', 'abha-asir', 'taif', 'alula', 'outdoor-garden', 'handover'],
  calendar: ['calendar', 'ramadan-iftar-suhoor', 'eid-gathering', 'national-day', 'makkah', 'hajj-return', 'ghabga', 'lead-time', 'handover'],
  venues: ['venues', 'wedding-hall', 'hotel-ballroom', 'istiraha', 'desert-camp', 'farm-evening', 'at-home', 'outdoor-garden', 'beach-events', 'large-events', 'children-entertainment', 'handover'],
  catering: ['catering-menus', 'saudi-dishes', 'halal', 'vegetarian', 'allergies', 'coffee-service', 'cake-sweets', 'buffet-or-plated', 'alcohol', 'wedding', 'handover'],
  customs: ['separate-sections', 'gender-mixing', 'prayer-times', 'event-timings', 'end-time', 'photo-privacy', 'female-crew', 'live-music-band', 'music-rules', 'entrance-zaffa', 'national-day', 'dress-code', 'non-muslim-guests', 'product-launch', 'handover'],
  'lead-time': ['lead-time', 'last-minute', 'handover'],
  inclusions: ['inclusions', 'custom-package', 'tiers-explained', 'photographer', 'decor', 'handover'],
  vat: ['vat', 'budget-fit', 'handover'],
  'crowd-safety': ['crowd-management', 'health-safety', 'security-guards', 'civil-defense', 'large-events', 'handover'],
  'food-safety': ['food-safety', 'halal', 'handover'],
  cities: ['cities-served', 'riyadh', 'jeddah', 'eastern-province', 'abha-asir', 'taif', 'alula', 'madinah', 'makkah', 'neom-tabuk', 'events-abroad', 'handover'],
  prices: ['price-estimate', 'budget-fit', 'price-item', 'tiers-explained'],
  contact: ['contact-details', 'callback-time'],
  'off-topic': ['decline', 'handover', 'none'],
  'team-confirms': ['handover', 'entrance-zaffa', 'interpreters', 'valet-parking'],
};
