import type { LeadInfo } from '../../../contracts/natural-conversation';
import { normalizeText } from '../../../saudi';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { fixTypos } from '../text/fix-typos';
import type { Slot } from '../types';
import { type Candidate, classifyText } from './classifier/classify-text';
import { CALIBRATION } from './classifier/calibration';
import { type Verdict, verdict } from './classifier/confidence';
import { asksSomething, isRequest } from './asks-something';
import { isQuestion } from './is-question';
import { type DialogueAct, dialogueActs } from './dialogue-acts';
import { type People, readPeople } from './person';
import { extractSlots } from './slots/extract-slots';
import { nameFromAnswer } from './slots/extract-name';
import { splitQuestions } from './split-questions';

/** One question of a message: its words, the topics nearest it, and what the calibration makes of them. */
export interface AskedQuestion {
  text: string;
  candidates: readonly Candidate[];
  verdict: Verdict;
}

/** A message understood: what it asks, what it tells, what it does. */
export interface Understanding {
  /** The message normalised (normalizeText, typos of the domain's words put right). */
  text: string;
  /** The questions it asks, in order, at most three; none when it only informs or greets. */
  questions: readonly AskedQuestion[];
  /** The lead details it gives, corrections included (a later value replaces an earlier one). */
  details: LeadInfo;
  acts: readonly DialogueAct[];
  people: People;
}

/** What understanding a message needs besides the message. */
export interface UnderstandContext {
  knowledge: KnowledgeIndex;
  /** What is known before this message. */
  known: LeadInfo;
  /** The detail Layla's last reply asked for. */
  expecting: Slot | null;
  today?: string;
}

/** A question has at most this many parts worth an answer; more, and the reply is no longer a chat reply. */
const MOST = 3;

/**
 * Understands one message: its lead details (extract-slots.ts, with what Layla just asked and
 * what she knew, so a bare '150' or a correction lands right), its dialogue acts, who the event is
 * for, and the questions it asks, each with the topics nearest it and the calibrated verdict. A
 * message cut into parts (split-questions.ts) has each part classified when two or more of them
 * ask something; otherwise the message is classified whole. A part that only gives details or
 * courtesies asks nothing (asks-something.ts).
 *
 * @example
 * understand('how much is the deposit? and do you have female photographers', context).questions.length; // 2
 */
export function understand(message: string, context: UnderstandContext): Understanding {
  const text = fixTypos(normalizeText(message));
  const details = extractSlots(message, {
    expecting: context.expecting,
    today: context.today,
    normalized: text,
    known: context.known,
  });
  const parts = withContext(splitQuestions(text)).filter((part) => asksSomething(part, details.name));
  const texts = parts.length > 1 ? parts.slice(0, MOST) : parts.length === 1 ? [text] : [];
  const questions: AskedQuestion[] = [];
  for (const part of texts) {
    const candidates = classifyText(context.knowledge.classifier, part);
    const question = { text: part, candidates, verdict: verdict(candidates, CALIBRATION) };
    // Two parts about one topic ('deposit? how much is it?') are one question.
    const topic = question.verdict.kind === 'answer' ? question.verdict.topic : undefined;
    if (topic && questions.some((seen) => seen.verdict.kind === 'answer' && seen.verdict.topic === topic)) continue;
    questions.push(question);
  }
  // A name given on its own after the phone ('Reem'), when nothing in it is a question.
  const known = { ...context.known, ...details };
  if (!details.name && !context.known.name && (known.phone || known.email) && !questions.some(sure)) {
    const name = nameFromAnswer(message);
    if (name) {
      details.name = name;
      questions.length = 0;
    }
  }
  return {
    text,
    questions,
    details,
    acts: dialogueActs(text),
    people: readPeople(text),
  };
}

const sure = (question: AskedQuestion) => question.verdict.kind === 'answer';

/**
 * A part that neither asks nor requests is the context of a question beside it ('are you hiring?
 * I am a photographer looking for work'): it joins the question before it, or the one after it
 * when it comes first.
 */
function withContext(parts: readonly string[]): string[] {
  const asking = parts.map((part) => isQuestion(part) || isRequest(part));
  if (!asking.some(Boolean)) return [...parts];
  const joined: string[] = [];
  let pending = '';
  parts.forEach((part, index) => {
    if (asking[index]) {
      joined.push(pending ? `${pending} ${part}` : part);
      pending = '';
    } else if (joined.length > 0) joined[joined.length - 1] = `${joined.at(-1)} ${part}`;
    else pending = pending ? `${pending} ${part}` : part;
  });
  return joined;
}
