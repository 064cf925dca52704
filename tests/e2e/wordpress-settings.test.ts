import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortApiUrl } from '../support/functions-test-server';
import { openContext } from '../support/browser';
import { needs } from '../support/needs';
import { ANON_KEY, startTestServer, type TestServer } from '../support/test-server';
import { html, setUpWordPressSuite } from '../support/wordpress/wordpress-suite';

// The plugin's settings screen in a real WordPress: who may use it, what it saves, its connection
// test, its Arabic, the pages it links, and what deleting the plugin leaves.
const { suite, logIn, functionsUrl, settingsUrl, options } = setUpWordPressSuite();
/** A functions server whose ALLOWED_ORIGINS does not list the WordPress site: the first-day mistake. */
let stranger: TestServer;
beforeAll(async () => {
  stranger = await startTestServer({ ALLOWED_ORIGINS: 'https://shop.example' });
});
afterAll(async () => {
  await stranger?.dispose();
});

describe('the WordPress plugin', needs('Chromium', 'WordPress'), () => {
  it('Settings → Event widgets: administrators only, saved through its nonce, bad URLs refused', async () => {
    const author = await openContext(suite.browser);
    await logIn(author.page, 'author');
    const refused = await author.page.goto(settingsUrl());
    expect(refused?.status()).toBe(403);
    expect(await author.page.textContent('body')).toContain('not allowed');
    await author.context.close();

    const { context, page } = await openContext(suite.browser);
    await logIn(page, 'admin');
    await page.goto(settingsUrl());
    expect(await page.textContent('#ev-widgets-origin')).toBe(suite.wp.origin);
    // A URL the browser's own check lets through, but not an http(s) address.
    await page.fill('#ev-widgets-functions_url', 'javascript:alert(1)');
    await page.click('#submit');
    expect(await page.textContent('.notice-error')).toContain('not an http(s) address');
    expect(JSON.stringify(await options())).not.toContain('javascript');
    await page.fill('#ev-widgets-functions_url', functionsUrl());
    await page.fill('#ev-widgets-anon_key', ANON_KEY);
    await page.fill('#ev-widgets-phone', '+966 11 555 0101 <b>');
    await page.fill('#ev-widgets-whatsapp', '+966 50 111 2222');
    await page.click('#submit');
    await page.locator('#setting-error-settings_updated').waitFor();
    expect(await options()).toMatchObject({
      functions_url: functionsUrl(),
      anon_key: ANON_KEY,
      phone: '+966 11 555 0101',
      whatsapp: '966501112222',
      language: '',
      chat_everywhere: false,
    });

    // The same form posted without its nonce (a forged request) changes nothing.
    const forged = await page.request.post(`${suite.wp.origin}/wp-admin/options.php`, {
      form: {
        option_page: 'ev_widgets',
        action: 'update',
        'ev_widgets_options[functions_url]': 'https://evil.example/functions/v1',
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect((await options()).functions_url).toBe(functionsUrl());
    await context.close();
  });

  it('“Test connection” asks the functions server from the site’s own origin and says plainly what is wrong', async () => {
    const { context, page, problems } = await openContext(suite.browser);
    await logIn(page, 'admin');
    await page.goto(settingsUrl());
    const test = async (url: string, key = ANON_KEY) => {
      await page.fill('#ev-widgets-functions_url', url);
      await page.fill('#ev-widgets-anon_key', key);
      await page.click('#ev-widgets-test');
      await expect.poll(() => page.textContent('#ev-widgets-test-result')).not.toMatch(/^(Testing…)?$/);
      return page.textContent('#ev-widgets-test-result');
    };
    expect(await test(functionsUrl())).toBe('Connected: the functions server accepts this site and its anon key.');
    expect(await test(`${stranger.url.replace('localhost', '127.0.0.1')}/functions/v1`)).toBe(
      `The functions server refuses calls from this site. Add ${suite.wp.origin} to ALLOWED_ORIGINS on the functions server, then restart it.`,
    );
    expect(await test(functionsUrl(), 'not-the-key')).toContain('refused the anon key');
    const closed = await closedPortApiUrl();
    expect(await test(closed)).toBe(
      `The functions server cannot be reached at ${closed}. Check the functions URL and that the server is running.`,
    );
    // The browser reports the refused and failed calls in its console; the page itself ran clean.
    expect(problems.filter((line) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(line))).toEqual([]);
    await context.close();
  });

  it('speaks Arabic on the admin screens of an Arabic site', async () => {
    await suite.wp.php("update_option('WPLANG', 'ar');");
    const { context, page, problems } = await openContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await logIn(page, 'admin');
    await page.goto(settingsUrl());
    expect(
      await page.evaluate(() => [document.documentElement.dir, document.querySelector('h1')?.textContent]),
    ).toEqual(['rtl', 'أدوات الفعاليات']);
    const labels = await page.locator('.form-table th').allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(['رابط الدوال', 'المفتاح العام', 'البريد الإلكتروني', 'الصفحة الرئيسية']),
    );
    expect(await page.textContent('#ev-widgets-test')).toBe('اختبار الاتصال');
    await page.fill('#ev-widgets-functions_url', `${stranger.url.replace('localhost', '127.0.0.1')}/functions/v1`);
    await page.click('#ev-widgets-test');
    await expect
      .poll(() => page.textContent('#ev-widgets-test-result'))
      .toBe(
        `خادم الدوال يرفض الطلبات القادمة من هذا الموقع. أضف ${suite.wp.origin} إلى ALLOWED_ORIGINS على خادم الدوال، ثم أعد تشغيله.`,
      );
    await page.screenshot({ path: 'artifacts/wordpress-settings-ar.png', fullPage: true });
    expect(problems.filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
    await context.close();
    await suite.wp.php("update_option('WPLANG', '');");
  });

  it('the Home and Generator pages chosen in the settings are where the shortcodes’ controls lead', async () => {
    const pages = JSON.parse(
      await suite.wp.php(
        `$home = wp_insert_post(['post_title' => 'Our home', 'post_type' => 'page', 'post_status' => 'publish', 'post_content' => '[ev_home]']);
         $plan = wp_insert_post(['post_title' => 'Plan your event', 'post_type' => 'page', 'post_status' => 'publish', 'post_content' => '[ev_generator]']);
         echo json_encode(['home' => get_permalink($home), 'plan' => get_permalink($plan)]);`,
      ),
    ) as { home: string; plan: string };
    const { context, page } = await openContext(suite.browser);
    await logIn(page, 'admin');
    await page.goto(settingsUrl());
    await page.selectOption('#ev-widgets-home_page', { label: 'Our home' });
    await page.selectOption('#ev-widgets-generator_page', { label: 'Plan your event' });
    await page.fill('#ev-widgets-email', 'events@example.sa');
    await page.click('#submit');
    await page.locator('#setting-error-settings_updated').waitFor();
    await context.close();
    expect(await html(pages.plan)).toContain(`<ev-generator home-url="${pages.home}"></ev-generator>`);
    const home = await html(pages.home);
    expect(home).toContain(`<ev-home generator-url="${pages.plan}"></ev-home>`);
    expect(JSON.parse(home.match(/id="ev-config">([^<]*)</)?.[1] ?? '{}')).toMatchObject({
      email: 'events@example.sa',
    });
  });

  it('logs no PHP notice from the plugin, and deleting it removes its settings', async () => {
    expect((await suite.wp.debugLog()).split('\n').filter((line) => line.includes('ev-widgets'))).toEqual([]);
    const gone = await suite.wp.php(
      `deactivate_plugins('ev-widgets/ev-widgets.php');
       uninstall_plugin('ev-widgets/ev-widgets.php');
       var_export(get_option('ev_widgets_options'));`,
    );
    expect(gone).toBe('false');
  });
});
