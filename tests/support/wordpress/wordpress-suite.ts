import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildWordPressZip } from '../../../scripts/wordpress-zip';
import { freePort } from '../server-process';
import { type BrowserSite, setUpBrowserSite } from '../site';
import { startWordPress, WP_USERS, type WordPress } from './start-wordpress';

export interface WordPressSuite extends BrowserSite {
  wp: WordPress;
}

/**
 * The set-up the plugin's browser tests share (tests/e2e/wordpress-*.test.ts): the plugin in a
 * real WordPress (Debian's 6.1, Twenty Twenty-Three, MariaDB, Apache) on
 * http://127.0.0.1:<port>, installed from its zip; the widgets come from the functions server,
 * another origin, which lists the WordPress origin in ALLOWED_ORIGINS. One WordPress per file,
 * stopped after it, and the helpers the tests speak to it with.
 */
export function setUpWordPressSuite() {
  let wpPort = 0;
  const suite = setUpBrowserSite(async () => {
    wpPort = await freePort();
    return { ALLOWED_ORIGINS: `http://127.0.0.1:${wpPort}` };
  }) as WordPressSuite;
  let zipDir = '';
  beforeAll(async () => {
    zipDir = await mkdtemp(join(tmpdir(), 'ev-plugin-zip-'));
    suite.wp = await startWordPress({ port: wpPort, pluginZip: buildWordPressZip(join(zipDir, 'ev-widgets.zip')) });
  }, 240_000);
  afterAll(async () => {
    // The settings file's last test says it by name; this keeps it true of every file's WordPress,
    // the pages the shortcodes render included.
    const notices = (await suite.wp?.debugLog())?.split('\n').filter((line) => line.includes('ev-widgets')) ?? [];
    await suite.wp?.stop();
    await rm(zipDir, { recursive: true, force: true });
    if (notices.length > 0) throw new Error(`the plugin logged PHP notices:\n${notices.join('\n')}`);
  });

  /** Saves a published post as `user` (WordPress applies that user's HTML filtering) and returns its URL. */
  async function publish(user: keyof typeof WP_USERS, title: string, content: string) {
    const out = await suite.wp.php(
      `wp_set_current_user(get_user_by('login', ${JSON.stringify(WP_USERS[user].login)})->ID);
     $id = wp_insert_post(['post_title' => ${JSON.stringify(title)}, 'post_status' => 'publish',
       'post_content' => ${JSON.stringify(content)}], true);
     echo json_encode(['url' => get_permalink($id), 'content' => get_post($id)->post_content]);`,
    );
    return JSON.parse(out) as { url: string; content: string };
  }

  async function logIn(page: Page, user: keyof typeof WP_USERS) {
    // Once in a full CI run the login form came back to wp-login.php without an error (WordPress's own
    // page, not the plugin's): the form is filled and sent again once before the test gives up.
    for (let attempt = 1; ; attempt++) {
      await page.goto(`${suite.wp.origin}/wp-login.php`);
      await page.fill('#user_login', WP_USERS[user].login);
      await page.fill('#user_pass', WP_USERS[user].password);
      const arrived = page.waitForURL(/wp-admin/, { timeout: 20_000 });
      await page.click('#wp-submit');
      try {
        await arrived;
        return;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  }

  return {
    suite,
    publish,
    logIn,
    functionsUrl: () => `${suite.site.url.replace('localhost', '127.0.0.1')}/functions/v1`,
    settingsUrl: () => `${suite.wp.origin}/wp-admin/options-general.php?page=ev-widgets`,
    options: async () => JSON.parse(await suite.wp.php("echo json_encode(get_option('ev_widgets_options'));")),
  };
}

export const html = async (url: string) => (await fetch(url)).text();
export const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
