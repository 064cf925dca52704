import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '../../src/contracts/constants';
import { openContext } from './browser';
import type { BrowserSite } from './site';
import { ar } from '../../widgets/chat/i18n/ar';
import { en } from '../../widgets/chat/i18n/en';

// What the browser tests of <ev-chat-layla> (tests/e2e/chat-*.test.ts) share.

export const CHAT = 'ev-chat-layla';
export const FUNCTION = '**/functions/v1/natural-conversation';

/**
 * `suite`'s home page with the chat on it (added from the built bundle if the page lacks it),
 * the visitor's language saved beforehand, and the page clock paused so the spec timings are run
 * by hand with page.clock.
 */
export async function openChatPage(suite: BrowserSite, language: Language, viewport = { width: 1280, height: 800 }) {
  const opened = await openContext(suite.browser, { viewport });
  const { context, page } = opened;
  if (language === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  await page.clock.install({ time: new Date('2026-03-01T09:00:00+03:00') });
  await page.goto(`${suite.site.url}/`);
  await page.evaluate(async (tag) => {
    if (!document.querySelector(tag)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/ev-chat-layla.js';
      document.head.append(script);
      document.body.append(document.createElement(tag));
    }
    await customElements.whenDefined(tag);
  }, CHAT);
  await page.locator(`${CHAT} [part="launcher"]`).waitFor();
  await page.clock.pauseAt(new Date('2026-03-01T10:00:00+03:00'));
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { evEvents: string[] }).evEvents = seen;
    for (const name of ['ev-chat-open', 'ev-chat-close', 'ev-lead-captured']) {
      document.addEventListener(name, (event) => seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`));
    }
  });
  return opened;
}

export function chatOf(page: Page) {
  const part = (name: string) => page.locator(`${CHAT} [part~="${name}"]`);
  return {
    part,
    launcher: part('launcher'),
    panel: page.locator(`${CHAT} [role="dialog"]`),
    input: part('input'),
    send: part('send'),
    chips: part('suggestion'),
    typing: part('typing'),
    messages: () =>
      part('message').evaluateAll((bubbles) =>
        bubbles.map((bubble) => [
          bubble.matches('[part~="message-user"]') ? 'user' : 'bot',
          [...bubble.querySelectorAll('p')].map((line) => line.textContent).join('\n'),
        ]),
      ),
    events: () => page.evaluate(() => (window as unknown as { evEvents: string[] }).evEvents),
    focusedPart: () =>
      page.evaluate((tag) => {
        const active = document.querySelector(tag)?.shadowRoot?.activeElement;
        return active?.matches('[role="dialog"]') ? 'dialog' : (active?.getAttribute('part') ?? null);
      }, CHAT),
    /** Sends text the way a visitor does: types it and presses Enter. */
    async say(text: string) {
      await part('input').fill(text);
      await part('input').press('Enter');
    },
  };
}
export type Chat = ReturnType<typeof chatOf>;

/** Opens, waits out the 0.5 s greeting, picks the language and waits out the typed introduction. */
export async function start(page: Page, chat: Chat, languageButton: string) {
  await chat.launcher.click();
  await chat.panel.waitFor();
  await page.clock.runFor(500);
  await chat.part('language-button').filter({ hasText: languageButton }).click();
  await page.clock.runFor(1500);
  await expect.poll(() => chat.messages().then((list) => list.length)).toBe(3);
}

/**
 * What each language's tests expect of the chat: its words (the chat's own copy), what the visitor
 * says, the lead that is stored and the side of the screen.
 */
export const CHAT_CASES = (
  [
    {
      language: 'en',
      name: 'My name is Sara Ahmed',
      contact: 'sara@example.sa',
      lead: { name: 'Sara Ahmed', email: 'sara@example.sa', eventType: 'wedding' },
      thanks: 'Thank you, Sara Ahmed! Your details are with our team',
      side: 'right',
    },
    {
      language: 'ar',
      name: 'اسمي سارة أحمد',
      contact: '0501234567',
      lead: { name: 'سارة أحمد', phone: '+966501234567', eventType: 'wedding' },
      thanks: 'شكراً لك يا سارة أحمد! وصلت بياناتك إلى فريقنا',
      side: 'left',
    },
  ] as const
).map((c) => {
  const { chat } = { en, ar }[c.language];
  return {
    ...c,
    button: chat.language[c.language],
    typing: chat.typing,
    thinking: chat.thinking,
    intro: chat.intro,
    chips: [chat.chips.wedding, chat.chips.corporate, chat.chips.birthday],
    apology: chat.errors.function,
    thrown: chat.errors.thrown,
    launcherLabel: chat.launcher.open,
  };
});
