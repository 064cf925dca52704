import { describe, expect, it } from 'vitest';
import { mountChat, reply, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });

describe('<ev-chat-layla> renders replies as text', () => {
  it('shows HTML as text, never links javascript:, and makes phone, email and WhatsApp safe links', async () => {
    const hostile =
      '<img src=x onerror="alert(1)"> <a href="javascript:alert(2)">click</a> javascript:alert(3)\n' +
      'Call +966 11 234 5678, email team@events.sa or https://wa.me/966501234567?text=Hi';
    test.server.answer('natural-conversation', reply(hostile));
    const chat = await mountChat({ 'api-url': test.server.apiUrl });
    await chat.start('en');
    chat.say('Contact details?');
    await until(() => expect(chat.messages()).toHaveLength(5));

    const bubble = chat.all('[part~="message-bot"]').at(-1) as HTMLElement;
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble.querySelector('p')?.textContent).toBe(hostile.split('\n')[0]);
    const anchors = [...bubble.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.target, a.rel]);
    expect(anchors).toEqual([
      ['tel:+966112345678', '', 'noopener noreferrer'],
      ['mailto:team@events.sa', '', 'noopener noreferrer'],
      ['https://wa.me/966501234567?text=Hi', '_blank', 'noopener noreferrer'],
    ]);
  });
});
