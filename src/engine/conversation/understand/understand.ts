import type { LeadInfo } from '../../../contracts/natural-conversation';
import { normalizeText } from '../../../saudi';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { fixTypos } from '../text/fix-typos';
import type { Slot } from '../types';
import type { Candidate } from './classifier/classify-text';
import type { Verdict } from './classifier/confidence';
import { asksOwnRecord } from './asks-own-record';
import { asksSomething, isRequest } from './asks-something';
import { contentWords } from './content-words';
import { givesOwnContact } from './gives-own-contact';
import { isTelling } from './is-telling';
import { isQuestion } from './is-question';
import { type DialogueAct, dialogueActs } from './dialogue-acts';
import { type People, readPeople } from './person';
import { extractDetails, extractSlots } from './slots/extract-slots';
import { nameFromAnswer } from './slots/extract-name';
import { type ReadPart, readJoinedNeeds, readPart } from './split-joined-needs';
import { splitQuestions } from './split-questions';

/** One question of a message: its words, the topics nearest it, and what the calibration makes of them. */
export interface AskedQuestion {
  text: string;
  candidates: readonly Candidate[];
  verdict: Verdict;
  /**
   * Said, not asked: a message that neither asks nor requests nor gives a detail ('a few of our
   * guests are vegan'). It is answered when the topic is sure, and otherwise only noted: nobody
   * asked, so there is nothing to ask back or hand over.
   */
  statement?: boolean;
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
  /** The groups the guest count it gives adds up ('men' 180, 'women' 220); empty for a total. */
  groups?: ReadonlyMap<string, number>;
}

/** What understanding a message needs besides the message. */
export interface UnderstandContext {
  knowledge: KnowledgeIndex;
  /** What is known before this message. */
  known: LeadInfo;
  /** The detail Layla's last reply asked for. */
  expecting: Slot | null;
  today?: string;
  /** The groups the known guest count adds up, from earlier messages. */
  groups?: ReadonlyMap<string, number>;
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
  const { details, groups } = extractDetails(message, {
    expecting: context.expecting,
    today: context.today,
    normalized: text,
    known: context.known,
    groups: context.groups,
  });
  if (COMPLAINT.test(text)) {
    // The event a complaint names is one already held, not the one being planned.
    delete details.eventType;
    delete details.occasion;
  }
  const { parts: asked, statement, aside, whole } = askedParts(text, details, context);
  const parts = whole ? asked : asked.filter((part) => asksSomething(part, details.name));
  const questions: AskedQuestion[] = [];
  const read = parts.flatMap((part) => {
    // A follow-up on their own booking is one matter, however many clauses it has.
    const readings = whole
      ? [readPart(context.knowledge.classifier, part)]
      : readJoinedNeeds(context.knowledge.classifier, part);
    return readings.length === 1 && aside ? [surer(readings[0] as ReadPart, `${part} ${aside}`, context)] : readings;
  });
  for (const { text: part, candidates, verdict } of read.slice(0, MOST)) {
    const question = { text: part, candidates, verdict, ...(statement ? { statement } : {}) };
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
    ...(groups ? { groups } : {}),
  };
}

/**
 * A question read alone, once the details beside it were set aside, or read with them put back,
 * whichever is surer: 'is there a minimum?' alone may lean to another topic than beside 'only 12
 * of us'.
 */
function surer(alone: ReadPart, withDetails: string, context: UnderstandContext): ReadPart {
  const again = readPart(context.knowledge.classifier, withDetails);
  return again.verdict.confidence > alone.verdict.confidence ? again : alone;
}

const sure = (question: AskedQuestion) => question.verdict.kind === 'answer';

/**
 * The parts of a message that ask, each with its context. Only a question or a request asks: a
 * part that gives or corrects a detail ('actually make it 90, she wants her whole batch to come',
 * 'call me on 055…') is noted, not asked about; a part that neither asks nor gives a detail is the
 * context of the question beside it. A message with no question, no request and no detail is a
 * statement ('a few of our guests are vegan'): its parts are classified, marked so.
 */
function askedParts(
  text: string,
  details: LeadInfo,
  context: UnderstandContext,
): { parts: string[]; statement: boolean; aside?: string; whole?: boolean } {
  // 'call me on 055… after 5 pm', 'تواصلوا معي على الايميل بس': the visitor's own contact, noted.
  const parts = splitQuestions(text).filter((part) => !givesOwnContact(part));
  // 'ارسلوا لي الفاتوره حقت حفل الشركه' reads as the visitor's contact, but asks for their own record.
  if (parts.length === 0)
    return asksOwnRecord(text) === 'record'
      ? { parts: [text], statement: true, whole: true }
      : { parts: [], statement: false };
  const asking = parts.map((part) => isQuestion(part) || isRequest(part));
  if (asking.some(Boolean)) {
    const kept = parts.filter((part, index) => asking[index] || !givesDetails(part, context.today));
    const setAside = parts.filter((part) => !kept.includes(part)).join(' ');
    return {
      aside: setAside,
      parts: withContext(
        kept,
        kept.map((part) => isQuestion(part) || isRequest(part)),
      ),
      statement: false,
    };
  }
  // 'paid the deposit on Sunday, still no invoice', 'لي ٣ ايام محد كلمني': a follow-up the team answers.
  if (asksOwnRecord(text) === 'record') return { parts: [text], statement: true, whole: true };
  // 'عندي ملاحظه على حفلة الاسبوع اللي فات…': feedback on an event already held, whatever it names.
  if (COMPLAINT.test(text)) return { parts: [text], statement: false, whole: true };
  // An update ('actually make it 90, …') or the answer to what she asked ('three days, maybe 200 a day').
  if (CORRECTING.test(text) || answersAsked(details, context.expecting)) return { parts: [], statement: false };
  // Told in a clause of its own ('thinking of a ghabga at our istiraha'), or details alone ('wedding
  // in riyadh, early april, 400 guests'): noted. A need named beside them ('badges and a check-in
  // desk for 500 delegates') may name a topic.
  const given = Object.keys(details).length > 0;
  if (given && (isTelling(text) || contentWords(text, details.name).length === 0))
    return { parts: [], statement: false };
  return { parts, statement: true };
}

/** Whether the details fill the one Layla asked for. */
function answersAsked(details: LeadInfo, expecting: Slot | null): boolean {
  if (!expecting) return false;
  if (expecting === 'contact') return Boolean(details.phone || details.email);
  if (expecting === 'eventDate') return Boolean(details.eventDate || details.eventMonth);
  if (expecting === 'eventType') return Boolean(details.eventType || details.occasion);
  return details[expecting] !== undefined;
}

/** Feedback on an event the company already ran: a complaint word with the event in the past. */
const COMPLAINT =
  /^(?=[\s\S]*(?:last week|last night|yesterday|last month|on (?:friday|saturday|thursday)|اللي فات|الماضي|الماضيه|امس|البارحه|قبل اسبوع))(?=[\s\S]*(?:complain|complaint|disappointed|not happy|unhappy|was late|were late|didn't show|did not show|no-show|messed up|ملاحظه علي|ملاحظات علي|شكوي|اشتكي|زعلان|زعلانين|مو راضي|ماكان موجود|ما كان موجود|تلخبط|خربتو|تاخرتو|تاخر|ما حضر|ماحضر))/u;

/** Words that only update what was said before ('update:', 'actually', 'بالأصح'): a statement, whatever else it holds. */
const CORRECTING =
  /(?<![\p{L}])(?:update|actually|correction|change of plans?|make it|make that|instead|تحديث|تعديل|تصحيح|بالاصح|بدل|بدال|خلها|خلوها|خله)(?![\p{L}])/u;

/** Whether a part of a message gives a lead detail: a number, a contact, a date or month, a city, an occasion, a name. */
function givesDetails(part: string, today: string | undefined): boolean {
  return Object.keys(extractSlots(part, { today, normalized: part })).length > 0;
}

/**
 * A part that neither asks nor requests is the context of a question beside it ('are you hiring?
 * I am a photographer looking for work'): it joins the question before it, or the one after it
 * when it comes first.
 */
function withContext(parts: readonly string[], asking: readonly boolean[]): string[] {
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
