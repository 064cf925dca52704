import { beforeAll, describe, expect, it } from 'vitest';
import { entryTimeline, recordShownFrame } from '../support/after-load-timing';
import { openContext } from '../support/browser';
import { sendContact } from '../support/embed-page';
import { inGenerator } from '../support/generator-page';
import { auditLayout } from '../support/layout-audit';
import { needs } from '../support/needs';
import { ANON_KEY } from '../support/test-server';
import { count, html, setUpWordPressSuite } from '../support/wordpress/wordpress-suite';

// The plugin's shortcodes on a real WordPress's pages: what a page gets, the contact form and its
// lead, Layla on every page, and the visitor's language across the widgets and the theme.
const { suite, publish, logIn, functionsUrl, settingsUrl } = setUpWordPressSuite();
const posts: Record<string, string> = {};
// The settings an administrator saves on the plugin's screen (wordpress-settings.test.ts tests the form).
beforeAll(async () => {
  const saved = {
    functions_url: functionsUrl(),
    anon_key: ANON_KEY,
    phone: '+966 11 555 0101',
    whatsapp: '966501112222',
  };
  await suite.wp.php(`update_option('ev_widgets_options', json_decode('${JSON.stringify(saved)}', true));`);
});

describe('the WordPress plugin', needs('Chromium', 'WordPress'), () => {
  it('a page with no widget gets nothing from the plugin', async () => {
    posts.plain = (
      await publish('admin', 'Opening hours', '<!-- wp:paragraph --><p>Open every day.</p><!-- /wp:paragraph -->')
    ).url;
    const page = await html(posts.plain);
    expect(page).toContain('Open every day.');
    expect(page).not.toMatch(/ev-config|ev-widgets-|<ev-/);
  });

  it('a post an author saves with [ev_contact] shows the form in the theme’s column and the lead arrives', async () => {
    const post = await publish(
      'author',
      'Plan your event with us',
      [
        '<!-- wp:shortcode -->\n[ev_contact]\n<!-- /wp:shortcode -->',
        '<!-- wp:paragraph --><p>Our Jeddah office: [ev_contact phone="+966 12 000 0000" lang="xx"]</p><!-- /wp:paragraph -->',
        `<!-- wp:paragraph --><p>[ev_contact phone='"><script>alert(1)</script>']</p><!-- /wp:paragraph -->`,
      ].join('\n'),
    );
    posts.contact = post.url;
    expect(post.content).toContain('[ev_contact]');
    const source = await html(post.url);
    expect(count(source, /id="ev-config"/)).toBe(1);
    // Once, by the after-load snippet (the post's first paint costs it nothing), not a module tag.
    expect(count(source, /ev-contact\.js/)).toBe(1);
    expect(source).toContain('id="ev-widgets-after-load"');
    expect(source).not.toMatch(/<script[^>]*type="module"[^>]*ev-contact/);
    expect(source).not.toContain('ev-chat-layla');
    expect(source).not.toContain('<script>alert(1)');
    expect(source).toContain('<ev-contact phone="+966 12 000 0000"></ev-contact>');
    const config = JSON.parse(source.match(/id="ev-config">([^<]*)</)?.[1] ?? '{}');
    expect(config).toEqual({
      apiUrl: functionsUrl(),
      anonKey: ANON_KEY,
      phone: '+966 11 555 0101',
      whatsapp: '966501112222',
      language: 'en',
    });

    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    page.on('dialog', (dialog) => problems.push(`dialog: ${dialog.message()}`));
    await recordShownFrame(context);
    await page.goto(post.url);
    await page.locator('ev-contact >> nth=0').evaluate((element) => element.setAttribute('id', 'wp-contact'));
    await page.locator('#wp-contact [part="submit"]').waitFor();
    const timeline = await entryTimeline(page, 'ev-contact.js');
    expect(timeline.fetched).toBeGreaterThanOrEqual(timeline.shown);
    expect(await page.locator('ev-contact').nth(1).locator('[part="phone"]').textContent()).toContain(
      '+966 12 000 0000',
    );
    expect((await page.locator('#wp-contact').boundingBox())?.width).toBeLessThanOrEqual(650);
    expect(await auditLayout(page, '#wp-contact')).toEqual([]);
    await page.locator('#wp-contact').screenshot({ path: 'artifacts/wordpress-contact.png' });
    await sendContact(page, 'wp-contact', {
      name: 'WordPress Visitor',
      email: 'wp.visitor@example.sa',
      message: 'A wedding for 300 guests in Jeddah.',
    });
    await expect.poll(() => page.locator('#wp-contact [part="submit"]').textContent()).toContain('Message Sent!');
    const lead = (await suite.site.deps.store.leads.list()).find((row) => row.name === 'WordPress Visitor');
    expect(lead?.requestMeta.origin).toBe(suite.wp.origin);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('“Show Layla on every page” puts the launcher on a page with no shortcode, on the chosen side, once; [ev_chat] takes its place, after load too', async () => {
    const { context, page } = await openContext(suite.browser);
    await logIn(page, 'admin');
    await page.goto(settingsUrl());
    await page.check('#ev-widgets-chat_everywhere');
    await page.selectOption('#ev-widgets-chat_side', 'left');
    await page.click('#submit');
    await page.locator('#setting-error-settings_updated').waitFor();
    await context.close();

    const visitor = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await recordShownFrame(visitor.context);
    await visitor.page.goto(posts.plain ?? '');
    const launcher = visitor.page.locator('ev-chat-layla [part="launcher"]');
    await launcher.waitFor();
    const box = await launcher.boundingBox();
    expect(box?.x).toBeLessThan(100);
    expect(await visitor.page.locator('ev-chat-layla').count()).toBe(1);
    // The after-load snippet: the chat's entry is fetched only once the loaded page is shown.
    const timeline = await entryTimeline(visitor.page, 'ev-chat-layla.js');
    expect(timeline.fetched).toBeGreaterThanOrEqual(timeline.loaded);
    expect(timeline.fetched).toBeGreaterThanOrEqual(timeline.shown);
    expect(await visitor.page.locator('script[type="module"][src*="ev-chat-layla"]').count()).toBe(0);
    await launcher.click();
    await visitor.page.locator('ev-chat-layla [role="dialog"]').waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const withShortcode = await publish(
      'author',
      'Talk to Layla',
      '<!-- wp:shortcode -->[ev_chat position="right"]<!-- /wp:shortcode -->',
    );
    const source = await html(withShortcode.url);
    expect(count(source, /<ev-chat-layla/)).toBe(1);
    expect(source).toContain('<ev-chat-layla position="right"></ev-chat-layla>');
    expect(count(source, /ev-chat-layla\.js/)).toBe(1);
    // Placed by its shortcode too, the chat comes by the after-load snippet, not a module tag.
    expect(source).toContain('id="ev-widgets-after-load"');
    expect(source).not.toMatch(/<script[^>]*type="module"[^>]*ev-chat-layla/);
    const reader = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await reader.page.goto(withShortcode.url);
    const placed = reader.page.locator('ev-chat-layla [part="launcher"]');
    await placed.waitFor();
    expect((await placed.boundingBox())?.x).toBeGreaterThan(1000);
    await placed.click();
    await reader.page.locator('ev-chat-layla [role="dialog"]').waitFor();
    expect(reader.problems).toEqual([]);
    await reader.context.close();
  });

  it.each([
    { site: 'English', wplang: '', lang: 'en-US', dir: null, switchTo: 'ar' as const, submit: 'إرسال الرسالة' },
    { site: 'Arabic', wplang: 'ar', lang: 'ar', dir: 'rtl', switchTo: 'en' as const, submit: 'Send Message' },
  ])(
    'on an $site site, a language switched in an author’s widget changes the widgets, never the theme, on that page and the next',
    async ({ wplang, lang, dir, switchTo, submit }) => {
      await suite.wp.php(`update_option('WPLANG', '${wplang}');`);
      posts.generator ??= (
        await publish(
          'author',
          'Plan it online',
          '<!-- wp:shortcode -->[ev_generator]<!-- /wp:shortcode -->\n<!-- wp:shortcode -->[ev_contact]<!-- /wp:shortcode -->',
        )
      ).url;
      // One after-load snippet, its entries in the post's order: the generator first, then the form.
      const source = await html(posts.generator);
      expect(count(source, /id="ev-widgets-after-load"/)).toBe(1);
      expect(source.indexOf('ev-generator.js')).toBeLessThan(source.indexOf('ev-contact.js'));
      const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
      const theme = () =>
        page.evaluate(() => ({
          lang: document.documentElement.getAttribute('lang'),
          dir: document.documentElement.getAttribute('dir'),
          rtl: document.body.classList.contains('rtl'),
          ltr: document.body.classList.contains('ltr'),
        }));
      const written = { lang, dir, rtl: dir === 'rtl', ltr: false };
      await page.goto(posts.generator);
      await page.locator(inGenerator('[part="language"]')).waitFor();
      const classes = await page.evaluate(() => document.body.className);
      expect(await theme()).toEqual(written);
      await page.click(inGenerator('[part="language"]'));
      const contact = page.locator('ev-contact [part="section"]');
      await expect.poll(() => contact.getAttribute('lang')).toBe(switchTo);
      expect(await contact.getAttribute('dir')).toBe(switchTo === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('ev-contact [part="submit"]').textContent()).toContain(submit);
      expect(await theme()).toEqual(written);
      expect(await page.evaluate(() => document.body.className)).toBe(classes);
      await page.locator('ev-contact').screenshot({ path: `artifacts/wordpress-contact-${switchTo}.png` });

      // The next page: the theme as WordPress wrote it, the widgets in the visitor's choice.
      await page.goto(posts.contact ?? '');
      await expect.poll(() => contact.first().getAttribute('lang')).toBe(switchTo);
      expect(await theme()).toEqual(written);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
