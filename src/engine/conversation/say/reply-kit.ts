import type { LeadInfo } from '../../../contracts/natural-conversation';
import type { CompanyFacts } from '../../../saudi';
import type { Slot } from '../types';
import type { People } from '../understand/person';

/** Everything Layla says in her own words, in one language; replies-en.ts and replies-ar.ts implement it. */
export interface ReplyKit {
  /** The one question per missing detail, asked verbatim (tests look for it). */
  questions: Record<Slot, string>;
  greeting: string;
  /** Nothing left to ask. */
  anythingElse: string;
  /** Acknowledges the details this message gave ('Noted: a wedding, 200 guests.'). */
  noted(details: LeadInfo, people: People): string | undefined;
  /**
   * The lead was captured: one sentence confirming the details and the team's call. No thanks here:
   * the chat thanks the visitor itself, once, two seconds later (spec: chat state).
   */
  captured(lead: LeadInfo, facts: CompanyFacts, people: People): string;
  /** A detail changed after the capture: the team's copy is updated, and she says so. */
  updated(changes: LeadInfo, people: People): string;
  /** 'Do you mean A or B?' with the two entries' labels, or 'Do you mean A?' with the one she guesses. */
  clarify(labels: readonly string[]): string;
  /** Unsure: she says so, with what she understood of the event when she knows it, and the team's numbers. */
  handover(understood: string | undefined, facts: CompanyFacts): string;
  /** One handover for the two or three questions of a message she would rather not guess at. */
  handovers(count: number, facts: CompanyFacts): string;
  thanks: string;
  goodbye(facts: CompanyFacts): string;
}
