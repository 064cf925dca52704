import type { ChatTurn, LeadInfo } from '../../contracts';
import { escapeHtml, type RenderedEmail } from './render-notification';

export interface ChatLeadNotification {
  leadInfo: LeadInfo;
  transcript: ChatTurn[];
  language: 'en' | 'ar';
  receivedAt: string;
}

/**
 * The staff email for a lead Layla captured: the details she collected, then the conversation.
 * Every value is escaped; the subject carries only the name, which the contract keeps on one line.
 * @example renderChatLead({ leadInfo: { name: 'Sara' }, transcript: [], language: 'en', receivedAt: '' }).subject
 */
export function renderChatLead(lead: ChatLeadNotification): RenderedEmail {
  const info = lead.leadInfo;
  const name = (info.name ?? 'a visitor').replace(/[\r\n]+/g, ' ');
  const rows: [string, string][] = [
    ['Name', info.name ?? 'Not given'],
    ['Email', info.email ?? 'Not given'],
    ['Phone', info.phone ?? 'Not given'],
    ['Event type', info.eventType ?? 'Not given'],
    ['Guests', info.guestCount === undefined ? 'Not given' : String(info.guestCount)],
    ['City', info.location ?? 'Not given'],
    ['Date', info.eventDate ?? 'Not given'],
    ['Budget (SAR)', info.budget === undefined ? 'Not given' : String(info.budget)],
    ['Chat language', lead.language === 'ar' ? 'Arabic' : 'English'],
    ['Received', lead.receivedAt],
  ];
  const speaker = (turn: ChatTurn) => (turn.role === 'user' ? 'Visitor' : 'Layla');
  const text = [
    'Layla captured a lead in the website chat.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Conversation:',
    ...lead.transcript.map((turn) => `${speaker(turn)}: ${turn.content}`),
    '',
    'Promise to the visitor: the team replies within 24 hours.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif">
<h1 style="font-size:18px">Layla captured a lead in the website chat</h1>
<table cellpadding="4">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<h2 style="font-size:16px">Conversation</h2>
${lead.transcript.map((turn) => `<p dir="auto"><strong>${speaker(turn)}:</strong> ${escapeHtml(turn.content)}</p>`).join('\n')}
<p>Promise to the visitor: the team replies within 24 hours.</p>
</body></html>`;
  return {
    subject: `New chat lead from ${name}`,
    replyTo: info.email ? { name, address: info.email } : undefined,
    text,
    html,
  };
}
