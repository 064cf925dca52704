import type { Language, LeadInfo } from '../../contracts';
import { chatLeadDetails } from './chat-lead-details';
import { type RenderedEmail, renderLeadMail } from './render-lead-mail';

export interface ChatLeadUpdate {
  leadInfo: LeadInfo;
  /** The details the visitor changed, in the contract's order. */
  changed: (keyof LeadInfo)[];
  /** The visitor's message that changed them. */
  said: string;
  language: Language;
  updatedAt: string;
}

/**
 * The short staff email when a visitor changes a detail of a lead Layla already passed on: which
 * details changed, the whole lead as it now stands, one line per detail, and the message that
 * changed it.
 * @example renderChatLeadUpdate({ leadInfo: { name: 'Lama', guestCount: 450 }, changed: ['guestCount'], said: '450 now', language: 'en', updatedAt: '' }).subject
 */
export function renderChatLeadUpdate(update: ChatLeadUpdate): RenderedEmail {
  const info = update.leadInfo;
  const name = info.name ?? 'a visitor';
  const rows = chatLeadDetails(info);
  const changed = new Set(rows.filter(([, , key]) => update.changed.includes(key)).map(([label]) => label));
  return renderLeadMail({
    subject: `Lead updated: ${name}`,
    ...(info.email ? { replyTo: { name, address: info.email } } : {}),
    heading: 'A visitor changed the details of a lead Layla passed on',
    rows: [
      ['Changed', [...changed].join(', ') || 'Not given'],
      ...rows.map(([label, value]) => [label, value] as [string, string]),
      ['Updated', update.updatedAt],
    ],
    body: { title: 'What the visitor wrote', message: update.said },
  });
}
