import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { openContext } from '../support/browser';
import { setUpBrowserSite } from '../support/site';
import type { Language } from '../../src/contracts/constants';
import { needs } from '../support/needs';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const suite = setUpBrowserSite(async () => {
  smtp = await startSmtpSink();
  return { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'team@events.test' };
});
afterAll(() => smtp?.close());

async function openDemo(language: Language) {
  const opened = await openContext(suite.browser);
  const { page } = opened;
  await page.goto(`${suite.site.url}/contact.html`);
  await page.locator('ev-contact input[name="name"]').waitFor();
  if (language === 'ar') {
    await page.click('#language-toggle');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  }
  return opened;
}

async function fillAndSend(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await page.fill('ev-contact input[name="name"]', values.name);
  await page.fill('ev-contact input[name="email"]', values.email);
  await page.fill('ev-contact input[name="phone"]', values.phone);
  await page.fill('ev-contact textarea[name="message"]', values.message);
  await page.click('ev-contact button[type="submit"]');
}

const cases = [
  {
    language: 'en' as const,
    sent: 'Message Sent!',
    values: {
      name: 'Omar Haddad',
      email: 'omar@example.sa',
      phone: '+966 50 123 4567',
      message: 'A product launch for 300 guests in Riyadh, March 2027.',
    },
  },
  {
    language: 'ar' as const,
    sent: 'تم إرسال الرسالة!',
    values: {
      name: 'نورة العتيبي',
      email: 'noura@example.sa',
      phone: '0551234567',
      message: 'نرغب بتنظيم حفل ملكة في جدة لحوالي ١٥٠ ضيفة، مع ضيافة سعودية.',
    },
  },
];

describe.each(cases)('<ev-contact> in $language', needs('Chromium'), ({ language, sent, values }) => {
  it('sends the form: the button says it, the lead is stored and the email arrives with every field intact', async () => {
    const { context, page, problems, offsite } = await openDemo(language);
    const submitted = page.evaluate(
      () =>
        new Promise<{ id: string }>((resolve) =>
          document.addEventListener('ev-lead-submitted', (e) => resolve((e as CustomEvent).detail), { once: true }),
        ),
    );
    await fillAndSend(page, values);
    const button = page.locator('ev-contact button[type="submit"]');
    await expect.poll(() => button.textContent()).toContain(sent);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.inputValue('ev-contact input[name="name"]')).toBe('');

    const { id } = await submitted;
    const lead = (await suite.site.deps.store.leads.list()).find((row) => row.id === id);
    expect(lead).toMatchObject({
      source: 'contact-form',
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      wantsTeamContact: true,
    });

    const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(values.email)));
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe(`New contact message from ${values.name}`);
    expect(parsed.text).toContain(values.message);
    expect(parsed.text).toContain(`Phone: ${values.phone}`);
    expect(parsed.text).toContain('Event type: General Inquiry');
    expect(parsed.html).toContain(values.name);
    expect(problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });

  it('records the lead and shows the §8 notice when the notification cannot be sent', async () => {
    const { context, page } = await openDemo(language);
    await page.route('**/functions/v1/contact-email-notification', (route) => route.abort('connectionfailed'));
    const before = await suite.site.deps.store.leads.count();
    await fillAndSend(page, { ...values, email: `notice-${language}@example.sa` });
    const notice =
      language === 'en'
        ? 'Email notification failed, but your message was recorded.'
        : 'تعذّر إرسال إشعار البريد الإلكتروني، لكن رسالتك سُجّلت.';
    await page.locator('ev-contact .form__notice').waitFor();
    expect(await page.locator('ev-contact .form__notice').textContent()).toBe(notice);
    await expect.poll(() => suite.site.deps.store.leads.count()).toBe(before + 1);
    const lead = (await suite.site.deps.store.leads.list()).at(-1);
    expect(lead?.email).toBe(`notice-${language}@example.sa`);
    await context.close();
  });

  it('has no axe violations', async () => {
    const { context, page } = await openDemo(language);
    const results = await new AxeBuilder({ page }).include('ev-contact').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
