import type { Language } from '../../../../src/contracts/common';
import type { ChatTurn, LeadInfo } from '../../../../src/contracts/natural-conversation';
import type { VisitorConversation, VisitorQuestion } from './visitor-question';

/** What the engine decided for one question of a message, as the evaluation reads it. */
export interface SeenDecision {
  kind: 'answer' | 'clarify' | 'handover' | 'decline';
  /** The topic answered or declined, or the two topics of a clarifying question. */
  topics: readonly string[];
}

/** One turn, as the evaluation drives an engine: the reply, the decisions and the lead. */
export interface EvaluatedTurn {
  response: string;
  decisions: readonly SeenDecision[];
  lead: LeadInfo & { occasion?: string; eventMonth?: string };
}

export type Engine = (input: {
  message: string;
  language: Language;
  history: ChatTurn[];
  context: LeadInfo;
  today: string;
}) => EvaluatedTurn;

export type Outcome = 'right' | 'asked' | 'handed' | 'wrong' | 'dropped';

/** The taxonomy's topics whose answer is a polite no: any decline answers them. */
export const DECLINE_TOPICS: ReadonlySet<string> = new Set([
  'alcohol',
  'travel-visas',
  'flights-tours',
  'cooking-recipes',
  'matchmaking',
  'marriage-registration',
  'car-rental',
  'real-estate',
  'loans-finance',
  'medical-advice',
  'weather-forecast',
  'gambling-lottery',
  'tickets-to-events',
  'personal-chat',
]);

/** The day the development set is asked on. */
export const ASKED_ON = '2026-11-27';

/**
 * How a message was handled, worst first: a topic answered that it does not ask (or a no to an
 * event question) is wrong; every question answered right is right; otherwise a question asked
 * back, handed to the team, or dropped (nothing said about it).
 */
export function judge(asks: readonly (readonly string[])[], decisions: readonly SeenDecision[]): Outcome {
  const wanted = new Set(asks.flat());
  const declineWanted = asks.some((ask) => ask.some((topic) => DECLINE_TOPICS.has(topic) || topic === 'decline'));
  for (const decision of decisions) {
    if (decision.kind === 'answer' && !decision.topics.some((topic) => wanted.has(topic))) return 'wrong';
    if (decision.kind === 'decline' && !declineWanted) return 'wrong';
    if (decision.kind === 'clarify' && asks.length === 0) return 'wrong';
  }
  if (asks.length === 0) return decisions.some((d) => d.kind === 'handover') ? 'handed' : 'right';
  const each = asks.map((ask) => {
    if (ask.includes('none') && decisions.length === 0) return 'right';
    const declines = ask.some((topic) => DECLINE_TOPICS.has(topic) || topic === 'decline');
    if (decisions.some((d) => d.kind === 'answer' && d.topics.some((topic) => ask.includes(topic)))) return 'right';
    if (declines && decisions.some((d) => d.kind === 'decline')) return 'right';
    if (ask.includes('handover') && decisions.some((d) => d.kind === 'handover')) return 'right';
    if (decisions.some((d) => d.kind === 'clarify' && d.topics.some((topic) => ask.includes(topic)))) return 'asked';
    if (decisions.some((d) => d.kind === 'handover')) return 'handed';
    return 'dropped';
  });
  for (const outcome of ['dropped', 'handed', 'asked'] as const) if (each.includes(outcome)) return outcome;
  return 'right';
}

export interface Report {
  questions: Record<Outcome, number> & { total: number };
  byLanguage: Record<Language, Record<Outcome, number>>;
  conversations: {
    total: number;
    leadRight: number;
    leadRightWithKind: number;
    turnsWrong: number;
    /** Turns that only tell (asks: []) given an answer, a question back or a hand-over nobody asked for. */
    statementsAnswered: number;
  };
  failures: string[];
}

const empty = (): Record<Outcome, number> => ({ right: 0, asked: 0, handed: 0, wrong: 0, dropped: 0 });

/**
 * Runs the development set through an engine: each question on its own (with its context), each
 * conversation turn by turn with its history, and counts the outcomes and the leads that end right.
 */
export function evaluate(
  engine: Engine,
  questions: readonly VisitorQuestion[],
  conversations: readonly VisitorConversation[],
): Report {
  const report: Report = {
    questions: { ...empty(), total: 0 },
    byLanguage: { en: empty(), ar: empty() },
    conversations: { total: 0, leadRight: 0, leadRightWithKind: 0, turnsWrong: 0, statementsAnswered: 0 },
    failures: [],
  };
  for (const question of questions) {
    const turn = engine({
      message: question.message,
      language: question.language,
      history: [],
      context: question.context ?? {},
      today: ASKED_ON,
    });
    const outcome = judge(question.asks, turn.decisions);
    report.questions[outcome]++;
    report.questions.total++;
    report.byLanguage[question.language][outcome]++;
    if (outcome !== 'right') {
      report.failures.push(`${outcome}: ${question.message} → ${describe(turn.decisions)}`);
    }
  }
  for (const conversation of conversations) {
    const history: ChatTurn[] = [];
    let context: LeadInfo = {};
    let last: EvaluatedTurn | undefined;
    for (const { message, asks } of conversation.turns) {
      last = engine({ message, language: conversation.language, history: [...history], context, today: ASKED_ON });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: last.response });
      context = last.lead;
      if (asks && judge(asks, last.decisions) === 'wrong') {
        report.conversations.turnsWrong++;
        report.failures.push(`conversation ${conversation.title}: wrong at "${message}" → ${describe(last.decisions)}`);
      }
      if (asks?.length === 0 && last.decisions.length > 0) {
        report.conversations.statementsAnswered++;
        report.failures.push(
          `conversation ${conversation.title}: a statement answered at "${message}" → ${describe(last.decisions)}`,
        );
      }
    }
    report.conversations.total++;
    const { occasion, eventMonth, ...standard } = conversation.lead;
    const held = last?.lead ?? {};
    const sameStandard = sameLead(standard, held);
    const sameKind = sameStandard && held.occasion === occasion && held.eventMonth === eventMonth;
    if (sameStandard) report.conversations.leadRight++;
    if (sameKind) report.conversations.leadRightWithKind++;
    if (!sameKind) {
      report.failures.push(
        `conversation ${conversation.title}: lead ${JSON.stringify(held)} ≠ ${JSON.stringify(conversation.lead)}`,
      );
    }
  }
  return report;
}

function sameLead(expected: LeadInfo, held: LeadInfo): boolean {
  const keys: (keyof LeadInfo)[] = [
    'name',
    'email',
    'phone',
    'eventType',
    'guestCount',
    'location',
    'eventDate',
    'budget',
  ];
  return keys.every((key) => expected[key] === held[key]);
}

function describe(decisions: readonly SeenDecision[]): string {
  return decisions.map((d) => `${d.kind}(${d.topics.join('|')})`).join(', ') || 'nothing';
}

/** The report as the lines docs/layla.md quotes. */
export function formatReport(report: Report): string {
  const { questions: q, conversations: c } = report;
  const pct = (n: number) => `${((100 * n) / Math.max(1, q.total)).toFixed(1)} %`;
  return [
    `questions: ${q.total}; right ${q.right} (${pct(q.right)}), asked ${q.asked} (${pct(q.asked)}), handed over ${q.handed} (${pct(q.handed)}), wrong-topic ${q.wrong} (${pct(q.wrong)}), dropped ${q.dropped} (${pct(q.dropped)})`,
    `  English: ${JSON.stringify(report.byLanguage.en)}; Arabic: ${JSON.stringify(report.byLanguage.ar)}`,
    `conversations: ${c.total}; lead with the last values ${c.leadRight}, with the kind and month too ${c.leadRightWithKind}; wrong-topic turns ${c.turnsWrong}; statements answered or handed over ${c.statementsAnswered}`,
  ].join('\n');
}
