import { type ContactEmailNotification, NOTIFIED_FIELDS } from '../../contracts';
import { leadMailRows } from './lead-mail-rows';
import { type RenderedEmail, renderLeadMail } from './render-lead-mail';

/**
 * Renders the staff notification for a contact message in the one lead-mail layout: the details of
 * every field the notification carries (lead-fields.ts), then where it came from and when.
 * Header fields must be single lines; the contract already refuses CR/LF, and this guards again.
 * @example renderNotification({ name: 'Sara', email: 's@x.sa', message: 'Hi', eventType: 'General Inquiry', source: 'contact-form' }).subject
 */
export function renderNotification(input: ContactEmailNotification, receivedAt: string): RenderedEmail {
  for (const [field, value] of Object.entries({ name: input.name, email: input.email, eventType: input.eventType })) {
    if (/[\r\n]/.test(value)) throw new Error(`Header field ${field} contains a line break`);
  }
  return renderLeadMail({
    subject: `New contact message from ${input.name}`,
    replyTo: { name: input.name, address: input.email },
    heading: 'New message from the website contact form',
    rows: [
      ...leadMailRows(input, NOTIFIED_FIELDS).map(([label, value]): [string, string] => [label, value]),
      ['Source', input.source],
      ['Received', receivedAt],
    ],
    body: { title: 'Message', message: input.message },
  });
}
