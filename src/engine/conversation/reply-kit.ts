import type { LeadInfo } from '../../contracts/natural-conversation';
import type { CompanyFacts } from '../../saudi';
import type { Intent, Slot } from './types';

/** What the replies of one language need to know beyond the intent. */
export interface AnswerContext {
  lead: LeadInfo;
  facts: CompanyFacts;
}

/** Everything Layla says, in one language; replies-en.ts and replies-ar.ts implement it. */
export interface ReplyKit {
  /** The one question per missing detail, asked verbatim (tests look for it). */
  questions: Record<Slot, string>;
  greeting: string;
  /** The part of the reply that answers the intent; undefined when the intent needs no answer. */
  answer(intent: Intent, context: AnswerContext): string | undefined;
  /** Acknowledges details given in this message ('Noted: a wedding, 200 guests.'). */
  noted(details: LeadInfo, more?: NoteExtras): string | undefined;
  /**
   * The lead was captured: one sentence confirming the details and the team's call. No thanks here:
   * the chat thanks the visitor itself, once, two seconds later (spec: chat state).
   */
  captured(lead: LeadInfo, facts: CompanyFacts, more?: NoteExtras): string;
  /** Nothing left to ask. */
  anythingElse: string;
}

/** What a note says beyond the lead's fields. */
export interface NoteExtras {
  /** The event's month when the visitor gave no day (YYYY-MM). */
  month?: string;
  /** An 'other' event by its name in the chat language ('a graduation', 'حفلة تخرج'). */
  occasion?: string;
}
