import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type RequirementName = 'Chromium' | 'PostgreSQL' | 'WordPress' | 'nginx';

export interface Requirement {
  name: RequirementName;
  /** What the suites use, when this machine has it. */
  uses?: string;
  /** What is missing, when it does not. */
  missing?: string;
  /** The command that gets it. */
  install: string;
}

export const WORDPRESS_DIR = '/usr/share/wordpress';
export const APACHE_MODULES = '/usr/lib/apache2/modules';
export const NGINX = '/usr/sbin/nginx';
const WORDPRESS_PACKAGES = 'wordpress mariadb-server apache2 libapache2-mod-php php-mysql php-cli gettext';

/**
 * What `npm test` needs beyond node_modules, as found on this machine: Debian's Chromium for the
 * browser suites, a PostgreSQL server (DATABASE_URL) for the suites that run on one, and Debian's
 * WordPress stack for the plugin's (its commands found on PATH, as the suites run them), and
 * Debian's nginx with openssl for the production test behind TLS.
 * @example testRequirements({ PATH: '' }).filter((r) => r.missing).map((r) => r.name) // ['PostgreSQL', 'WordPress']
 */
export function testRequirements(env: NodeJS.ProcessEnv = process.env): Requirement[] {
  return [chromium(env), postgresql(env), wordpress(env), nginx(env)];
}

/** True on a CI machine (CI=true, as GitHub Actions and most others set it): nothing may be skipped there. */
export function onCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CI) && !['0', 'false'].includes(env.CI?.toLowerCase() ?? '');
}

/** The requirement `name`, as testRequirements finds it. */
export function testRequirement(name: RequirementName, env: NodeJS.ProcessEnv = process.env): Requirement {
  return testRequirements(env).find((requirement) => requirement.name === name) as Requirement;
}

function chromium(env: NodeJS.ProcessEnv): Requirement {
  const path = env.CHROME_PATH || '/usr/bin/chromium';
  const install = 'sudo apt-get install -y chromium (or CHROME_PATH=<a Chromium or Chrome>)';
  return executable(path)
    ? { name: 'Chromium', uses: path, install }
    : { name: 'Chromium', missing: `no Chromium at ${path}`, install };
}

function postgresql(env: NodeJS.ProcessEnv): Requirement {
  const install =
    'sudo apt-get install -y postgresql, then export DATABASE_URL=postgresql://<user>:<password>@127.0.0.1:5432/<db> (a role that may create databases; .ci/run makes one)';
  if (!env.DATABASE_URL) return { name: 'PostgreSQL', missing: 'DATABASE_URL is not set', install };
  const where = URL.canParse(env.DATABASE_URL) ? new URL(env.DATABASE_URL).host : 'an unreadable address';
  return { name: 'PostgreSQL', uses: `the server at ${where} (DATABASE_URL)`, install };
}

function wordpress(env: NodeJS.ProcessEnv): Requirement {
  const onPath = (command: string) =>
    (env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, command)));
  const files = [
    !existsSync(join(WORDPRESS_DIR, 'wp-settings.php')) && WORDPRESS_DIR,
    !executable('/usr/sbin/apache2') && '/usr/sbin/apache2',
    !modPhp() && `mod_php in ${APACHE_MODULES}`,
  ].filter(Boolean);
  // gettext's msgfmt and xgettext check the plugin's Arabic translation against its sources.
  const commands = ['mariadbd', 'mariadb-install-db', 'php', 'msgfmt', 'xgettext'].filter(
    (command) => !onPath(command),
  );
  const absent = [
    ...(files.length ? [`no ${files.join(', ')}`] : []),
    ...(commands.length ? [`${commands.join(', ')} not on PATH`] : []),
  ];
  if (absent.length > 0) {
    return { name: 'WordPress', missing: absent.join('; '), install: `sudo apt-get install -y ${WORDPRESS_PACKAGES}` };
  }
  if (!writable('/etc/wordpress')) {
    return {
      name: 'WordPress',
      missing: 'no write access to /etc/wordpress, where Debian’s WordPress reads its site config',
      install: 'run npm test as root, as CI does',
    };
  }
  const version = /\$wp_version = '([^']+)'/.exec(readFileSync(join(WORDPRESS_DIR, 'wp-includes/version.php'), 'utf8'));
  return {
    name: 'WordPress',
    uses: `WordPress ${version?.[1] ?? '(version unknown)'} in ${WORDPRESS_DIR}, with Apache, MariaDB and PHP`,
    install: `sudo apt-get install -y ${WORDPRESS_PACKAGES}`,
  };
}

function nginx(env: NodeJS.ProcessEnv): Requirement {
  const install = 'sudo apt-get install -y nginx openssl gettext-base';
  const onPath = (name: string) => (env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name)));
  const absent = [
    !executable(NGINX) && `no ${NGINX}`,
    !onPath('openssl') && 'openssl not on PATH',
    // docs/deploy.md renders the site with envsubst; the tests run that very line.
    !onPath('envsubst') && 'envsubst (gettext-base) not on PATH',
  ].filter(Boolean);
  if (absent.length > 0) return { name: 'nginx', missing: absent.join('; '), install };
  return { name: 'nginx', uses: `${NGINX} with a self-signed certificate from openssl, rendered by envsubst`, install };
}

function modPhp(): boolean {
  return existsSync(APACHE_MODULES) && readdirSync(APACHE_MODULES).some((file) => /^libphp[\d.]*\.so$/.test(file));
}

const executable = (path: string) => allowed(path, constants.X_OK);
const writable = (path: string) => allowed(path, constants.W_OK);

function allowed(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}
