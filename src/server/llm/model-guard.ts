import type { LeadInfo } from '../../contracts';
import { checkModelReply } from '../../engine/guard';
import { VAT_RATE } from '../../engine/planner';
import type { CompanyFacts } from '../../saudi';
import type { AppLogger } from '../app-logger';

/** Model replies checked and dropped by this process since it started: logged with each drop. */
const counts = { checked: 0, dropped: 0 };

export interface ModelProse {
  /** Which function's prose: the chat's reply or the generator's market analysis. */
  what: 'chat' | 'analysis';
  text: string;
  /** What the engine gave the model for this request (checkModelReply's facts). */
  facts: readonly (string | undefined)[];
  /** The phone numbers and emails the prose may give. */
  contacts?: readonly (string | undefined)[];
}

/**
 * Whether a model's prose may go out as the company's: only when it says nothing the engine did
 * not give it (src/engine/guard). A drop is counted and logged with the kinds of claim at fault
 * and the running counts, never the text or its values (they may hold the visitor's details);
 * the caller answers with the rules' own text in the same request.
 * @example if (acceptModelProse({ what: 'chat', text, facts }, logger, requestId)) response = text;
 */
export function acceptModelProse(prose: ModelProse, logger: AppLogger, requestId: string): boolean {
  counts.checked += 1;
  const verdict = checkModelReply({ reply: prose.text, facts: prose.facts, contacts: prose.contacts });
  if (verdict.ok) return true;
  counts.dropped += 1;
  logger.warn(
    { requestId, what: prose.what, reasons: verdict.reasons, dropped: counts.dropped, checked: counts.checked },
    'model prose dropped: it says what the engine did not give it; the rules answer',
  );
  return false;
}

/**
 * The facts a chat reply stands on besides the rules' answer and the planner's facts: what the
 * visitor's lead holds and the company's own figures, as Layla's system prompt states them.
 */
export function chatFacts(lead: LeadInfo, company: CompanyFacts): string[] {
  return [
    JSON.stringify(lead),
    `Operating since ${company.since}. ${company.services.length} services, ${company.process.length} steps. ` +
      `The team replies within ${company.followUpHours} hours. VAT ${Math.round(VAT_RATE * 100)}%.`,
  ];
}
