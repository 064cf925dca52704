import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { testRequirement, WORDPRESS_DIR } from '../../../scripts/test-requirements';
import { startApache } from './apache';
import { startMariaDb } from './mariadb';

const run = promisify(execFile);
const RUNNER = resolve('tests/support/wordpress/wp.php');
export const WP_USERS = {
  admin: { login: 'admin', password: 'admin-pass-123' },
  author: { login: 'author', password: 'author-pass-123' },
} as const;

export type WordPress = Awaited<ReturnType<typeof startWordPress>>;

/**
 * Debian's WordPress (6.1, theme Twenty Twenty-Three) on http://127.0.0.1:`port`, its own
 * MariaDB and Apache, installed without a browser, with an administrator and an author, and
 * the plugin installed from `pluginZip` and activated. `php(code)` runs code inside it.
 */
export async function startWordPress({ port, pluginZip }: { port: number; pluginZip: string }) {
  checkPrerequisites();
  const dir = await mkdtemp(join(tmpdir(), 'ev-wordpress-'));
  const contentDir = join(dir, 'wp-content');
  await mkdir(join(contentDir, 'plugins'), { recursive: true });
  await mkdir(join(contentDir, 'uploads'));
  await symlink(`${WORDPRESS_DIR}/wp-content/themes`, join(contentDir, 'themes'));
  await symlink(`${WORDPRESS_DIR}/wp-content/languages`, join(contentDir, 'languages'));
  // Apache's workers run as www-data: they read the site, and the plugin folder WordPress unzips.
  for (const folder of [dir, contentDir, join(contentDir, 'plugins'), join(contentDir, 'uploads')]) {
    await chmod(folder, 0o755);
  }
  const origin = `http://127.0.0.1:${port}`;
  const configName = `ev-test-${randomBytes(4).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;
  const db = await startMariaDb(dir);
  const salt = () => randomBytes(24).toString('hex');
  const constantsPhp = {
    DB_NAME: 'wordpress',
    DB_USER: 'wp',
    DB_PASSWORD: 'wp',
    DB_HOST: db.host,
    WP_CONTENT_DIR: contentDir,
    WP_CONTENT_URL: `${origin}/wp-content`,
    WP_HOME: origin,
    WP_SITEURL: origin,
    WP_DEBUG: true,
    WP_DEBUG_DISPLAY: false,
    WP_DEBUG_LOG: join(dir, 'debug.log'),
    WP_HTTP_BLOCK_EXTERNAL: true,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    ...Object.fromEntries(
      ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((name) => [
        [`${name}_KEY`, salt()],
        [`${name}_SALT`, salt()],
      ]),
    ),
  };
  await writeFile(
    configFile,
    `<?php\n${Object.entries(constantsPhp)
      .map(([name, value]) => `define('${name}', ${JSON.stringify(value)});`)
      .join('\n')}\n`,
    { mode: 0o644 },
  );

  const php = async (code: string, env: Record<string, string> = {}) => {
    const { stdout } = await run('php', ['-d', 'display_errors=stderr', RUNNER, code], {
      env: { ...process.env, WORDPRESS_CONFIG: configName, WP_HOST: `127.0.0.1:${port}`, ...env },
    });
    return stdout;
  };
  const stopDb = db.stop;
  let stopApache = async () => {};
  const stop = async () => {
    await stopApache();
    await stopDb();
    await rm(configFile, { force: true });
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await php(
      `wp_install('Al Nakheel Hotel', '${WP_USERS.admin.login}', 'admin@example.test', true, '', '${WP_USERS.admin.password}');
       $author = wp_create_user('${WP_USERS.author.login}', '${WP_USERS.author.password}', 'author@example.test');
       (new WP_User($author))->set_role('author');`,
      { WP_INSTALLING: '1' },
    );
    // Installed as an administrator would: the zip unpacked by WordPress itself, then activated.
    const installed = await php(
      `WP_Filesystem();
       $unzipped = unzip_file(${JSON.stringify(resolve(pluginZip))}, WP_PLUGIN_DIR);
       if (is_wp_error($unzipped)) { echo 'unzip: ', $unzipped->get_error_message(); exit(1); }
       $activated = activate_plugin('ev-widgets/ev-widgets.php');
       echo is_wp_error($activated) ? 'activate: ' . $activated->get_error_message() : 'active';`,
    );
    if (installed !== 'active') throw new Error(`plugin install failed: ${installed}`);
    stopApache = (await startApache({ dir, port, configName, contentDir })).stop;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    php,
    /** PHP's notices and warnings since the install (WP_DEBUG_LOG). */
    debugLog: () => readFile(join(dir, 'debug.log'), 'utf8').catch(() => ''),
    stop,
  };
}

function checkPrerequisites() {
  const wordpress = testRequirement('WordPress');
  if (wordpress.missing) throw new Error(`WordPress: ${wordpress.missing}: ${wordpress.install}`);
}
