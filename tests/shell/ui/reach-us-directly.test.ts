import { describe, expect, it, vi } from 'vitest';
import { type Answer, closedPortApiUrl, envelope } from '../../support/functions-test-server';
import { mountChat, until } from '../../widgets/chat/mount-chat';
import { mountContact } from '../../widgets/contact/mount-contact';
import { setUpWidgetTests } from '../../support/widget-tests';

/**
 * Issue 24: when the functions refuse this page's origin, fail (5xx) or cannot be reached, the
 * contact form and Layla offer the company's phone and WhatsApp, prefilled with what the visitor
 * wrote, in their language, beside the spec's own error text.
 */
const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });
const WHATSAPP = '966551234567';
const PHONE = '+966 11 234 5678';

const failures: { name: string; answer?: Answer }[] = [
  {
    name: 'the origin refused (403 forbidden_origin)',
    answer: { status: 403, body: envelope('forbidden_origin', 'Origin http://x is not allowed') },
  },
  { name: 'a server fault (500)', answer: { status: 500, body: envelope('internal', 'database is down') } },
  { name: 'the server stopped' },
];

const copy = {
  en: {
    message: 'A wedding for 300 guests in Jeddah',
    prefill: (message: string) => `Hello! I tried to send this through your website: ${message}`,
    offer: 'You can still reach us directly:',
  },
  ar: {
    message: 'حفل زفاف لـ ٣٠٠ ضيف في جدة',
    prefill: (message: string) => `مرحباً! حاولت إرسال هذه الرسالة عبر موقعكم: ${message}`,
    offer: 'يمكنك التواصل معنا مباشرة:',
  },
};

async function apiUrlFor(answer: Answer | undefined, name: string): Promise<string> {
  if (!answer) return closedPortApiUrl();
  test.server.answer(name, answer);
  return test.server.apiUrl;
}

function offered(root: ShadowRoot) {
  const box = root.querySelector('[part="reach-us"]');
  return {
    text: box?.querySelector('.reach-us__text')?.textContent,
    phone: [
      box?.querySelector('[part="reach-us-phone"]')?.textContent,
      box?.querySelector('[part="reach-us-phone"]')?.getAttribute('href'),
    ],
    whatsapp: box?.querySelector('[part="reach-us-whatsapp"]')?.getAttribute('href'),
  };
}

describe.each(['en', 'ar'] as const)('in %s', (language) => {
  const c = copy[language];
  const expected = {
    text: c.offer,
    phone: [PHONE, 'tel:+966112345678'],
    whatsapp: `https://wa.me/${WHATSAPP}?text=${encodeURIComponent(c.prefill(c.message))}`,
  };

  describe.each(failures)('with $name', ({ answer }) => {
    it('the contact form shows its error and offers the phone and a WhatsApp link carrying the message', async () => {
      vi.useRealTimers(); // the form has no timing to hold here, and its mount waits on real time
      localStorage.setItem('preferred-language', language);
      const apiUrl = await apiUrlFor(answer, 'submit-lead');
      const form = await mountContact({ 'api-url': apiUrl, 'anon-key': 'k', phone: PHONE, whatsapp: WHATSAPP });
      form.type({ name: 'Sara', email: 'sara@example.com', message: c.message });
      form.send();
      await until(() => expect(form.root.querySelector('[part="reach-us"]')).not.toBeNull());
      expect(form.root.querySelector('[part="error"]')?.textContent).not.toBe('');
      expect(offered(form.root)).toEqual(expected);
      expect(form.control('message').value).toBe(c.message); // nothing the visitor wrote is lost
    });

    it('Layla apologises and offers the phone and a WhatsApp link carrying the question', async () => {
      const apiUrl = await apiUrlFor(answer, 'natural-conversation');
      const chat = await mountChat({ 'api-url': apiUrl, 'anon-key': 'k', phone: PHONE, whatsapp: WHATSAPP });
      await chat.start(language);
      chat.say(c.message);
      await until(() => expect(chat.find('[part="reach-us"]')).not.toBeNull());
      expect(offered(chat.root)).toEqual(expected);
      // Beside the spec's apology, inside the conversation's log.
      expect(chat.find('[part="reach-us"]')?.closest('[role="log"]')).not.toBeNull();
    });
  });
});

describe('a refusal of the input itself', () => {
  it('is the visitor’s to fix: the spec’s error only, no detour', async () => {
    vi.useRealTimers();
    test.server.answer('submit-lead', { status: 400, body: envelope('invalid_request', 'email is invalid') });
    const form = await mountContact({ 'api-url': test.server.apiUrl, 'anon-key': 'k' });
    form.type({ name: 'Sara', email: 'sara@example.com', message: 'Hello' });
    form.send();
    await until(() => expect(form.root.querySelector('[part="error"]')?.textContent).not.toBe(''));
    expect(form.root.querySelector('[part="reach-us"]')).toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    test.server.answer('natural-conversation', { status: 400, body: envelope('invalid_request', 'too long') });
    const chat = await mountChat({ 'api-url': test.server.apiUrl, 'anon-key': 'k' });
    await chat.start('en');
    chat.say('Hello');
    await until(() => expect(chat.messages()).toHaveLength(5));
    expect(chat.find('[part="reach-us"]')).toBeNull();
  });
});
