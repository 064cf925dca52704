import { describe, expect, it } from 'vitest';
import { closedPortApiUrl, envelope } from '../../support/functions-test-server';
import { mountChat, reply, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';
import { ar } from '../../../widgets/chat/i18n/ar';
import { en } from '../../../widgets/chat/i18n/en';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });

// The messages are the chat's copy; the spec words only the English apology for a function error.
const SPEC_FUNCTION_APOLOGY = 'I apologize, I encountered a technical issue. How can I help you plan your event?';
const cases = [
  { language: 'en' as const, ...en.chat.errors },
  { language: 'ar' as const, ...ar.chat.errors },
];

it('apologises for a function error in the words of the spec', () => {
  expect(en.chat.errors.function).toBe(SPEC_FUNCTION_APOLOGY);
});

describe.each(cases)('<ev-chat-layla> §8 chat errors in $language', (c) => {
  async function ask(apiUrl = test.server.apiUrl) {
    const chat = await mountChat({ 'api-url': apiUrl, 'anon-key': 'test-anon-key' });
    await chat.start(c.language);
    chat.say('I want to plan a wedding');
    return chat;
  }

  it('answers a function error (500 with the error envelope) with the apology', async () => {
    test.server.answer('natural-conversation', { status: 500, body: envelope('internal', 'engine crashed') });
    const chat = await ask();
    await until(() => expect(chat.messages()).toHaveLength(5));
    expect(chat.messages().at(-1)).toEqual(['bot', c.function]);
    expect(chat.typing()).toBe('');
    expect(chat.sendButton().disabled).toBe(true);
    chat.type('Try again');
    expect(chat.sendButton().disabled).toBe(false);
  });

  it('answers a 400 and an answer outside the contract with the same apology', async () => {
    test.server.answer('natural-conversation', {
      status: 400,
      body: envelope('invalid_request', 'The message is empty'),
    });
    const chat = await ask();
    await until(() => expect(chat.lastMessage()).toBe(c.function));
    test.server.answer('natural-conversation', { status: 200, body: { reply: 'not the contract' } });
    chat.say('Hello?');
    await until(() => expect(chat.messages()).toHaveLength(7));
    expect(chat.lastMessage()).toBe(c.function);
  });

  it('answers an empty response with an encouraging prompt, still merging its lead info', async () => {
    test.server.answer('natural-conversation', reply('   ', { eventType: 'wedding' }));
    const chat = await ask();
    await until(() => expect(chat.messages()).toHaveLength(5));
    expect(chat.lastMessage()).toBe(c.empty);
    chat.say('For 200 guests');
    await until(() => expect(test.server.callsTo('natural-conversation')).toHaveLength(2));
    expect(test.server.callsTo('natural-conversation')[1]?.body).toMatchObject({
      userContext: { eventType: 'wedding' },
    });
  });

  it('answers a thrown failure (no server listening) with one apology that asks about the event', async () => {
    const chat = await ask(await closedPortApiUrl());
    await until(() => expect(chat.messages()).toHaveLength(5));
    expect(chat.messages().at(-1)).toEqual(['bot', c.thrown]);
    expect(chat.root.querySelectorAll('[part~="reach-us"]')).toHaveLength(1);
    expect(chat.typing()).toBe('');
  });

  it('after an error keeps what it knew: one apology that does not ask for it again, and the context goes with the next question', async () => {
    test.server.answer('natural-conversation', reply('Congratulations! How many guests?', { eventType: 'wedding' }));
    const chat = await ask();
    await until(() => expect(chat.lastMessage()).toBe('Congratulations! How many guests?'));
    test.server.answer('natural-conversation', { status: 500, body: envelope('internal', 'engine crashed') });
    chat.say('For 200 guests');
    await until(() => expect(chat.messages()).toHaveLength(7));
    expect(chat.lastMessage()).toBe(c.functionKept);
    test.server.answer('natural-conversation', reply('Noted: 200 guests.', { guestCount: 200 }));
    chat.say('For 200 guests');
    await until(() => expect(chat.lastMessage()).toBe('Noted: 200 guests.'));
    const last = test.server.callsTo('natural-conversation').at(-1)?.body as { userContext: unknown };
    expect(last.userContext).toMatchObject({ eventType: 'wedding' });
  });
});
