import type { ChatTurn, LeadInfo } from '../../../../src/contracts/natural-conversation';
import {
  type ConversationTurn,
  converse,
  nextMissing,
  questionFor,
  SLOT_ORDER,
} from '../../../../src/engine/conversation';
import { judge } from '../evaluation/evaluate';
import { laylaDecisions } from '../evaluation/layla-engine';
import { replyLanguageProblem } from '../reply-language';
import { ASKED_ON, type Fact, type Question, TOPIC_ANSWERS } from './question';

/** Asks a question the way the chat does: the earlier messages first, each with Layla's answer. */
export function askQuestion(question: Question): ConversationTurn {
  const history: ChatTurn[] = [];
  let lead: LeadInfo = question.context ?? {};
  for (const message of question.before ?? []) {
    const turn = converse({
      userMessage: message,
      history,
      language: question.language,
      userContext: lead,
      today: ASKED_ON,
    });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: turn.response });
    lead = turn.leadInfo;
  }
  return converse({
    userMessage: question.message,
    history,
    language: question.language,
    userContext: lead,
    today: ASKED_ON,
  });
}

/**
 * How Layla handled a question, as the development set counts it: right, asked which, handed
 * over, wrong topic, or dropped (topics in TOPIC_ANSWERS).
 */
export function outcomeOf(question: Question, turn: ConversationTurn) {
  return judge([TOPIC_ANSWERS[question.topic]], laylaDecisions(turn));
}

/**
 * What is wrong with Layla's reply to a question, empty when nothing is: the reply is in the
 * visitor's language, names every fact of the rule the question was written for when that rule
 * answers, holds the details the message carried, and asks for exactly one thing (a missing
 * detail, the expected one when the question says, or which topic was meant) while a detail is
 * missing. Whether the topic was right is counted over the whole suite (outcomeOf).
 */
export function answerProblems(question: Question, turn: ConversationTurn): string[] {
  const problems: string[] = [];
  const reply = turn.response;
  const language = replyLanguageProblem(question.language, reply);
  if (language) problems.push(language);
  // What Layla decided must be one of the topics that answer such a question well (or asking which);
  // the facts are the ones of the rule the question was written for, checked when that rule answers.
  const decisions = laylaDecisions(turn);
  const home = TOPIC_ANSWERS[question.topic][0];
  const byHome = decisions.some(
    (decision) => (decision.kind === 'answer' && decision.topics.includes(home ?? '')) || decision.kind === home,
  );
  for (const fact of byHome ? question.names : []) {
    if (!names(reply.replace(/\n/g, ' '), fact)) problems.push(`does not name ${describe(fact)}`);
  }
  for (const [key, value] of Object.entries(question.captures ?? {})) {
    const held = turn.leadInfo[key as keyof LeadInfo];
    if (held !== value) problems.push(`captures ${key} ${JSON.stringify(value)}, holds ${JSON.stringify(held)}`);
  }
  const asked = SLOT_ORDER.filter((slot) => reply.includes(questionFor(slot, question.language)));
  if (asked.length > 1) problems.push(`asks ${asked.length} questions: ${asked.join(', ')}`);
  // A reply asks one thing: a missing detail, or which of two topics was meant.
  const clarifies = turn.decisions.some((decision) => decision.kind === 'clarify');
  if (nextMissing(turn.leadInfo) !== null && !clarifies) {
    if (!turn.missing || !asked.includes(turn.missing)) problems.push('does not ask for a missing detail');
    else if (slotKnown(turn.leadInfo, turn.missing)) problems.push(`asks again for ${turn.missing}`);
  }
  if (question.asks && !clarifies && turn.missing !== question.asks)
    problems.push(`asks for ${turn.missing}, not ${question.asks}`);
  return problems;
}

/** A text fact is named in any case ('Photography is extra' names 'photography'); a pattern says its own flags. */
function names(reply: string, fact: Fact): boolean {
  if (typeof fact === 'string') return reply.toLowerCase().includes(fact.toLowerCase());
  if (fact instanceof RegExp) return fact.test(reply);
  return fact.some((alternative) => names(reply, alternative));
}

function describe(fact: Fact): string {
  if (typeof fact === 'string') return `"${fact}"`;
  if (fact instanceof RegExp) return String(fact);
  return `one of ${fact.map(describe).join(' | ')}`;
}

function slotKnown(lead: LeadInfo, slot: string): boolean {
  return slot === 'contact' ? Boolean(lead.phone || lead.email) : lead[slot as keyof LeadInfo] !== undefined;
}
