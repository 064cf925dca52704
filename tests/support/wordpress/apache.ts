import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APACHE_MODULES } from '../../../scripts/test-requirements';
import { stopper } from './stopper';

const asRoot = process.getuid?.() === 0;

/**
 * Apache with mod_php serving Debian's WordPress (/usr/share/wordpress) on 127.0.0.1:`port`
 * only, from a configuration written here (not the machine's sites or ports), with
 * `WORDPRESS_CONFIG` naming the site's /etc/wordpress/config-<name>.php.
 */
export async function startApache(options: { dir: string; port: number; configName: string; contentDir: string }) {
  const { dir, port, configName, contentDir } = options;
  const php = readdirSync(APACHE_MODULES).find((file) => /^libphp[\d.]*\.so$/.test(file));
  if (!php) throw new Error('mod_php is missing: apt-get install -y libapache2-mod-php');
  await mkdir(join(dir, 'run'), { recursive: true });
  const module = (name: string) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`;
  const conf = [
    `ServerRoot "${dir}"`,
    'ServerName 127.0.0.1',
    `Listen 127.0.0.1:${port}`,
    `PidFile ${join(dir, 'run', 'apache.pid')}`,
    `DefaultRuntimeDir ${join(dir, 'run')}`,
    `Mutex file:${join(dir, 'run')} default`,
    `ErrorLog ${join(dir, 'apache-error.log')}`,
    'LogLevel warn',
    module('mpm_prefork'),
    ...['authz_core', 'dir', 'mime', 'alias', 'env'].map(module),
    `LoadModule php_module ${APACHE_MODULES}/${php}`,
    ...(asRoot ? ['User www-data', 'Group www-data'] : []),
    'StartServers 2',
    'MinSpareServers 1',
    'MaxSpareServers 4',
    'MaxRequestWorkers 8',
    'TypesConfig /etc/mime.types',
    'DocumentRoot /usr/share/wordpress',
    'DirectoryIndex index.php',
    `Alias /wp-content ${contentDir}`,
    `SetEnv WORDPRESS_CONFIG ${configName}`,
    '<Directory />\n  AllowOverride None\n  Require all denied\n</Directory>',
    '<Directory /usr/share/wordpress>\n  Options FollowSymLinks\n  Require all granted\n</Directory>',
    `<Directory ${contentDir}>\n  Options FollowSymLinks\n  Require all granted\n</Directory>`,
    '<FilesMatch "\\.php$">\n  SetHandler application/x-httpd-php\n</FilesMatch>',
  ].join('\n');
  const file = join(dir, 'apache.conf');
  await writeFile(file, `${conf}\n`);
  // Its own process group: Apache ends its workers by signalling its whole group, which must
  // not be the test runner's.
  const child = spawn('/usr/sbin/apache2', ['-f', file, '-DFOREGROUND'], { stdio: 'ignore', detached: true });
  const stop = stopper(child);
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/wp-login.php`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (up) return { stop };
    if (attempt > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`Apache did not start (see ${join(dir, 'apache-error.log')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
