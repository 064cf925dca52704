import type { Language } from '../../../contracts/common';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import type { CompanyFacts } from '../../../saudi';
import type { Slot } from '../types';
import type { People } from '../understand/person';

/** What a knowledge answer reads: the lead after this message, the message itself, the day. */
export interface KnowledgeInput {
  language: Language;
  lead: LeadInfo;
  /** The visitor's message, normalised (normalizeText). */
  text: string;
  /** YYYY-MM-DD in Saudi Arabia; dates and assumed event dates need it. */
  today?: string;
  facts: CompanyFacts;
  /** The visitor's own words for an 'other' event, for the planner to read. */
  description?: string;
  /** The event's month when the visitor gave one without a day (YYYY-MM). */
  month?: string;
  /** Who the event is for and who comes (the Arabic grammar follows them). */
  people?: People;
}

export interface KnowledgeAnswer {
  /** One to four sentences in the chat language, every figure from the planner. */
  text: string;
  /** Details that would sharpen the answer, most useful first: the next ask, when still missing. */
  needs?: readonly Slot[];
}
