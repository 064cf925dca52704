import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withoutBidi, XSS_CORPUS } from '../support/xss-corpus';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

const suite = setUpBrowserSite();

/** Every attack sets window.__xss; a dialog would be another sign of script running. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  };
}

describe('the XSS corpus in the widgets', needs('Chromium'), () => {
  it('goes through <ev-contact> as text and is stored as written, bidi controls removed', async () => {
    const { context, page } = await openContext(suite.browser);
    const noScriptRan = await watch(page);
    await page.goto(`${suite.site.url}/contact.html`);
    const message = XSS_CORPUS.join('\n');
    await page.fill('ev-contact input[name="name"]', '<img src=x onerror=window.__xss=1> سارة');
    await page.fill('ev-contact input[name="email"]', 'xss-contact@example.sa');
    await page.fill('ev-contact textarea[name="message"]', message);
    await page.click('ev-contact button[type="submit"]');
    await expect.poll(() => page.locator('ev-contact button[type="submit"]').textContent()).toContain('Message Sent!');
    const lead = (await suite.site.deps.store.leads.list()).find((row) => row.email === 'xss-contact@example.sa');
    expect(lead?.name).toBe('<img src=x onerror=window.__xss=1> سارة');
    expect(lead?.message).toBe(withoutBidi(message));
    await noScriptRan();
    await context.close();
  });

  it('goes through <ev-chat-layla> as text, in the visitor’s bubbles and Layla’s replies, and lands verbatim in the transcript', async () => {
    const { context, page } = await openContext(suite.browser);
    const noScriptRan = await watch(page);
    await page.goto(`${suite.site.url}/`);
    const part = (name: string) => page.locator(`ev-chat-layla [part~="${name}"]`);
    await part('launcher').click();
    await part('language-button').filter({ hasText: 'English' }).click();
    await part('input').waitFor();
    // The greeting, the visitor's choice and the typed introduction come first.
    await expect.poll(() => part('message').count(), { timeout: 10_000 }).toBe(3);
    const attacks = XSS_CORPUS.slice(0, 8);
    const say = async (text: string) => {
      const before = await part('message').count();
      await part('input').fill(text);
      await part('input').press('Enter');
      await expect.poll(() => part('message').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
    };
    for (const attack of attacks) await say(attack);
    await say('We are planning a wedding');
    await say('My name is Sara <img src=x onerror=window.__xss=1>');
    await say('xss-chat@example.sa');

    const userBubbles = await part('message-user').evaluateAll((bubbles) =>
      bubbles.map((bubble) => bubble.textContent ?? ''),
    );
    for (const attack of attacks) expect(userBubbles.some((text) => text.includes(attack))).toBe(true);
    // Nothing the visitor typed became an element inside the conversation.
    const injected = await page.evaluate(
      () =>
        [
          ...(document
            .querySelector('ev-chat-layla')
            ?.shadowRoot?.querySelectorAll(
              '[part~="message"] img, [part~="message"] svg, [part~="message"] iframe, [part~="message"] script, [part~="message"] style',
            ) ?? []),
        ].length,
    );
    expect(injected).toBe(0);

    await expect
      .poll(async () => (await suite.site.deps.store.leads.list()).some((lead) => lead.email === 'xss-chat@example.sa'))
      .toBe(true);
    const lead = (await suite.site.deps.store.leads.list()).find((row) => row.email === 'xss-chat@example.sa');
    const transcript = ((lead?.payload as { transcript?: { content: string }[] } | undefined)?.transcript ?? []).map(
      (turn) => turn.content,
    );
    for (const attack of attacks) expect(transcript).toContain(attack);
    await noScriptRan();
    await context.close();
  });
});
