import { describe, expect, it } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { mountChat, until } from './mount-chat';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] });
const mount = (extra: Record<string, string> = {}) =>
  mountChat({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key', ...extra });
const container = (chat: Awaited<ReturnType<typeof mount>>) => chat.find('[part="container"]') as HTMLElement;

describe('<ev-chat-layla>’s launcher before the chat loads', () => {
  it('follows a language switch on the page: label, tooltip, direction and corner', async () => {
    const chat = await mount();
    expect(container(chat).className).toBe('chat chat--right');
    setLanguage('ar');
    expect(chat.launcher().getAttribute('aria-label')).toBe('تحدّث مع ليلى');
    expect(chat.find('[part="tooltip"]')?.textContent).toBe('تخطط لمناسبة؟ تحدّث مع ليلى');
    expect([container(chat).lang, container(chat).dir, container(chat).className]).toEqual([
      'ar',
      'rtl',
      'chat chat--left',
    ]);
    expect(chat.find('.chat__slot')?.childElementCount).toBe(0);
  });

  it('reflects its properties as attributes, and a removed position goes back to the default corner', async () => {
    const chat = await mount();
    const element = chat.element as HTMLElement & { position?: string; preload?: string; apiUrl?: string };
    element.position = 'left';
    expect(element.getAttribute('position')).toBe('left');
    expect(container(chat).className).toBe('chat chat--left');
    expect(element.apiUrl).toBe(test.server.apiUrl);
    element.position = undefined;
    expect(element.hasAttribute('position')).toBe(false);
    expect(container(chat).className).toBe('chat chat--right');
  });

  it("switches the widgets, not the host's document, when the host changes its lang attribute later", async () => {
    const chat = await mount({ lang: 'en' });
    chat.element.setAttribute('lang', 'ar');
    expect(localStorage.getItem('preferred-language')).toBe('ar');
    expect(document.documentElement.lang).toBe('');
    expect(chat.launcher().getAttribute('aria-label')).toBe('تحدّث مع ليلى');
  });

  it('keeps an open chat when the page moves the element within one task', async () => {
    const chat = await mount();
    await chat.open();
    const dialog = chat.panel();
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(chat.element);
    await until(() => expect(chat.panel()).toBe(dialog));
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('true');
  });

  it('takes its chat down when removed for good, and opens a fresh one when back', async () => {
    const chat = await mount();
    await chat.open();
    chat.element.remove();
    await Promise.resolve();
    await until(() => expect(chat.panel()).toBeNull());
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('false');
    document.body.append(chat.element);
    await chat.open();
    expect(chat.launcher().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('<ev-chat-layla>’s open()', () => {
  it('opens the chat once it is there, as a click does', async () => {
    const chat = await mount();
    const opened: string[] = [];
    document.addEventListener('ev-chat-open', (event) => opened.push(event.type));
    await chat.open();
    chat.pressEscape();
    await until(() => expect(chat.panel()).toBeNull());
    (chat.element as HTMLElement & { open(): void }).open();
    await until(() => expect(chat.panel()).not.toBeNull());
    expect(opened).toEqual(['ev-chat-open', 'ev-chat-open']);
  });
});
