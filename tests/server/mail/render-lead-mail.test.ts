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
    .replace(/<table[^>]*>.*<\/table>/, '<table>')
    .replace(/(<p dir="auto"[^>]*>[\s\S]*?<\/p>\n)+/, '<p>…\n');

describe('the staff mails for a lead', () => {
  it('share one layout: heading, the details as a table, what the visitor wrote, the promise', () => {
    expect(skeleton(contactMail().html)).toBe(skeleton(chatMail().html));
    for (const mail of [contactMail(), chatMail()]) {
      expect(mail.text.split('\n\n')).toHaveLength(4);
      expect(mail.html).toContain('<td dir="auto">Sara &lt;b&gt;</td>');
      expect(mail.html).toContain('Line one\n&lt;script&gt;x&lt;/script&gt;</p>');
      expect(mail.html).toContain('style="white-space:pre-wrap"');
    }
    expect(chatMail().html).toContain('<p dir="auto" style="white-space:pre-wrap"><strong>Visitor:</strong> Line one');
    expect(chatMail().text).toContain('Guests: 300\nCity: Not given');
  });

  it('state the follow-up promise from FOLLOW_UP_HOURS, the setting the widgets and Layla use', () => {
    for (const mail of [contactMail(), chatMail()]) {
      expect(mail.text.endsWith('\nPromise to the visitor: the team replies within 48 hours.')).toBe(true);
      expect(mail.html).toContain('<p>Promise to the visitor: the team replies within 48 hours.</p>');
    }
  });
});
