import { afterAll, describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { messages, sendContact, startConversation } from '../support/embed-page';
import { fillDetails, generateAnalysis, inGenerator } from '../support/generator-page';
import { type HostPage, hostCsp, startHostPage } from '../support/host-page';
import { setUpBrowserSite } from '../support/site';
import { ANON_KEY } from '../support/test-server';
import type { Language } from '../../src/contracts/constants';
import { needs } from '../support/needs';

/**
 * The embed snippet of docs/embedding.md on partner pages served by other web servers (other origins:
 * http://localhost:<port>), loading every element from the functions server on
 * http://127.0.0.1:<port> under that page's host CSP. One partner is in ALLOWED_ORIGINS, the
 * other is not.
 */
let partner: HostPage;
let stranger: HostPage;
const suite = setUpBrowserSite(async () => {
  partner = await startHostPage(() => hostPage({ withHome: true, isolated: true }));
  stranger = await startHostPage(() => hostPage({ withHome: false, language: 'ar' }));
  return { ALLOWED_ORIGINS: partner.origin };
});
afterAll(async () => {
  await partner?.close();
  await stranger?.close();
});

/** `isolated`: the page sets COEP require-corp, so every image of the bundle needs its CORP header. */
function hostPage({
  withHome,
  isolated = false,
  language = 'en',
}: {
  withHome: boolean;
  isolated?: boolean;
  language?: Language;
}) {
  const functions = suite.site.url.replace('localhost', '127.0.0.1');
  const config = { apiUrl: `${functions}/functions/v1`, anonKey: ANON_KEY, language };
  const tags = ['ev-contact', 'ev-generator', 'ev-chat-layla', ...(withHome ? ['ev-home'] : [])];
  return {
    headers: {
      'Content-Security-Policy': hostCsp(functions),
      ...(isolated
        ? { 'Cross-Origin-Embedder-Policy': 'require-corp', 'Cross-Origin-Opener-Policy': 'same-origin' }
        : {}),
    },
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner blog</title>
<link rel="icon" href="/favicon.svg">
<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>
${tags.map((tag) => `<script type="module" src="${functions}/dist/${tag}.js"></script>`).join('\n')}
</head><body>${withHome ? '<ev-home></ev-home>' : ''}
<main><h1>Plan your event</h1><ev-contact id="contact-partner"></ev-contact></main>
<ev-generator></ev-generator><ev-chat-layla></ev-chat-layla></body></html>`,
  };
}

async function openHost(host: HostPage) {
  const opened = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
  const lines: { type: string; text: string }[] = [];
  opened.page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
  await opened.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await opened.page.goto(host.origin);
  await opened.page.locator('#contact-partner [part="submit"]').waitFor();
  const corsLines = () => lines.filter((line) => /CORS|Access-Control-Allow|Cross-Origin/i.test(line.text));
  const violations = () => opened.page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { ...opened, lines, corsLines, violations };
}

const loadedFrom = (page: Awaited<ReturnType<typeof openHost>>['page'], pattern: string) =>
  page.evaluate(
    (part) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes(part)),
    pattern,
  );

describe('a partner page on another origin, listed in ALLOWED_ORIGINS', needs('Chromium'), () => {
  it('runs all four elements from the functions server: lead stored with its origin, Layla answers, the analysis shows', async () => {
    const { context, page, problems, corsLines, violations } = await openHost(partner);
    expect(new URL(page.url()).origin).not.toBe(new URL(suite.site.url.replace('localhost', '127.0.0.1')).origin);
    await page.locator('ev-home h1').waitFor();
    await page.locator('ev-chat-layla [part="launcher"]').waitFor();
    // The page isolates itself (COEP require-corp): the bundle's images load only with their CORP header.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const image = page.locator('ev-home [part="about"] img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await sendContact(page, 'contact-partner', {
      name: 'Partner Visitor',
      email: 'partner.visitor@example.sa',
      message: 'A conference dinner for 120 guests.',
    });
    await expect.poll(() => page.locator('#contact-partner [part="submit"]').textContent()).toContain('Message Sent!');
    const stored = (await suite.site.deps.store.leads.list()).find((lead) => lead.name === 'Partner Visitor');
    expect(stored?.requestMeta.origin).toBe(partner.origin);

    await startConversation(page);
    const said = await messages(page);
    expect(said.at(-1)?.trim().length).toBeGreaterThan(20);

    await page.click('ev-home [part="promo-launch"]');
    await page.locator(inGenerator('[part="step-title"]')).waitFor();
    await fillDetails(page, 'Jeddah');
    await generateAnalysis(page);
    expect(await page.locator(inGenerator('[part="tier"]')).count()).toBe(4);

    // The lazy chunks came from the functions server: the functions client, the chat, the results.
    for (const chunk of ['/dist/chunks/functions-client-', '/dist/chunks/chat-app-', '/dist/chunks/results-view-']) {
      expect(await loadedFrom(page, chunk), chunk).toHaveLength(1);
    }
    expect(corsLines()).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws Arabic with the bundled font, fetched across origins', async () => {
    const { context, page, problems, corsLines } = await openHost(partner);
    await page.click('ev-home [part="language-toggle"]');
    await page.locator('ev-home [part="home"][dir="rtl"]').waitFor();
    await page.locator('ev-home h1').waitFor();
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Arabic')
        .map((face) => `${face.weight} ${face.status}`);
    });
    expect(faces).toContain('400 loaded');
    expect(await loadedFrom(page, '/dist/fonts/noto-sans-arabic-400.woff2')).toHaveLength(1);
    expect(corsLines()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a page on an origin not in ALLOWED_ORIGINS', needs('Chromium'), () => {
  it('shows each widget’s localized error, explains once in the console, and nothing is stored', async () => {
    const store = suite.site.deps.store;
    const before = {
      leads: await store.leads.count(),
      outbox: await store.outbox.stats(),
      limits: await store.sql.query('select bucket, hits from rate_limits order by bucket'),
    };
    const { context, page, problems, lines, corsLines } = await openHost(stranger);

    await sendContact(page, 'contact-partner', {
      name: 'Refused Visitor',
      email: 'refused@example.sa',
      message: 'Should not be stored.',
    });
    await expect
      .poll(() => page.locator('#contact-partner [part="error"]').textContent())
      .toBe('حدثت مشكلة أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة.');

    await fillDetails(page, 'جدة');
    await generateAnalysis(page, 'error-panel');
    expect(await page.locator(inGenerator('.error-panel__message')).textContent()).toBe('حدث خطأ أثناء تحليل المناسبة');

    await startConversation(page);
    expect((await messages(page)).at(-1)).toContain(
      'I apologize, I encountered a technical issue. How can I help you plan your event?',
    );

    const hints = lines.filter((line) => line.text.includes('ALLOWED_ORIGINS'));
    expect(hints).toHaveLength(1);
    expect(hints[0]?.type).toBe('warning');
    expect(hints[0]?.text).toContain(`origin ${stranger.origin}`);
    expect(corsLines()).toEqual([]);
    // The only errors are Chromium's notes of the 403 answers themselves.
    expect(problems.filter((problem) => !/status of 403 \(Forbidden\)/.test(problem))).toEqual([]);

    expect(await store.leads.count()).toBe(before.leads);
    expect(await store.outbox.stats()).toEqual(before.outbox);
    expect(await store.sql.query('select bucket, hits from rate_limits order by bucket')).toEqual(before.limits);
    await context.close();
  });
});
