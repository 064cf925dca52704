import type { ChatTurn, Language, LeadInfo } from '../../contracts';
import { chatLeadDetails } from './chat-lead-details';
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
  return renderLeadMail({
    subject: `New chat lead from ${name}`,
    ...(info.email ? { replyTo: { name, address: info.email } } : {}),
    heading: 'Layla captured a lead in the website chat',
    rows: [
      ...chatLeadDetails(info).map(([label, value]): [string, string] => [label, value]),
      ['Chat language', lead.language === 'ar' ? 'Arabic' : 'English'],
      ['Received', lead.receivedAt],
    ],
    body: { title: 'Conversation', transcript: lead.transcript },
  });
}
