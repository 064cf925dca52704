/** How one reply to one held-out question is scored (eval/layla/README.md). */
export type Outcome = 'right' | 'asked' | 'handed-over' | 'declined-wrongly' | 'wrong-topic';

export interface HeldOutQuestion {
  id: string;
  lang: 'en' | 'ar';
  message: string;
  context?: Record<string, string | number>;
  expect: 'answer' | 'decline' | 'handover';
  questions: { topics: string[]; evidence: { en: string; ar: string } }[];
  note?: string;
}

/** What the engine said it did, when it says (the new engine's decisions); black-box otherwise. */
export interface Declared {
  outcome: 'answer' | 'clarify' | 'handover' | 'decline';
  topic?: string;
}

/**
 * The same question scored by what the engine declared alone: right when it answered (or
 * declined) with one of the item's topics, or handed over an item nobody can answer.
 */
export function scoreDeclared(item: HeldOutQuestion, question: HeldOutQuestion['questions'][number], declared: Declared): Outcome {
  const ours = declared.topic !== undefined && question.topics.includes(declared.topic);
  if (declared.outcome === 'clarify') return 'asked';
  if (item.expect === 'handover') return declared.outcome === 'handover' ? 'right' : declared.outcome === 'decline' ? 'declined-wrongly' : 'wrong-topic';
  if (declared.outcome === 'handover') return 'handed-over';
  if (declared.outcome === 'decline') return item.expect === 'decline' || ours ? 'right' : 'declined-wrongly';
  return ours ? 'right' : 'wrong-topic';
}

export interface Markers {
  /** A reply that hands over to the team names the company's phone or WhatsApp. */
  handover: RegExp;
  /** A polite no: the engine's own decline wording. */
  decline: RegExp;
  /** A question back asking which of two things was meant. */
  clarify: RegExp;
}

/**
 * One question's outcome. Black-box first, as a visitor reads it: the reply is right when it
 * says what a right answer must say (the item's evidence, in the chat language). Otherwise a
 * question back is "asked", the phone or WhatsApp "handed over", the engine's no "declined", and
 * anything else a paragraph on the wrong topic. Where the engine declares what it decided, that
 * decides between asked / handed over / declined for a reply the evidence did not find.
 */
export function scoreQuestion(
  item: HeldOutQuestion,
  question: HeldOutQuestion['questions'][number],
  reply: string,
  markers: Markers,
  declared?: Declared,
): Outcome {
  const evidence = question.evidence[item.lang];
  const says = evidence ? new RegExp(evidence, 'iu').test(reply) : false;
  const asked = declared ? declared.outcome === 'clarify' : markers.clarify.test(reply);
  const handed = declared ? declared.outcome === 'handover' : markers.handover.test(reply);
  const declined = declared ? declared.outcome === 'decline' : markers.decline.test(reply);
  if (item.expect === 'answer') {
    if (says) return 'right';
    if (asked) return 'asked';
    if (handed) return 'handed-over';
    if (declined) return 'declined-wrongly';
    return 'wrong-topic';
  }
  if (item.expect === 'decline') {
    if (declined || says) return 'right';
    if (asked) return 'asked';
    if (handed) return 'handed-over';
    return 'wrong-topic';
  }
  // An event matter no topic answers: the honest hand-over is right.
  if (handed) return 'right';
  if (asked) return 'asked';
  if (declined) return 'declined-wrongly';
  return 'wrong-topic';
}
