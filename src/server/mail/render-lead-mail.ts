import { FOLLOW_UP_HOURS } from '../../saudi/company-facts';
import { html } from 'hono/html';
import { htmlText } from '../html-text';
import { oneLine, quoted, transcriptText } from './plain-text';

export interface RenderedEmail {
  /** The recipient when it is not the team's address (NOTIFY_EMAIL_TO): a visitor's plan. */
  to?: string;
  subject: string;
  replyTo?: { name: string; address: string } | string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface MailTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What differs between the staff mails: the rest of the layout is the same for every lead. */
export interface LeadMail {
  subject: string;
  replyTo?: { name: string; address: string };
  /** One sentence, without its full stop. */
  heading: string;
  rows: [label: string, value: string][];
  /** What the visitor wrote: the form's message, or the chat's turns, each with its speaker. */
  body: { title: string; message: string } | { title: string; transcript: readonly MailTurn[] };
}

const SPEAKERS = { user: 'Visitor', assistant: 'Layla' } as const;

/**
 * The one layout of the mails staff get for a lead, plain text and HTML: the heading, the details
 * under fixed labels, what the visitor wrote, and the follow-up promise the visitor was given (the
 * same FOLLOW_UP_HOURS every widget copy and Layla state). The structure is ours and the visitor's
 * text never makes any of it: a detail stays on its label's line, the message and every chat turn
 * are quoted ("> ") under a speaker line of ours in text, and sit in table cells in HTML, every
 * value escaped by hono's `html` template; Reply-To's display name is never an address.
 * @example renderLeadMail({ subject: 'Hi', heading: 'A lead', rows: [['Name', 'Sara']], body: { title: 'Message', message: 'Hello' } }).text
 */
export function renderLeadMail(mail: LeadMail): RenderedEmail {
  const promise = `Promise to the visitor: the team replies within ${FOLLOW_UP_HOURS} hours.`;
  const { heading, rows, body } = mail;
  const text = [
    `${heading}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    '',
    `${body.title}:`,
    'transcript' in body ? transcriptText(body.transcript) : quoted(body.message),
    '',
    promise,
  ].join('\n');
  const cell = (value: string) => html`<td dir="auto" style="white-space:pre-wrap">${value}</td>`;
  const details = rows.map(
    ([label, value]) => html`<tr><th align="left" scope="row">${label}</th>${cell(oneLine(value))}</tr>`,
  );
  const written =
    'transcript' in body
      ? body.transcript.map(
          (turn) =>
            html`<tr><th align="left" valign="top" scope="row">${SPEAKERS[turn.role]}</th>${cell(turn.content)}</tr>`,
        )
      : html`<tr>${cell(body.message)}</tr>`;
  const page = html`<!doctype html>
<html><body style="font-family:Arial,sans-serif">
<h1 style="font-size:18px">${heading}</h1>
<table cellpadding="4">${details}</table>
<h2 style="font-size:16px">${body.title}</h2>
<table cellpadding="4" border="1" style="border-collapse:collapse">${written}</table>
<p>${promise}</p>
</body></html>`;
  const replyTo = mail.replyTo ? replyToHeader(mail.replyTo) : undefined;
  return { subject: oneLine(mail.subject), ...(replyTo ? { replyTo } : {}), text, html: htmlText(page) };
}

/**
 * Reply-To with the visitor's name as its display name, unless the name could pass for an
 * address ('billing@events.example', '<ceo@…>'): a mail client shows the display name, so the
 * address alone is safer than a name that lies about it.
 */
function replyToHeader(replyTo: { name: string; address: string }): RenderedEmail['replyTo'] {
  const name = oneLine(replyTo.name).trim();
  if (!name || /[@<>]/.test(name) || /\b[\w.-]+\.[a-z]{2,}\b/i.test(name)) return replyTo.address;
  return { name, address: replyTo.address };
}
