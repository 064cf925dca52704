import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, mountChat, reply, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });
const mount = (extra: Record<string, string> = {}) =>
  mountChat({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key', ...extra });

/** A reply that asks for `asks`, as the server says it in the contract. */
const asking = (response: string, asks: string, leadInfo: Record<string, unknown> = {}) => {
  const answer = reply(response, leadInfo);
  return { ...answer, body: { ...answer.body, asks } };
};

type Chat = Awaited<ReturnType<typeof mount>>;

/** The visitor says `said`; the server answers `response`, asking for `asks`; resolves once it shows. */
async function exchange(chat: Chat, said: string, ...answer: Parameters<typeof asking>) {
  test.server.answer('natural-conversation', asking(...answer));
  chat.say(said);
  await until(() => expect(chat.lastMessage()).toBe(answer[0]));
}

/** What the log shows, in order: messages as their text, the notice as 'NOTICE'. */
const transcript = (root: ShadowRoot) =>
  [...(root.querySelector('[part="messages"]')?.children ?? [])].map((node) =>
    node.matches('[part="privacy"]') ? 'NOTICE' : [...node.querySelectorAll('p')].map((p) => p.textContent).join('\n'),
  );

describe('<ev-chat-layla> privacy notice at collection', () => {
  it('shows once, just before Layla first asks for a contact detail, linking the built-in notice', async () => {
    const chat = await mount();
    await chat.start('en');
    await exchange(chat, 'A wedding', 'A wedding! What is your name?', 'name', { eventType: 'wedding' });
    expect(chat.find('[part="privacy"]')).toBeNull();

    await exchange(chat, 'Sara', 'Thanks Sara. Your email or phone?', 'contact', { name: 'Sara' });
    expect(transcript(chat.root).slice(-3)).toEqual(['Sara', 'NOTICE', 'Thanks Sara. Your email or phone?']);
    const notice = chat.find('[part="privacy"]') as HTMLElement;
    expect(notice.textContent).toBe(
      'We use your contact details only so our team can reach you about your event. How we handle your data (opens in a new tab)',
    );
    const link = notice.querySelector('a') as HTMLAnchorElement;
    expect(link.href).toBe(`${test.server.apiUrl}/privacy?lang=en`);
    expect(link.target).toBe('_blank');

    await exchange(chat, 'Later', 'Which city?', 'contact');
    expect(chat.all('[part="privacy"]')).toHaveLength(1);
  });

  it('shows before the reply to a contact detail the visitor gave unasked, in Arabic, linking privacy-url', async () => {
    const chat = await mount({ 'privacy-url': 'https://company.example/ar/privacy' });
    await chat.start('ar');
    await exchange(chat, 'بريدي sara@example.sa', 'شكرًا! ما نوع المناسبة؟', 'eventType', { email: 'sara@example.sa' });
    expect(transcript(chat.root).slice(-2)).toEqual(['NOTICE', 'شكرًا! ما نوع المناسبة؟']);
    const notice = chat.find('[part="privacy"]') as HTMLElement;
    expect(notice.textContent).toContain('نستخدم بيانات التواصل الخاصة بك فقط');
    expect(notice.querySelector('a')?.href).toBe('https://company.example/ar/privacy');
  });

  it('starts over with the conversation: the next one shows it again when Layla gets there', async () => {
    const chat = await mount();
    await chat.start('en');
    test.server.answer('natural-conversation', asking('Your email or phone?', 'contact', { name: 'Sara' }));
    chat.say('Sara, wedding');
    await until(() => expect(chat.find('[part="privacy"]')).not.toBeNull());
    fireEvent.click(chat.launcher());
    await advance(300); // the conversation resets
    await chat.start('en');
    expect(chat.find('[part="privacy"]')).toBeNull();
    await exchange(chat, 'Hello', 'What are you planning?', 'eventType');
    expect(chat.find('[part="privacy"]')).toBeNull();
    await exchange(chat, 'Sara', 'Your email or phone?', 'contact', { name: 'Sara' });
    expect(transcript(chat.root).slice(-2)).toEqual(['NOTICE', 'Your email or phone?']);
  });
});
