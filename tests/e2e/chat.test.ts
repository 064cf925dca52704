import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import type { Language } from '../../src/contracts/constants';
import { needs } from '../support/needs';

const suite = setUpBrowserSite();

const CHAT = 'ev-chat-layla';
const FUNCTION = '**/functions/v1/natural-conversation';

/**
 * The site's home page with the chat on it (added from the built bundle if the page lacks it),
 * the visitor's language saved beforehand, and the page clock paused so the spec timings are run
 * by hand with page.clock.
 */
async function openChatPage(language: Language, viewport = { width: 1280, height: 800 }) {
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

function chatOf(page: Page) {
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
type Chat = ReturnType<typeof chatOf>;

/** Opens, waits out the 0.5 s greeting, picks the language and waits out the typed introduction. */
async function start(page: Page, chat: Chat, languageButton: string) {
  await chat.launcher.click();
  await chat.panel.waitFor();
  await page.clock.runFor(500);
  await chat.part('language-button').filter({ hasText: languageButton }).click();
  await page.clock.runFor(1500);
  await expect.poll(() => chat.messages().then((list) => list.length)).toBe(3);
}

const cases = [
  {
    language: 'en' as const,
    button: 'English',
    typing: 'Layla is typing…',
    thinking: 'Layla is thinking...',
    intro: "Wonderful, let's continue in English!",
    chips: ['Wedding planning', 'Corporate event ideas', 'Birthday celebration'],
    name: 'My name is Sara Ahmed',
    contact: 'sara@example.sa',
    lead: { name: 'Sara Ahmed', email: 'sara@example.sa', eventType: 'wedding' },
    thanks: 'Thank you, Sara Ahmed! Your details are with our team',
    apology: 'I apologize, I encountered a technical issue. How can I help you plan your event?',
    thrown:
      "I'm sorry, I couldn't reach our planning service just now. While it reconnects, what type of event are you planning: a wedding, a corporate event or a birthday?",
    launcherLabel: 'Chat with Layla',
    side: 'right',
  },
  {
    language: 'ar' as const,
    button: 'العربية',
    typing: 'ليلى تكتب…',
    thinking: 'ليلى تفكّر...',
    intro: 'حيّاك الله، نكمل بالعربية!',
    chips: ['تخطيط حفل زواج', 'أفكار لفعاليات الشركات', 'حفلة عيد ميلاد'],
    name: 'اسمي سارة أحمد',
    contact: '0501234567',
    lead: { name: 'سارة أحمد', phone: '+966501234567', eventType: 'wedding' },
    thanks: 'شكراً لك يا سارة أحمد! وصلت بياناتك إلى فريقنا',
    apology: 'أعتذر منك، واجهتُ مشكلة تقنية. كيف يمكنني مساعدتك في تخطيط مناسبتك؟',
    thrown:
      'آسفة، تعذّر عليّ الوصول إلى خدمة التخطيط الآن. وإلى أن يعود الاتصال، ما نوع المناسبة التي تخطط لها: زواج أم فعالية شركة أم عيد ميلاد؟',
    launcherLabel: 'تحدّث مع ليلى',
    side: 'left',
  },
];

describe.each(cases)('<ev-chat-layla> in $language', needs('Chromium'), (c) => {
  it('runs a whole conversation to a stored lead, thanks 2 s later, then closes and resets', async () => {
    const { context, page, problems, offsite } = await openChatPage(c.language);
    const chat = chatOf(page);
    expect(await chat.launcher.getAttribute('aria-label')).toBe(c.launcherLabel);

    await chat.launcher.click();
    await chat.panel.waitFor();
    expect(await chat.focusedPart()).toBe('dialog');
    await page.clock.runFor(499);
    expect(await chat.messages()).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(1);
    expect(await chat.input.count()).toBe(0);

    await chat.part('language-button').filter({ hasText: c.button }).click();
    expect((await chat.messages()).at(-1)).toEqual(['user', c.button]);
    await page.clock.runFor(500);
    await expect.poll(() => chat.typing.textContent()).toBe(c.typing);
    await page.clock.runFor(1000);
    await expect.poll(() => chat.messages().then((list) => list.at(-1)?.[1])).toContain(c.intro);
    expect(await chat.typing.textContent()).toBe('');
    expect(await chat.chips.allTextContents()).toEqual(c.chips);

    await chat.chips.first().click();
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(5);
    expect(await chat.chips.count()).toBe(0);
    await chat.say(c.name);
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(7);
    await chat.say(c.contact);
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(9);

    const captured = (await chat.events()).find((event) => event.startsWith('ev-lead-captured'));
    const detail = JSON.parse(captured?.slice('ev-lead-captured '.length) ?? '{}');
    expect(detail.leadInfo).toMatchObject(c.lead);
    const lead = (await suite.site.deps.store.leads.list()).find((row) => row.conversationId === detail.conversationId);
    expect(lead).toMatchObject({ source: 'chat', ...c.lead, eventType: 'wedding' });
    if (c.language === 'ar') expect(await chat.part('link').first().getAttribute('href')).toBe('tel:+966501234567');

    await page.clock.runFor(1999);
    expect(await chat.messages()).toHaveLength(9);
    await page.clock.runFor(1);
    await expect.poll(() => chat.messages().then((list) => list.at(-1)?.[1])).toContain(c.thanks);

    await chat.part('close').click();
    await expect.poll(() => chat.panel.count()).toBe(0);
    expect(await chat.focusedPart()).toBe('launcher');
    await page.clock.runFor(300);
    await chat.launcher.click();
    await chat.panel.waitFor();
    expect(await chat.messages()).toEqual([]);
    await page.clock.runFor(500);
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(1);
    expect(await chat.part('language-button').count()).toBe(2);
    expect(await chat.input.count()).toBe(0);
    expect((await chat.events()).map((event) => event.split(' ')[0])).toEqual([
      'ev-chat-open',
      'ev-lead-captured',
      'ev-chat-close',
      'ev-chat-open',
    ]);
    expect(problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });

  it('sends no empty message, and blocks the field and every way to send while a reply is pending', async () => {
    const { context, page } = await openChatPage(c.language);
    const chat = chatOf(page);
    const sent: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The real function answers, but only once the test lets the request through.
    await page.route(FUNCTION, async (route) => {
      sent.push(JSON.parse(route.request().postData() ?? '{}').userMessage);
      await held;
      await route.continue();
    });
    await start(page, chat, c.button);

    await chat.input.press('Enter');
    await chat.say('   ');
    expect(await chat.send.isDisabled()).toBe(true);
    await chat.say(c.name);
    await expect.poll(() => chat.typing.textContent()).toBe(c.thinking);
    expect(await chat.input.isDisabled()).toBe(true);
    await page.keyboard.type('Hello?');
    await page.keyboard.press('Enter');
    await chat.part('send').click({ force: true });
    expect(await chat.send.isDisabled()).toBe(true);
    for (const chip of await chat.chips.all()) expect(await chip.isDisabled()).toBe(true);
    // The first call also fetches the functions client, so the request may still be on its way
    // (seen in a full run); the last check below would see any second one.
    await expect.poll(() => sent).toEqual([c.name]);
    expect(await chat.input.inputValue()).toBe('');

    release();
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(5);
    expect(await chat.typing.textContent()).toBe('');
    expect(await chat.input.isDisabled()).toBe(false);
    expect(await chat.focusedPart()).toBe('input');
    await page.keyboard.type('Hello?');
    await page.keyboard.press('Enter');
    await expect.poll(() => sent).toEqual([c.name, 'Hello?']);
    await context.close();
  });

  it('answers a failing function with the §8 apology in the chat language', async () => {
    const { context, page } = await openChatPage(c.language);
    const chat = chatOf(page);
    // A key the server does not accept: the real function refuses with 401 and its error envelope.
    await page.locator(CHAT).evaluate((element) => element.setAttribute('anon-key', 'not-the-key'));
    await start(page, chat, c.button);
    const refused = page.waitForResponse(FUNCTION);
    await chat.say(c.name);
    expect((await refused).status()).toBe(401);
    await expect.poll(() => chat.messages().then((list) => list.at(-1))).toEqual(['bot', c.apology]);

    // No answer at all: the request is aborted as a dropped connection would be.
    await page.route(FUNCTION, (route) => route.abort('connectionrefused'));
    await chat.say('Hello?');
    // One apology per failure, never two stacked.
    await expect.poll(() => chat.messages().then((list) => list.length)).toBe(7);
    expect((await chat.messages()).at(-1)).toEqual(['bot', c.thrown]);
    await context.close();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { context, page } = await openChatPage(c.language);
    const chat = chatOf(page);
    await chat.launcher.focus();
    await page.keyboard.press('Enter');
    await chat.panel.waitFor();
    expect(await chat.focusedPart()).toBe('dialog');
    expect(await chat.launcher.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.panel.count()).toBe(0);
    expect(await chat.focusedPart()).toBe('launcher');
    expect(await chat.launcher.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('has no axe violations with the panel open, and sits on its side without blocking the page', async () => {
    const { context, page } = await openChatPage(c.language);
    const chat = chatOf(page);
    const box = await chat.launcher.boundingBox();
    const onRight = (box?.x ?? 0) > 640;
    expect(onRight ? 'right' : 'left').toBe(c.side);
    const host = await page.locator(CHAT).boundingBox();
    expect((host?.width ?? 0) * (host?.height ?? 0)).toBe(0);
    // Just beside the button the page, not the chat, receives the tap.
    const beside = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName.toLowerCase(), {
      x: (box?.x ?? 0) + (onRight ? -24 : (box?.width ?? 0) + 24),
      y: (box?.y ?? 0) + 10,
    });
    expect(beside).not.toBe(CHAT);

    await chat.launcher.hover();
    await expect.poll(() => chat.part('tooltip').isVisible()).toBe(true);
    await chat.launcher.click();
    await chat.panel.waitFor();
    // axe schedules its work with timers: from here the page clock runs on its own.
    await page.clock.resume();
    await chat.part('language-button').first().waitFor();
    const atGreeting = await new AxeBuilder({ page }).include(CHAT).analyze();
    await chat.part('language-button').filter({ hasText: c.button }).click();
    await chat.chips.first().waitFor();
    const inConversation = await new AxeBuilder({ page }).include(CHAT).analyze();
    const violations = [...atGreeting.violations, ...inConversation.violations];
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const panel = await chat.panel.boundingBox();
    expect([panel?.width, panel?.height]).toEqual([384, 500]);
    await context.close();
  });
});

describe('<ev-chat-layla> on a phone', needs('Chromium'), () => {
  it('fills the screen when open and hides the button behind it', async () => {
    const { context, page } = await openChatPage('en', { width: 390, height: 844 });
    const chat = chatOf(page);
    await chat.launcher.click();
    await chat.panel.waitFor();
    expect(await chat.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await chat.launcher.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.launcher.isVisible()).toBe(true);
    await context.close();
  });
});
