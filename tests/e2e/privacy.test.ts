import AxeBuilder from '@axe-core/playwright';
import { reactView } from '../support/react-view';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';

const suite = setUpBrowserSite({ LEAD_RETENTION_DAYS: '180' });

const PHONE = { width: 360, height: 740 };

const cases = [
  {
    language: 'en' as const,
    contactNotice: 'We use these details only to reply to you about your event.',
    chatNotice: 'We use your contact details only so our team can reach you about your event.',
    button: 'English',
    messages: ['I want to plan a wedding', 'My name is Sara'],
    title: 'Privacy notice',
    retention: '180 days after you sent them',
    other: 'ar',
  },
  {
    language: 'ar' as const,
    contactNotice: 'نستخدم هذه البيانات فقط للرد عليك بشأن فعاليتك.',
    chatNotice: 'نستخدم بيانات التواصل الخاصة بك فقط ليتواصل معك فريقنا بشأن فعاليتك.',
    button: 'العربية',
    messages: ['عندي حفل زواج', 'اسمي سارة'],
    title: 'إشعار الخصوصية',
    retention: 'بعد 180 يومًا من إرسالها',
    other: 'en',
  },
];

/** What has focus inside `tag`'s shadow root, as its part (or its parent's, for a link in a notice). */
const focusedIn = (page: Page, tag: string) =>
  page.evaluate((name) => {
    const active = document.querySelector(name)?.shadowRoot?.activeElement;
    if (!active) return null;
    return active.matches('[part="privacy"] a') ? 'privacy-link' : (active.getAttribute('part') ?? active.tagName);
  }, tag);

async function expectOnScreen(locator: Locator, width: number) {
  expect(await locator.isVisible()).toBe(true);
  const box = await locator.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
}

const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe.each(cases)('privacy notices in $language', needs('Chromium'), (c) => {
  it('the contact form says what the details are for under its button, reachable by keyboard, and links the built-in notice', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: PHONE });
    if (c.language === 'ar') {
      // Not on the new tab's first blank document, whose opaque origin has no storage.
      await context.addInitScript(
        () => location.protocol === 'http:' && localStorage.setItem('preferred-language', 'ar'),
      );
    }
    await page.goto(`${suite.site.url}/contact.html`);
    const notice = page.locator('ev-contact [part="privacy"]');
    await notice.waitFor();
    // The first view links the default notice; the React view the one of this page's functions.
    await reactView(page, 'ev-contact');
    expect(await notice.textContent()).toContain(c.contactNotice);
    const link = notice.locator('a');
    expect(await link.getAttribute('href')).toBe(`${suite.site.url}/functions/v1/privacy?lang=${c.language}`);
    await expectOnScreen(link, PHONE.width);

    await page.locator('ev-contact textarea[name="message"]').focus();
    await page.keyboard.press('Tab');
    expect(await focusedIn(page, 'ev-contact')).toBe('submit');
    await page.keyboard.press('Tab');
    expect(await focusedIn(page, 'ev-contact')).toBe('privacy-link');
    expect(await axeViolations(page, 'ev-contact')).toEqual([]);

    // Enter follows it in a new tab, so what the visitor typed stays.
    const [notePage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await notePage.waitForLoadState();
    expect(await notePage.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      c.language,
      c.language === 'ar' ? 'rtl' : 'ltr',
    ]);
    expect(await notePage.locator('h1').textContent()).toBe(c.title);
    expect(await notePage.locator('main').textContent()).toContain(c.retention);
    expect(await axeViolations(notePage)).toEqual([]);
    const overflow = await notePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await notePage.keyboard.press('Tab');
    expect(await notePage.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBe(c.other);
    await Promise.all([notePage.waitForURL(`**/privacy?lang=${c.other}`), notePage.keyboard.press('Enter')]);
    expect(await notePage.evaluate(() => document.documentElement.lang)).toBe(c.other);
    expect(problems).toEqual([]); // no CSP violation: the page's one inline style is allowed by its hash
    await context.close();
  });

  it('Layla shows the notice once, just before she first asks for a contact detail, reachable by keyboard', async () => {
    const { context, page, problems } = await openContext(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.site.url}/`);
    const chat = (part: string) => page.locator(`ev-chat-layla [part~="${part}"]`);
    await chat('launcher').click();
    await chat('language-button').filter({ hasText: c.button }).click();
    await expect.poll(() => chat('message-bot').count(), { timeout: 10_000 }).toBe(2); // the greeting and the introduction

    await chat('input').fill(c.messages[0] as string);
    await chat('input').press('Enter');
    await expect.poll(() => chat('message-bot').count(), { timeout: 10_000 }).toBe(3);
    expect(await chat('privacy').count()).toBe(0);

    await chat('input').fill(c.messages[1] as string);
    await chat('input').press('Enter');
    await expect.poll(() => chat('message-bot').count(), { timeout: 10_000 }).toBe(4);
    const notice = chat('privacy');
    expect(await notice.count()).toBe(1);
    expect(await notice.textContent()).toContain(c.chatNotice);
    // Right before Layla's question for an email or phone.
    expect(
      await notice.evaluate((node) => node.nextElementSibling?.getAttribute('part')?.includes('message-bot')),
    ).toBe(true);
    const link = notice.locator('a');
    expect(await link.getAttribute('href')).toBe(`${suite.site.url}/functions/v1/privacy?lang=${c.language}`);
    await expectOnScreen(link, PHONE.width);

    let reached = false;
    for (let step = 0; step < 6 && !reached; step++) {
      await page.keyboard.press('Shift+Tab');
      reached = (await focusedIn(page, 'ev-chat-layla')) === 'privacy-link';
    }
    expect(reached).toBe(true);
    expect(await axeViolations(page, 'ev-chat-layla')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
