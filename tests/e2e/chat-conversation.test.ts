import { describe, expect, it } from 'vitest';
import { CHAT, CHAT_CASES, chatOf, FUNCTION, openChatPage, start } from '../support/chat-page';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';

// The conversation in <ev-chat-layla>: to a stored lead, sending, and a failing function.
const suite = setUpBrowserSite();

describe.each(CHAT_CASES)('<ev-chat-layla> in $language', needs('Chromium'), (c) => {
  it('runs a whole conversation to a stored lead, thanks 2 s later, then closes and resets', async () => {
    const { context, page, problems, offsite } = await openChatPage(suite, c.language);
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
    const { context, page } = await openChatPage(suite, c.language);
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
    const { context, page } = await openChatPage(suite, c.language);
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
});
