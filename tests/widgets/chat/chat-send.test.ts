import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, mountChat, reply, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });
const mount = () => mountChat({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key' });
const requests = () => test.server.callsTo('natural-conversation').map((call) => call.body as Record<string, unknown>);
const SIGNATURE = 'c2lnbmVkLWJ5LXRoZS1zZXJ2ZXItZm9yLXRoaXMtdHV';
const INTRO_EN =
  "Wonderful, let's continue in English! I can help you plan weddings, corporate events, birthdays and cultural celebrations anywhere in the Kingdom. What are you planning?";

describe('<ev-chat-layla> questions to natural-conversation', () => {
  it('sends the message, the history since the intro, the language, the merged context and one conversation id', async () => {
    const chat = await mount();
    await chat.start('en');
    const answered = reply('A wedding! What is your name?', { eventType: 'wedding' });
    const signed = { ...answered, body: { ...answered.body, signature: SIGNATURE } };
    test.server.answer('natural-conversation', signed);
    chat.say('  I want to plan a wedding  ');
    await until(() => expect(chat.lastMessage()).toBe('A wedding! What is your name?'));
    test.server.answer('natural-conversation', reply('Thanks Sara. Your email or phone?', { name: 'Sara Ahmed' }));
    chat.say('My name is Sara Ahmed');
    await until(() => expect(requests()).toHaveLength(2));

    const [first, second] = requests();
    expect(first).toMatchObject({
      userMessage: 'I want to plan a wedding',
      conversationHistory: [{ role: 'assistant', content: INTRO_EN }],
      language: 'en',
      userContext: {},
    });
    expect(first?.conversationId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toEqual({
      userMessage: 'My name is Sara Ahmed',
      conversationHistory: [
        { role: 'assistant', content: INTRO_EN },
        { role: 'user', content: 'I want to plan a wedding' },
        // Layla's reply goes back with the server's signature: staff then get her words as hers.
        { role: 'assistant', content: 'A wedding! What is your name?', signature: SIGNATURE },
      ],
      language: 'en',
      userContext: { eventType: 'wedding' },
      conversationId: first?.conversationId,
    });
    const [call] = test.server.callsTo('natural-conversation');
    expect(call?.headers.apikey).toBe('test-anon-key');
    expect(call?.headers.authorization).toBe('Bearer test-anon-key');
    expect(chat.messages().at(-2)).toEqual(['user', 'My name is Sara Ahmed']);
  });

  it('sends the contact details the host configured, so Layla states the ones the page shows', async () => {
    const chat = await mountChat({
      'api-url': test.server.apiUrl,
      'anon-key': 'test-anon-key',
      phone: '+966 12 000 0000',
      whatsapp: '055 000 1111',
    });
    await chat.start('en');
    test.server.answer('natural-conversation', reply('Call us on +966 12 000 0000.'));
    chat.say('What is your phone number?');
    await until(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]?.companyFacts).toEqual({ phone: '+966 12 000 0000', whatsapp: '055 000 1111' });
  });

  it('sends the language chosen in the chat, Arabic included', async () => {
    const chat = await mount();
    await chat.start('ar');
    test.server.answer('natural-conversation', reply('مبروك! وش اسمك الكريم؟', { eventType: 'wedding' }));
    chat.say('أبغى أنظم حفل زواج');
    await until(() => expect(chat.lastMessage()).toBe('مبروك! وش اسمك الكريم؟'));
    expect(requests()[0]).toMatchObject({ userMessage: 'أبغى أنظم حفل زواج', language: 'ar' });
  });

  it("shows Layla's reply one line a paragraph, as she lays it out for a phone", async () => {
    const chat = await mount();
    await chat.start('ar');
    const lines = ['ألف مبروك تخرّج ابنك، الله يوفقه!', 'سجّلت: 150 ضيف، في الرياض.', 'ممكن أتشرف بالاسم الكريم؟'];
    test.server.answer('natural-conversation', reply(lines.join('\n')));
    chat.say('حفلة تخرج ولدي في الرياض ١٥٠ شخص');
    await until(() => expect(chat.lastMessage()).toBe(lines.join('\n')));
    const bubble = chat.root.querySelectorAll('[part~="message-bot"]');
    const paragraphs = [...(bubble[bubble.length - 1]?.querySelectorAll('p') ?? [])];
    expect(paragraphs.map((line) => line.textContent)).toEqual(lines);
    expect(paragraphs.map((line) => [line.getAttribute('dir'), line.lang])).toEqual(lines.map(() => ['auto', 'ar']));
  });

  it('keeps only the last 50 turns of history', async () => {
    const chat = await mount();
    await chat.start('en');
    test.server.answer('natural-conversation', reply('Noted.'));
    for (let turn = 1; turn <= 26; turn += 1) {
      chat.say(`Question ${turn}`);
      await until(() => expect(requests()).toHaveLength(turn));
      await until(() => expect(chat.messages()).toHaveLength(3 + 2 * turn));
    }
    const history = requests().at(-1)?.conversationHistory as { content: string }[];
    // intro + 25 exchanges = 51 turns before the 26th question: the intro falls off.
    expect(history).toHaveLength(50);
    expect(history[0]?.content).toBe('Question 1');
    expect(history.at(-1)?.content).toBe('Noted.');
    expect(history.at(-2)?.content).toBe('Question 25');
  });

  it('does not send an empty or whitespace-only message', async () => {
    const chat = await mount();
    await chat.start('en');
    chat.submit();
    chat.say('   \n\t ');
    expect(chat.sendButton().disabled).toBe(true);
    await advance(100);
    expect(requests()).toHaveLength(0);
    expect(chat.messages()).toHaveLength(3);
  });

  it('blocks the field, the send button and the chips while a reply is pending, and shows Layla is thinking...', async () => {
    test.server.answer('natural-conversation', 'hang');
    const chat = await mount();
    await chat.start('en');
    chat.say('I want to plan a wedding');
    await until(() => expect(requests()).toHaveLength(1));

    expect(chat.typing()).toBe('Layla is thinking...');
    expect(chat.input()?.disabled).toBe(true);
    expect(chat.sendButton().disabled).toBe(true);
    for (const chip of chat.chips()) expect(chip.disabled).toBe(true);
    chat.say('Are you there?');
    fireEvent.click(chat.chips()[0] as HTMLButtonElement);
    await advance(1000);
    expect(requests()).toHaveLength(1);
    expect(chat.messages().filter(([type]) => type === 'user')).toEqual([
      ['user', 'English'],
      ['user', 'I want to plan a wedding'],
    ]);
  });

  it('gives the field back, with the focus, once Layla has answered', async () => {
    test.server.answer('natural-conversation', reply('A wedding! What is your name?'));
    const chat = await mount();
    await chat.start('en');
    expect(chat.root.activeElement).toBe(chat.input());
    chat.say('I want to plan a wedding');
    expect(chat.input()?.disabled).toBe(true);
    await until(() => expect(chat.lastMessage()).toBe('A wedding! What is your name?'));
    expect(chat.input()?.disabled).toBe(false);
    expect(chat.root.activeElement).toBe(chat.input());
  });

  it('does not send before Layla has introduced herself', async () => {
    const chat = await mount();
    await chat.open();
    await advance(500);
    fireEvent.click(chat.languageButtons()[0] as HTMLButtonElement);
    chat.say('Hello?');
    await advance(1500);
    expect(requests()).toHaveLength(0);
    expect(chat.input()?.value).toBe('Hello?');
  });
});

describe('<ev-chat-layla> suggestion chips', () => {
  it.each([
    { language: 'en' as const, chips: ['Wedding planning', 'Corporate event ideas', 'Birthday celebration'] },
    { language: 'ar' as const, chips: ['تخطيط حفل زواج', 'أفكار لفعاليات الشركات', 'حفلة عيد ميلاد'] },
  ])('in $language: three chips with the intro, one sends its text, and they go once Layla answers', async (c) => {
    const chat = await mount();
    await chat.open();
    await advance(500);
    expect(chat.chips()).toEqual([]);
    fireEvent.click(chat.languageButtons().find((button) => button.lang === c.language) as HTMLButtonElement);
    await advance(1500);
    expect(chat.chips().map((chip) => chip.textContent)).toEqual(c.chips);

    test.server.answer('natural-conversation', reply('…', { eventType: 'wedding' }));
    fireEvent.click(chat.chips()[0] as HTMLButtonElement);
    expect(chat.messages().at(-1)).toEqual(['user', c.chips[0]]);
    expect(chat.chips()).toHaveLength(3);
    await until(() => expect(chat.messages()).toHaveLength(5));
    expect(requests()[0]).toMatchObject({ userMessage: c.chips[0], language: c.language });
    expect(chat.chips()).toEqual([]);
  });
});

describe('<ev-chat-layla> captured lead', () => {
  it.each([
    {
      language: 'en' as const,
      thanks: 'Thank you, Sara Ahmed! Your details are with our team, and they will contact you within 24 hours.',
    },
    { language: 'ar' as const, thanks: 'شكراً لك يا Sara Ahmed! وصلت بياناتك إلى فريقنا، وسيتواصلون معك خلال 24 ساعة.' },
  ])('in $language: emits ev-lead-captured with the lead and conversation id, and thanks 2 s later', async (c) => {
    const chat = await mount();
    await chat.start(c.language);
    const captured: CustomEvent[] = [];
    document.addEventListener('ev-lead-captured', (event) => captured.push(event), { once: true });
    test.server.answer('natural-conversation', reply('Got it: wedding.', { eventType: 'wedding', name: 'Sara Ahmed' }));
    chat.say('Wedding, I am Sara Ahmed');
    await until(() => expect(chat.messages()).toHaveLength(5));
    test.server.answer(
      'natural-conversation',
      reply('Perfect, I have everything.', { eventType: 'wedding', name: 'Sara Ahmed', phone: '+966501234567' }, true),
    );
    chat.say('0501234567');
    await until(() => expect(chat.lastMessage()).toBe('Perfect, I have everything.'));

    expect(captured).toHaveLength(1);
    expect(captured[0]?.detail).toEqual({
      leadInfo: { eventType: 'wedding', name: 'Sara Ahmed', phone: '+966501234567' },
      conversationId: requests()[1]?.conversationId,
    });
    expect(captured[0]?.bubbles && captured[0]?.composed).toBe(true);
    await advance(1999);
    expect(chat.messages()).toHaveLength(7);
    await advance(1);
    expect(chat.messages()).toHaveLength(8);
    expect(chat.lastMessage()).toContain(c.thanks);
  });
});
