import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import type { Language } from '../../src/contracts/constants';
import { needs } from '../support/needs';

// The server runs with its own company details, so the page's must win over them, not only over the defaults.
const suite = setUpBrowserSite({ COMPANY_PHONE: '+966 11 999 0000', COMPANY_WHATSAPP: '966509990000' });

const PAGE_PHONE = '+966 12 345 6789';
const PAGE_WHATSAPP = '+966 55 111 2222';
const OTHER_NUMBERS = ['+966 11 999 0000', '+966 50 999 0000', '+966 11 234 5678', '+966 50 123 4567'];

/**
 * A host page that sets the company's phone and WhatsApp once, in its `ev-config` JSON, with
 * <ev-contact> and <ev-chat-layla> from the built bundle under the server's CSP.
 */
async function openHostPage(language: Language) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
  const { context, page } = opened;
  const config = JSON.stringify({ anonKey: ANON_KEY, phone: PAGE_PHONE, whatsapp: PAGE_WHATSAPP, language });
  await page.route(`${suite.site.url}/company-contact.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
      body: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>Contact</title><link rel="icon" href="/favicon.svg"><script type="application/json" id="ev-config">${config}</script><script type="module" src="/dist/ev-contact.js"></script><script type="module" src="/dist/ev-chat-layla.js"></script></head><body><ev-contact></ev-contact><ev-chat-layla></ev-chat-layla></body></html>`,
    }),
  );
  if (language === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  await page.clock.install({ time: new Date('2026-03-01T09:00:00+03:00') });
  await page.goto(`${suite.site.url}/company-contact.html`);
  await page.locator('ev-chat-layla [part="launcher"]').waitFor();
  await page.locator('ev-contact [part="phone"]').waitFor();
  await page.clock.pauseAt(new Date('2026-03-01T10:00:00+03:00'));
  return opened;
}

/** Opens the chat, picks the language, asks how to reach the company and returns Layla's answer. */
async function askLayla(page: Page, languageButton: string, question: string) {
  const part = (name: string) => page.locator(`ev-chat-layla [part~="${name}"]`);
  await part('launcher').click();
  await page.locator('ev-chat-layla [role="dialog"]').waitFor();
  await page.clock.runFor(500);
  await part('language-button').filter({ hasText: languageButton }).click();
  await page.clock.runFor(1500);
  await part('input').waitFor();
  await part('input').fill(question);
  await part('input').press('Enter');
  await expect.poll(() => part('message-bot').count()).toBe(3);
  return (await part('message-bot').last().textContent()) ?? '';
}

describe.each([
  { language: 'en' as const, button: 'English', question: 'What is your phone number?' },
  { language: 'ar' as const, button: 'العربية', question: 'وش رقم جوالكم؟' },
])('the phone set in the page config, in $language', needs('Chromium'), ({ language, button, question }) => {
  it('is the one the contact block, the chat header and Layla all give', async () => {
    const { context, page, problems, offsite } = await openHostPage(language);

    const contactPhone = page.locator('ev-contact [part="phone"]');
    expect(await contactPhone.textContent()).toBe(PAGE_PHONE);
    expect(await contactPhone.getAttribute('href')).toBe('tel:+966123456789');
    expect(await page.locator('ev-contact [part="whatsapp"]').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/966551112222\?text=/,
    );

    const reply = await askLayla(page, button, question);
    expect(reply).toContain(PAGE_PHONE);
    expect(reply).toContain(PAGE_WHATSAPP);
    for (const other of OTHER_NUMBERS) expect(reply).not.toContain(other);
    expect(reply).not.toMatch(/[٠-٩]/);
    const replyLinks = await page.locator('ev-chat-layla [part~="message-bot"]').last().locator('a').all();
    expect(await Promise.all(replyLinks.map((link) => link.getAttribute('href')))).toEqual([
      'tel:+966123456789',
      'tel:+966551112222',
      'mailto:hello@example.com',
    ]);

    const headerPhone = page.locator('ev-chat-layla [part="phone"]');
    expect(await headerPhone.getAttribute('href')).toBe('tel:+966123456789');
    expect(await headerPhone.getAttribute('aria-label')).toContain(PAGE_PHONE);
    expect(await page.locator('ev-chat-layla [part="whatsapp"]').getAttribute('href')).toBe(
      'https://wa.me/966551112222',
    );

    await page.screenshot({ path: `artifacts/company-contact-${language}-1280.png` });
    expect(problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });
});
