import { CHAT_LEAD_FIELDS, type ChatTurn, type Language, type LeadInfo } from '../../contracts';
import { transcriptText } from '../mail/plain-text';

/** A captured chat lead as the leads table keeps it: its columns, and the payload with everything she confirmed. */
export function chatLeadRow(input: {
  lead: LeadInfo;
  transcript: readonly ChatTurn[];
  language: Language;
  conversationId: string;
}) {
  const { lead, transcript, language, conversationId } = input;
  return {
    // The lead's fields she collects, in their columns (lead-fields.ts).
    ...Object.fromEntries(CHAT_LEAD_FIELDS.map((name) => [name, lead[name]])),
    // The same structure as the email's text part: speakers are ours, every turn quoted.
    message: transcriptText(transcript),
    payload: { leadInfo: lead, language, conversationId, transcript },
  };
}
