import type { ChatTurn, Language, LeadInfo } from '../../contracts';
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
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    eventType: lead.eventType,
    location: lead.location,
    guestCount: lead.guestCount,
    // The same structure as the email's text part: speakers are ours, every turn quoted.
    message: transcriptText(transcript),
    payload: { leadInfo: lead, language, conversationId, transcript },
  };
}
