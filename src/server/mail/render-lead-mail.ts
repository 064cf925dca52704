import { FOLLOW_UP_HOURS } from '../../saudi/company-facts';
import { escapeHtml } from '../escape-html';

export interface RenderedEmail {
  /** The recipient when it is not the team's address (NOTIFY_EMAIL_TO): a visitor's plan. */
  to?: string;
  subject: string;
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What differs between the staff mails: the rest of the layout is the same for every lead. */
export interface LeadMail {
  subject: string;
  replyTo?: { name: string; address: string };
  /** One sentence, without its full stop. */
  heading: string;
  rows: [label: string, value: string][];
  /** What the visitor wrote: the form's message, or the chat's turns each with its speaker. */
  body: { title: string; paragraphs: { speaker?: string; text: string }[] };
}

/**
 * The one layout of the mails staff get for a lead, plain text and HTML: the heading, the details
 * as a table, what the visitor wrote, and the follow-up promise the visitor was given (the same
 * FOLLOW_UP_HOURS every widget copy and Layla state). Every value is escaped; a
 * paragraph keeps its line breaks.
 * @example renderLeadMail({ subject: 'Hi', heading: 'A lead', rows: [['Name', 'Sara']], body: { title: 'Message', paragraphs: [{ text: 'Hello' }] } }).text
 */
export function renderLeadMail(mail: LeadMail): RenderedEmail {
  const promise = `Promise to the visitor: the team replies within ${FOLLOW_UP_HOURS} hours.`;
  const { heading, rows, body } = mail;
  const text = [
    `${heading}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${body.title}:`,
    ...body.paragraphs.map(({ speaker, text }) => (speaker ? `${speaker}: ${text}` : text)),
    '',
    promise,
  ].join('\n');
  const table = rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = body.paragraphs.map(
    ({ speaker, text }) =>
      `<p dir="auto" style="white-space:pre-wrap">${speaker ? `<strong>${escapeHtml(speaker)}:</strong> ` : ''}${escapeHtml(text)}</p>`,
  );
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<table cellpadding="4">${table}</table>
<h2 style="font-size:16px">${escapeHtml(body.title)}</h2>
${paragraphs.join('\n')}
<p>${escapeHtml(promise)}</p>
</body></html>`;
  return { subject: mail.subject, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), text, html };
}
