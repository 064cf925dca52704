import { readClaims } from './read-claims';

/** What a model's reply may be refused for: each a kind of claim the facts do not hold. */
export type GuardReason = 'figure' | 'city' | 'event-kind' | 'commitment' | 'month' | 'contact';

export type GuardVerdict = { ok: true } | { ok: false; reasons: GuardReason[] };

export interface ModelReplyCheck {
  /** What the model wrote. */
  reply: string;
  /**
   * What the engine gave it to say, as text: the rules' own answer, the planner's facts, the lead,
   * the company's figures. Every claim of the reply must be among the claims of these.
   */
  facts: readonly (string | undefined)[];
  /** The phone numbers, emails and links the reply may give: the company's, the visitor's own. */
  contacts?: readonly (string | undefined)[];
}

/**
 * Whether a model's reply says only what the engine told it: every figure (amounts, percentages,
 * counts, dates, durations, in digits or words, in either language), every city, kind of event and
 * month is among the facts', every promise (a discount, a guarantee, a refund, something free, a
 * date available) is one the facts make, and it gives no phone, email or link but the allowed
 * ones. The verdict names the kinds of claim at fault, never their values, so it can be logged.
 *
 * @example
 * checkModelReply({ reply: 'A wedding for 200 costs SAR 5,000.', facts: ['Essential SAR 68,000 for 300 guests'] });
 * // { ok: false, reasons: ['figure'] }
 */
export function checkModelReply(check: ModelReplyCheck): GuardVerdict {
  const contacts = (check.contacts ?? []).filter((contact): contact is string => Boolean(contact));
  const said = readClaims(check.reply, contacts);
  const known = readClaims(check.facts.filter(Boolean).join('\n'), contacts);
  const reasons: GuardReason[] = [];
  if (!subset(said.figures, known.figures)) reasons.push('figure');
  if (!subset(said.cities, known.cities)) reasons.push('city');
  if (!subset(said.kinds, known.kinds)) reasons.push('event-kind');
  if (!subset(said.commitments, known.commitments)) reasons.push('commitment');
  if (!subset(said.months, known.months)) reasons.push('month');
  if (said.strangers > 0) reasons.push('contact');
  return reasons.length ? { ok: false, reasons } : { ok: true };
}

function subset<T>(said: Set<T>, known: Set<T>): boolean {
  for (const claim of said) if (!known.has(claim)) return false;
  return true;
}
