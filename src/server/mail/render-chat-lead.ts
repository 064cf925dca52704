import type { ChatTurn, Language, LeadInfo } from '../../contracts';
import { type RenderedEmail, renderLeadMail } from './render-lead-mail';

export interface ChatLeadNotification {
  leadInfo: LeadInfo;
  transcript: ChatTurn[];
  language: Language;
  receivedAt: string;
}

/**
 * The staff email for a lead Layla captured, in the one lead-mail layout: the details she
 * collected, then the conversation (the visitor's turns and Layla's signed ones). The subject
 * carries only the name, which the contract keeps on one line.
 * @example renderChatLead({ leadInfo: { name: 'Sara' }, transcript: [], language: 'en', receivedAt: '' }).subject
 */
export function renderChatLead(lead: ChatLeadNotification): RenderedEmail {
  const info = lead.leadInfo;
  const name = info.name ?? 'a visitor';
  const given = (value: string | number | undefined) => (value === undefined ? 'Not given' : String(value));
  return renderLeadMail({
    subject: `New chat lead from ${name}`,
    ...(info.email ? { replyTo: { name, address: info.email } } : {}),
    heading: 'Layla captured a lead in the website chat',
    rows: [
      ['Name', given(info.name)],
      ['Email', given(info.email)],
      ['Phone', given(info.phone)],
      ['Event type', given(info.eventType)],
      ['Guests', given(info.guestCount)],
      ['City', given(info.location)],
      ['Date', given(info.eventDate)],
      ['Budget (SAR)', given(info.budget)],
      ['Chat language', lead.language === 'ar' ? 'Arabic' : 'English'],
      ['Received', lead.receivedAt],
    ],
    body: { title: 'Conversation', transcript: lead.transcript },
  });
}
