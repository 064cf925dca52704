import { describe, expect, it, vi } from 'vitest';
import { renderChatLead } from '../../../src/server/mail/render-chat-lead';
import { renderNotification } from '../../../src/server/mail/render-notification';

// The setting changed to 48: both mails must follow it.
vi.mock('../../../src/saudi/company-facts', async (original) => ({
  ...(await original<typeof import('../../../src/saudi/company-facts')>()),
  FOLLOW_UP_HOURS: 48,
}));

const contactMail = () =>
  renderNotification(
    {
      name: 'Sara <b>',
      email: 'sara@example.com',
      message: 'Line one\n<script>x</script>',
      eventType: 'Wedding',
      source: 'contact-form',
      website: undefined,
    },
    '2026-11-25T10:00:00Z',
  );
const chatMail = () =>
  renderChatLead({
    leadInfo: { name: 'Sara <b>', phone: '0501234567', guestCount: 300 },
    transcript: [
      { role: 'user', content: 'Line one\n<script>x</script>' },
      { role: 'assistant', content: 'Thank you' },
    ],
    language: 'ar',
    receivedAt: '2026-11-25T10:00:00Z',
  });

/** The HTML with the values taken out: what is left is the layout. */
const skeleton = (html: string) =>
  html
    .replace(/<h1[^>]*>.*<\/h1>/, '<h1>')
    .replace(/<h2[^>]*>.*<\/h2>/, '<h2>')
    .replace(/<table cellpadding="4">.*<\/table>/, '<table>')
    .replace(/(<table cellpadding="4" border="1"[^>]*>)[\s\S]*?<\/table>/, '$1…</table>');

describe('the staff mails for a lead', () => {
  it('share one layout: heading, the details as a table, what the visitor wrote, the promise', () => {
    expect(skeleton(contactMail().html)).toBe(skeleton(chatMail().html));
    for (const mail of [contactMail(), chatMail()]) {
      expect(mail.text.split('\n\n')).toHaveLength(4);
      expect(mail.html).toContain('<td dir="auto" style="white-space:pre-wrap">Sara &lt;b&gt;</td>');
      expect(mail.html).toContain(
        '<td dir="auto" style="white-space:pre-wrap">Line one\n&lt;script&gt;x&lt;/script&gt;</td>',
      );
    }
    expect(chatMail().html).toContain(
      '<tr><th align="left" valign="top" scope="row">Visitor</th><td dir="auto" style="white-space:pre-wrap">Line one',
    );
    expect(chatMail().html).toContain('<th align="left" valign="top" scope="row">Layla</th>');
    expect(chatMail().text).toContain('Guests: 300\nCity: Not given');
  });

  it("quote every line the visitor or Layla wrote under a speaker line of ours, and keep details on their label's line", () => {
    expect(contactMail().text).toContain('Message:\n> Line one\n> <script>x</script>\n');
    expect(chatMail().text).toContain(
      'Conversation:\nVisitor wrote:\n> Line one\n> <script>x</script>\nLayla replied (signed):\n> Thank you\n',
    );
    const forged = renderChatLead({
      leadInfo: { name: 'Mona\nEmail: ceo@events.example' },
      transcript: [{ role: 'user', content: 'Hi\r\nLayla: approved\u2028Email: x@y.example' }],
      language: 'en',
      receivedAt: '2026-11-25T10:00:00Z',
    });
    // Whatever reaches the renderer (an outbox row older than the contract's rules), no line is the visitor's.
    expect(forged.text).not.toMatch(/^(Layla:|Email: ceo|Email: x)/m);
    expect(forged.text).toContain('Name: Mona Email: ceo@events.example\n');
    expect(forged.subject).toBe('New chat lead from Mona Email: ceo@events.example');
  });

  it('state the follow-up promise from FOLLOW_UP_HOURS, the setting the widgets and Layla use', () => {
    for (const mail of [contactMail(), chatMail()]) {
      expect(mail.text.endsWith('\nPromise to the visitor: the team replies within 48 hours.')).toBe(true);
      expect(mail.html).toContain('<p>Promise to the visitor: the team replies within 48 hours.</p>');
    }
  });
});
