import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers';
import {
  artifact,
  inContact,
  messages,
  openPage,
  sendContact,
  shoot,
  startConversation,
  stylesOf,
} from '../support/embed-page';
import { setUpBrowserSite } from '../support/site';
import { needs } from '../support/needs';
import { reactView } from '../support/react-view';

const suite = setUpBrowserSite();

const open = (path: string) => openPage(suite.browser, `${suite.site.url}${path}`);

describe('demo/embed.html: the widgets on a hostile CMS page', needs('Chromium'), () => {
  it('look as on the demo pages: key parts keep their computed styles, the launcher its corner; screenshots', async () => {
    const parts = ['[part="submit"]', '[part="heading"]', 'input[name="email"]', '[part="section"]', '[part="phone"]'];
    const reference = await open('/contact.html');
    await reference.page.locator('ev-contact [part="submit"]').waitFor();
    await reactView(reference.page, 'ev-contact');
    const expected = await Promise.all(parts.map((part) => stylesOf(reference.page, `ev-contact ${part}`)));
    await reference.context.close();
    const home = await open('/');
    await home.page.locator('ev-chat-layla [part="launcher"]').waitFor();
    const expectedLauncher = await stylesOf(home.page, 'ev-chat-layla [part="launcher"]');
    const expectedZIndex = await home.page
      .locator('ev-chat-layla [part="container"]')
      .evaluate((container) => getComputedStyle(container).zIndex);
    await home.context.close();

    const { context, page, problems } = await open('/embed.html');
    await page.locator('#contact-main [part="submit"]').waitFor();
    await reactView(page, 'ev-contact');
    for (const [index, part] of parts.entries()) {
      expect({ part, ...(await stylesOf(page, `#contact-main ${part}`)) }).toEqual({ part, ...expected[index] });
    }
    const submit = await stylesOf(page, '#contact-main [part="submit"]');
    expect(submit['background-color']).not.toBe('rgb(255, 105, 180)');
    expect(submit['font-family']).not.toContain('Georgia');
    expect(await stylesOf(page, 'ev-chat-layla [part="launcher"]')).toEqual(expectedLauncher);

    const corner = await page.locator('ev-chat-layla [part="launcher"]').evaluate((button) => {
      const box = button.getBoundingClientRect();
      const container = button.closest('[part="container"]') as Element;
      return {
        position: getComputedStyle(container).position,
        zIndex: getComputedStyle(container).zIndex,
        right: Math.round(innerWidth - box.right),
        bottom: Math.round(innerHeight - box.bottom),
      };
    });
    expect(corner).toEqual({ position: 'fixed', zIndex: expectedZIndex, right: 24, bottom: 24 });
    expect(Number(corner.zIndex)).toBeGreaterThan(99999); // above the theme's sticky header

    await shoot(page, '#contact-main', 'embed-contact.png');
    await shoot(page, '#contact-footer', 'embed-contact-footer.png');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifact('embed-page.png') });
    await startConversation(page);
    await page.locator('ev-chat-layla [role="dialog"]').screenshot({ path: artifact('embed-chat.png') });
    await page.screenshot({ path: artifact('embed-page-chat-open.png') });

    const zIndex = () => page.locator('ev-chat-layla [part="container"]').evaluate((el) => getComputedStyle(el).zIndex);
    await page
      .locator('ev-chat-layla')
      .evaluate((chat: HTMLElement) => chat.style.setProperty('--ev-chat-z-index', '7'));
    expect(await zIndex()).toBe('7');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs every widget under the strict CSP with no violation reported', async () => {
    const { context, page, problems, response, violations, cspConsole } = await open('/embed.html');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/style-src 'self'/);

    const before = await suite.site.deps.store.leads.count();
    await sendContact(page, 'contact-main', {
      name: 'Huda CSP',
      email: 'huda.csp@example.sa',
      message: 'A gala dinner.',
    });
    await expect.poll(() => page.locator('#contact-main [part="submit"]').textContent()).toContain('Message Sent!');
    await expect.poll(() => suite.site.deps.store.leads.count()).toBe(before + 1);
    await startConversation(page);
    expect(await page.locator('#host-counter-value').textContent()).toBe('0');
    await page.click('#host-counter-button');

    expect(await violations()).toEqual([]);
    expect(cspConsole()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("leaves the page's own React app working next to the widgets' copy", async () => {
    const { context, page, problems } = await open('/embed.html');
    await page.locator('#host-counter-button').waitFor();
    await page.locator('#contact-main [part="submit"]').waitFor();
    await reactView(page, 'ev-contact');
    for (let click = 0; click < 3; click++) await page.click('#host-counter-button');
    expect(await page.locator('#host-counter-value').textContent()).toBe('3');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts).toContain('/embed-host/host-app.js');
    const hostApp = await readFile('demo/embed-host/host-app.js', 'utf8');
    expect(hostApp).not.toMatch(/\/dist\/|from\s*["']/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is linked from the demo site', async () => {
    const html = await (await fetch(`${suite.site.url}/`)).text();
    expect(html).toContain('href="/embed.html"');
  });
});

describe('demo/embed.html: robust elements', needs('Chromium'), () => {
  it('loading the bundle twice (another URL, and a whole second copy of another version) logs no error', async () => {
    const { context, page, problems, consoleLines } = await open('/embed.html');
    await page.locator('#contact-main [part="submit"]').waitFor();
    const { version } = JSON.parse(await readFile('package.json', 'utf8'));
    // A second copy of dist/ at another path: its own module instances, React and defineElement.
    await page.route('**/copy2/dist/**', async (route) => {
      const file = new URL(route.request().url()).pathname.replace('/copy2/', '');
      const body = (await readFile(file, 'utf8')).replaceAll(version, '0.0.9-copy');
      await route.fulfill({ body, contentType: 'text/javascript' });
    });
    await page.addScriptTag({ url: '/dist/ev-widgets.js?copy=2', type: 'module' });
    await page.addScriptTag({ url: '/dist/ev-contact.js?copy=2', type: 'module' });
    await page.addScriptTag({ url: '/copy2/dist/ev-widgets.js', type: 'module' });
    // Same version (?copy=2): silent. The other version's copy notes each of the four tags once.
    const tags = ['ev-chat-layla', 'ev-contact', 'ev-generator', 'ev-home'];
    await expect.poll(() => consoleLines.filter((line) => line.text.includes('already defined')).length).toBe(4);
    const notes = consoleLines.filter((line) => line.text.includes('already defined'));
    expect(notes.map((line) => line.type)).toEqual(['info', 'info', 'info', 'info']);
    expect(notes.map((line) => line.text).sort()).toEqual(
      tags.map((tag) => `[ev] <${tag}> is already defined by version ${version}; keeping it`),
    );
    expect(
      await page.evaluate(() => (customElements.get('ev-contact') as unknown as { evVersion: string }).evVersion),
    ).toBe(version);
    await page.evaluate(() => document.querySelector('.post')?.append(document.createElement('ev-contact')));
    await expect.poll(() => page.locator('ev-contact [part="submit"]').count()).toBe(3);
    await startConversation(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a moved element keeps its conversation (open, choose a language, move, the messages are still there)', async () => {
    const { context, page, problems } = await open('/embed.html');
    await startConversation(page);
    const before = await messages(page);

    await page.evaluate(() => {
      const chat = document.querySelector('ev-chat-layla') as HTMLElement;
      document.getElementById('sidebar')?.append(chat);
      // and the way drag-and-drop editors move things: remove, then insert
      chat.remove();
      document.querySelector('.post')?.prepend(chat);
    });
    expect(await page.evaluate(() => document.querySelector('ev-chat-layla')?.parentElement?.className)).toBe('post');
    await page.waitForTimeout(200);
    expect(await messages(page)).toEqual(before);
    expect(await page.locator('ev-chat-layla [role="dialog"]').isVisible()).toBe(true);

    await page.fill('ev-chat-layla [part="input"]', 'About 200 guests');
    await page.press('ev-chat-layla [part="input"]', 'Enter');
    await expect.poll(() => messages(page).then((list) => list.length), { timeout: 10_000 }).toBe(before.length + 2);
    expect((await messages(page)).slice(0, before.length)).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('two <ev-contact> on one page submit independently: two leads, two events, each its own phone', async () => {
    const { context, page, problems } = await open('/embed.html');
    await page.locator('#contact-footer [part="submit"]').waitFor();
    expect(await page.locator('#contact-main [part="phone"]').textContent()).toBe('+966 11 234 5678');
    expect(await page.locator('#contact-footer [part="phone"]').textContent()).toBe('+966 11 987 6543');
    await page.evaluate(() => {
      const seen: { from: string; id: string }[] = [];
      (window as unknown as { submitted: typeof seen }).submitted = seen;
      document.addEventListener('ev-lead-submitted', (event) =>
        seen.push({ from: (event.target as Element).id, id: (event as CustomEvent).detail.id }),
      );
    });

    const main = { name: 'Reem Main', email: 'reem.main@example.sa', message: 'A corporate dinner for 80.' };
    const side = { name: 'Faisal Side', email: 'faisal.side@example.sa', message: 'A wedding in Abha.' };
    await sendContact(page, 'contact-main', main);
    await page.fill(inContact('contact-footer', 'input[name="name"]'), side.name);
    expect(await page.inputValue(inContact('contact-main', 'input[name="name"]'))).not.toBe(side.name);
    await sendContact(page, 'contact-footer', side);
    for (const id of ['contact-main', 'contact-footer']) {
      await expect.poll(() => page.locator(inContact(id, '[part="submit"]')).textContent()).toContain('Message Sent!');
    }

    const submitted = await page.evaluate(
      () => (window as unknown as { submitted: { from: string; id: string }[] }).submitted,
    );
    expect(submitted.map((event) => event.from).sort()).toEqual(['contact-footer', 'contact-main']);
    const leads = await suite.site.deps.store.leads.list();
    for (const [values, from] of [
      [main, 'contact-main'],
      [side, 'contact-footer'],
    ] as const) {
      const rows = leads.filter((lead) => lead.email === values.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: values.name, message: values.message, source: 'contact-form' });
      expect(submitted.find((event) => event.from === from)?.id).toBe(rows[0]?.id);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
