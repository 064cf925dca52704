import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { CHAT, CHAT_CASES, chatOf, openChatPage } from '../support/chat-page';
import { needs } from '../support/needs';
import { setUpBrowserSite } from '../support/site';

// The panel of <ev-chat-layla>: closing, focus, accessibility and where it sits, on a desktop and a phone.
const suite = setUpBrowserSite();

describe.each(CHAT_CASES)('<ev-chat-layla> in $language', needs('Chromium'), (c) => {
  it('closes on Escape and gives focus back to the button', async () => {
    const { context, page } = await openChatPage(suite, c.language);
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
    const { context, page } = await openChatPage(suite, c.language);
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
    const { context, page } = await openChatPage(suite, 'en', { width: 390, height: 844 });
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
