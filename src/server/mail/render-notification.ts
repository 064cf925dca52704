import type { ContactEmailNotification } from '../../contracts';

export interface RenderedEmail {
  subject: string;
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
}

/**
 * Renders the staff notification for a contact message: plain text and HTML, every field escaped.
 * Header fields must be single lines; the contract already refuses CR/LF, and this guards again.
 * @example renderNotification({ name: 'Sara', email: 's@x.sa', message: 'Hi', eventType: 'General Inquiry', source: 'contact-form' }).subject
 */
export function renderNotification(input: ContactEmailNotification, receivedAt: string): RenderedEmail {
  for (const [field, value] of Object.entries({ name: input.name, email: input.email, eventType: input.eventType })) {
    if (/[\r\n]/.test(value)) throw new Error(`Header field ${field} contains a line break`);
  }
  const rows: [string, string][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone ?? 'Not given'],
    ['Event type', input.eventType],
    ['Source', input.source],
    ['Received', receivedAt],
  ];
  const text = [
    'New message from the website contact form.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
    '',
    'Promise to the visitor: the team replies within 24 hours.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif">
<h1 style="font-size:18px">New message from the website contact form</h1>
<table cellpadding="4">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p dir="auto" style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
<p>Promise to the visitor: the team replies within 24 hours.</p>
</body></html>`;
  return {
    subject: `New contact message from ${input.name}`,
    replyTo: { name: input.name, address: input.email },
    text,
    html,
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
