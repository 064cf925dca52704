import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, mountChat, reply, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });
const mount = (extra: Record<string, string> = {}) =>
  mountChat({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key', ...extra });

const GREETING_EN = "Hello! I'm Layla, your event planning assistant. Would you like to continue in English or Arabic?";
const GREETING_AR = 'أهلاً وسهلاً! أنا ليلى، مساعدتك في تخطيط المناسبات. هل تفضّل أن نكمل بالإنجليزية أم بالعربية؟';

describe('<ev-chat-layla> opening, language choice and introduction', () => {
  it('shows only the button and its tooltip until opened', async () => {
    const chat = await mount();
    expect(chat.launcher().getAttribute('aria-label')).toBe('Chat with Layla');
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('false');
    const tooltip = chat.find('[part="tooltip"]');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe('Planning an event? Chat with Layla');
    expect(chat.launcher().getAttribute('aria-describedby')).toBe(tooltip?.id);
    expect(chat.panel()).toBeNull();
  });

  it('opens a labelled dialog, emits ev-chat-open, and greets in both languages after 0.5 s', async () => {
    const chat = await mount();
    const opened: CustomEvent[] = [];
    document.addEventListener('ev-chat-open', (event) => opened.push(event), { once: true });
    await chat.open();

    expect(opened).toHaveLength(1);
    expect(opened[0]?.bubbles && opened[0]?.composed).toBe(true);
    const dialog = chat.panel() as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(chat.root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Layla');
    expect(dialog.contains(chat.root.activeElement)).toBe(true);
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('true');
    expect(chat.find('[part="messages"]')?.getAttribute('aria-live')).toBe('polite');

    await advance(499);
    expect(chat.messages()).toEqual([]);
    await advance(1);
    expect(chat.messages()).toEqual([['bot', `${GREETING_EN}\n${GREETING_AR}`]]);
    expect(chat.languageButtons().map((button) => button.textContent)).toEqual(['English', 'العربية']);
    expect(chat.input()).toBeNull();
  });

  it.each([
    {
      language: 'en' as const,
      pick: 'English',
      typing: 'Layla is typing…',
      intro: "Wonderful, let's continue in English!",
      dir: 'ltr',
    },
    {
      language: 'ar' as const,
      pick: 'العربية',
      typing: 'ليلى تكتب…',
      intro: 'حيّاك الله، نكمل بالعربية!',
      dir: 'rtl',
    },
  ])('in $language: the pick is a user message, typing shows after 0.5 s for 1 s, then the intro', async (c) => {
    const chat = await mount();
    await chat.open();
    await advance(500);
    fireEvent.click(chat.languageButtons().find((button) => button.lang === c.language) as HTMLButtonElement);

    expect(chat.messages().at(-1)).toEqual(['user', c.pick]);
    expect(chat.languageButtons()).toEqual([]);
    expect(chat.input()).not.toBeNull();
    expect(chat.root.activeElement).toBe(chat.input());
    expect(chat.panel()?.getAttribute('dir')).toBe(c.dir);

    await advance(499);
    expect(chat.typing()).toBe('');
    await advance(1);
    expect(chat.typing()).toBe(c.typing);
    expect(chat.find('[part="typing"]')?.getAttribute('role')).toBe('status');
    await advance(999);
    expect(chat.messages()).toHaveLength(2);
    await advance(1);
    expect(chat.typing()).toBe('');
    expect(chat.messages()).toHaveLength(3);
    expect(chat.lastMessage()).toContain(c.intro);
  });
});

describe('<ev-chat-layla> closing', () => {
  it('emits ev-chat-close, returns focus to the button and resets 0.3 s later with a new conversation id', async () => {
    test.server.answer('natural-conversation', reply('Lovely! What is your name?', { eventType: 'wedding' }));
    const chat = await mount();
    await chat.start('en');
    chat.say('I want to plan a wedding');
    await until(() => expect(chat.lastMessage()).toBe('Lovely! What is your name?'));
    const firstId = (test.server.callsTo('natural-conversation')[0]?.body as { conversationId?: string } | undefined)
      ?.conversationId;

    const closed: CustomEvent[] = [];
    document.addEventListener('ev-chat-close', (event) => closed.push(event), { once: true });
    fireEvent.click(chat.find('[part="close"]') as HTMLElement);
    expect(closed).toHaveLength(1);
    expect(chat.panel()).toBeNull();
    await until(() => expect(chat.root.activeElement).toBe(chat.launcher()));

    await advance(300);
    await chat.open();
    expect(chat.messages()).toEqual([]);
    await advance(500);
    expect(chat.messages()).toHaveLength(1);
    expect(chat.languageButtons()).toHaveLength(2);
    expect(chat.input()).toBeNull();

    fireEvent.click(chat.languageButtons()[0] as HTMLButtonElement);
    await advance(1500);
    chat.say('Hello again');
    await until(() => expect(test.server.callsTo('natural-conversation')).toHaveLength(2));
    const second = test.server.callsTo('natural-conversation')[1]?.body as Record<string, unknown>;
    expect(second.conversationId).not.toBe(firstId);
    expect(second.userContext).toEqual({});
  });

  it('keeps the conversation when reopened within the 0.3 s', async () => {
    const chat = await mount();
    await chat.start('en');
    fireEvent.click(chat.launcher());
    await advance(299);
    await chat.open();
    await advance(1);
    expect(chat.messages()).toHaveLength(3);
    expect(chat.input()).not.toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const chat = await mount();
    await chat.open();
    const closed: CustomEvent[] = [];
    document.addEventListener('ev-chat-close', (event) => closed.push(event), { once: true });
    chat.pressEscape();
    expect(chat.panel()).toBeNull();
    expect(closed).toHaveLength(1);
    await until(() => expect(chat.root.activeElement).toBe(chat.launcher()));
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<ev-chat-layla> placement', () => {
  it('sits bottom right in LTR, bottom left in RTL, and the position attribute pins a side', async () => {
    const ltr = await mount();
    expect(ltr.find('[part="container"]')?.className).toBe('chat chat--right');
    document.body.innerHTML = '';
    const rtl = await mount({ lang: 'ar' });
    expect(rtl.find('[part="container"]')?.className).toBe('chat chat--left');
    expect(rtl.launcher().getAttribute('aria-label')).toBe('تحدّث مع ليلى');
    document.body.innerHTML = '';
    const pinned = await mount({ lang: 'ar', position: 'right' });
    expect(pinned.find('[part="container"]')?.className).toBe('chat chat--right');
  });
});
