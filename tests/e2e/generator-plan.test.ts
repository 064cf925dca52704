import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/constants';
import type { EventAnalysis } from '../../src/contracts/event-generator';
import { formatDay, formatSar } from '../../src/saudi/format';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers';
import { openContext } from '../support/browser';
import { FUTURE_DAY, fillDetails, generateAnalysis, inGenerator } from '../support/generator-page';
import { needs } from '../support/needs';
import { reactView } from '../support/react-view';
import { setUpBrowserSite } from '../support/site';
import { waitFor } from '../support/smtp-sink';
import { ANON_KEY } from '../support/test-server';

const suite = setUpBrowserSite();

/** The generator with the chat launcher beside it, as the site has them, under the server's CSP. */
async function openPlan(language: Language) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
  const { context, page } = opened;
  if (language === 'ar') await context.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
  await page.route(`${suite.site.url}/plan.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plan</title><link rel="icon" href="/favicon.svg"><script type="module" src="/dist/ev-generator.js"></script><script type="module" src="/dist/ev-chat-layla.js"></script></head><body><main><ev-generator anon-key="${ANON_KEY}" whatsapp="966551234567"></ev-generator></main><ev-chat-layla anon-key="${ANON_KEY}"></ev-chat-layla></body></html>`,
    }),
  );
  const analyses: EventAnalysis[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/ultimate-ai-event-generator') && response.ok()) analyses.push(await response.json());
  });
  await page.goto(`${suite.site.url}/plan.html`);
  await page.locator(inGenerator('[part="step-title"]')).waitFor();
  await reactView(page, 'ev-generator');
  await page.locator('ev-chat-layla [part="launcher"]').waitFor();
  await fillDetails(page, language === 'ar' ? 'جدة' : 'Jeddah');
  await generateAnalysis(page);
  await waitFor(() => analyses.length > 0);
  return { ...opened, analysis: analyses[0] as EventAnalysis };
}

/** The addresses of a parsed mail's To header, as one string. */
const addressed = (mail: { to?: { text: string } | { text: string }[] }) =>
  Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? '');
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe.each(['en', 'ar'] as const)('the plan kept and shared, in %s', needs('Chromium'), (language) => {
  it('prints every section open on its own page with the company header, no buttons and no chat launcher', async () => {
    const { context, page, problems } = await openPlan(language);
    // On screen, pricing is the only open section.
    expect(await page.locator(inGenerator('.collapsible__body:visible')).count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const bodies = page.locator(inGenerator('.collapsible__body'));
    expect(await bodies.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await bodies.nth(i).isVisible(), `section ${i}`).toBe(true);
    expect(await page.locator(inGenerator('.collapsible__print-title:visible')).count()).toBe(6);
    expect(await page.locator(inGenerator('.tier__breakdown .line:visible')).count()).toBeGreaterThan(8);
    expect(await page.locator(inGenerator('button:visible, a.button:visible, summary:visible')).count()).toBe(0);
    expect(await page.locator('ev-chat-layla [part="launcher"]').isVisible()).toBe(false);
    const header = page.locator(inGenerator('[part="print-header"]'));
    expect(await header.isVisible()).toBe(true);
    const heading = await header.textContent();
    expect(heading).toContain(language === 'en' ? 'Saudi Events' : 'فعاليات السعودية');
    expect(heading).toContain('+966 11 234 5678');
    expect(heading).toContain(formatDay(new Date().toISOString().slice(0, 10), language));
    expect(await page.locator(inGenerator('[part="section"]')).getAttribute('dir')).toBe(
      language === 'ar' ? 'rtl' : 'ltr',
    );
    await page.screenshot({ path: `artifacts/generator-plan-${language}-print.png`, fullPage: true });
    const pdf = await page.pdf({
      path: `artifacts/generator-plan-${language}.pdf`,
      format: 'A4',
      printBackground: true,
    });
    // The summary with pricing, then a page for each of the five other sections at least.
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(6);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator(inGenerator('[part="actions"]')).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('carries the date, the tier and its total in the WhatsApp message', async () => {
    const { context, page, analysis } = await openPlan(language);
    const best = Object.values(analysis.pricingAnalysis.tiers).find((tier) => tier.bestValue);
    const href = String(await page.locator(inGenerator('[part="whatsapp"]')).getAttribute('href'));
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(href.startsWith('https://wa.me/966551234567?text=')).toBe(true);
    expect(text).toContain(formatDay(FUTURE_DAY, language));
    expect(text).toContain(best?.name);
    expect(text).toContain(formatSar(best?.total ?? 0, language));
    await context.close();
  });

  it('emails the plan: the visitor receives it and the team gets the lead with the plan attached, through the outbox', async () => {
    const { context, page, analysis } = await openPlan(language);
    const email = `plan-${language}@example.sa`;
    await page.click(inGenerator('[part="email"]'));
    await page.fill(inGenerator('[part="email-form"] input[name="name"]'), `Noura ${language}`);
    await page.fill(inGenerator('[part="email-form"] input[name="email"]'), email);
    await page.click(inGenerator('[part="email-send"]'));
    await page.locator(inGenerator('[part="email-sent"]')).waitFor();
    expect(await page.locator(inGenerator('[part="email-sent"]')).textContent()).toContain(email);

    const lead = await waitFor(async () =>
      (await suite.site.deps.store.leads.list()).find((row) => row.email === email),
    );
    expect(lead).toMatchObject({ source: 'generator', guestCount: '250' });
    // No SMTP server here: the outbox writes each message as an .eml file under DATA_DIR/outbox.
    const dir = join(suite.site.dataDir, 'outbox');
    const mails = await waitFor(async () => {
      const parsed = await Promise.all(
        (await readdir(dir).catch((): string[] => []))
          .filter((file) => file.endsWith('.eml'))
          .map(async (file) => simpleParser(await readFile(join(dir, file)))),
      );
      const mine = parsed.filter((mail) => mail.text?.includes(email) || addressed(mail).includes(email));
      return mine.length >= 2 && mine;
    });
    const toVisitor = mails.find((mail) => addressed(mail) === email);
    const toTeam = mails.find((mail) => addressed(mail) !== email);
    const best = Object.values(analysis.pricingAnalysis.tiers).find((tier) => tier.bestValue);
    expect(toVisitor?.subject).toBe(
      language === 'en' ? 'Your event plan from Saudi Events' : 'خطة مناسبتك من فعاليات السعودية',
    );
    expect(toVisitor?.text).toContain(best?.name);
    expect(toVisitor?.text).toContain(formatSar(best?.total ?? 0, language));
    expect(toTeam?.subject).toBe(`New generator lead from Noura ${language}`);
    expect(toTeam?.attachments.map((file) => file.filename)).toEqual(['event-plan.html']);
    await context.close();
  });
});
