import type { TopicClassifier } from './classifier/build-classifier';
import { CALIBRATION } from './classifier/calibration';
import { classifyText } from './classifier/classify-text';
import { type Verdict, verdict } from './classifier/confidence';
import { isRequest } from './asks-something';
import { isQuestion } from './is-question';
import { isTelling } from './is-telling';

/** A part read as one question or as the two needs it joins, each with its verdict. */
export interface ReadPart {
  text: string;
  verdict: Verdict;
  candidates: ReturnType<typeof classifyText>;
}

/**
 * One part of a message, or the two needs it joins with 'and' or 'و' ('we need guards at the
 * gate and an ambulance'), which read whole would drop one of. It is read as two when each side
 * alone is sure of a different topic; when the whole is sure of one, only where both sides are
 * short: split at any 'and', a word beside the question ('the hotel and everything is sorted
 * except the event, can you do it in time?') was answered as a second need more often than a
 * second need was found (round 6: 1,968 paraphrases by other hands). A short side the whole
 * would drop, leaning to another topic, is kept too, to be asked about or handed over. Never where
 * the 'and' closes a list ('a stage, lights and a screen') or opens the visitor's own clause ('… and we do the rest'). The first such joiner wins.
 *
 * @example
 * readJoinedNeeds(classifier, "we'd like a henna artist for the ladies and some valet guys").map((part) => part.text);
 * // ["we'd like a henna artist for the ladies", 'some valet guys']
 */
export function readJoinedNeeds(classifier: TopicClassifier, part: string): ReadPart[] {
  const whole = readPart(classifier, part);
  const sure = whole.verdict.kind === 'answer';
  for (const joiner of part.matchAll(JOINER)) {
    const left = part.slice(0, joiner.index).trim();
    const right = part.slice(joiner.index + joiner[0].length).trim();
    if (!/\p{L}/u.test(left) || !/\p{L}/u.test(right) || SUBJECT.test(right)) continue;
    // Beside a question the whole is sure of, only two short needs split ('a big tent and a generator').
    if (sure && (words(left) > NEED_WORDS || words(right) > NEED_WORDS)) continue;
    // 'a stage, lights and a screen' closes a list of one need; ', and …' opens a new clause.
    if (!/[,،]$/u.test(left) && /[,،]/u.test(left)) continue;
    // 'for national day we're doing green and white everything, can you arrange buses…': a side
    // that tells about the event in a clause of its own is the other side's context, not a need.
    if (tellsOnly(left) || tellsOnly(right)) continue;
    const sides = [readPart(classifier, left), readPart(classifier, right)] as const;
    if (splits(whole.verdict, sides[0].verdict, sides[1].verdict)) return [...sides];
  }
  return [whole];
}

/**
 * Whether two sides are two needs: each sure of a different topic; or the whole sure of one
 * side's topic while the other side leans to another topic, which the whole would drop.
 */
function splits(whole: Verdict, a: Verdict, b: Verdict): boolean {
  if (a.kind === 'answer' && b.kind === 'answer') return a.topic !== b.topic;
  const [sure, other] = a.kind === 'answer' ? [a, b] : [b, a];
  return (
    sure.kind === 'answer' &&
    whole.kind === 'answer' &&
    sure.topic === whole.topic &&
    other.kind === 'unsure' &&
    other.guess !== undefined &&
    other.guess !== whole.topic
  );
}

/** A text read as one question: its nearest topics and the calibrated verdict on them. */
export function readPart(classifier: TopicClassifier, text: string): ReadPart {
  const candidates = classifyText(classifier, text);
  return { text, candidates, verdict: verdict(candidates, CALIBRATION) };
}

/** A clause with its own subject and verb that neither asks nor requests ('we're doing green'). */
const tellsOnly = (side: string) => isTelling(side) && !isQuestion(side) && !isRequest(side);

/** The most words a need named beside another has ('guards at the gate', 'سيارة اسعاف جنب القاعة'). */
const NEED_WORDS = 6;
const words = (text: string) => text.split(/\s+/).length;

/** 'and' or 'و' standing as a word between two needs. */
const JOINER = /\s+(?:and|و)\s+/gu;

/** A side that opens with its own subject ('and we do the rest') is a clause about the visitor, not a second need. */
const SUBJECT = /^(?:we|i|they|you|he|she|احنا|انا|نحن|هم)(?![\p{L}])/u;
