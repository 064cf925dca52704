import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterLoadSnippet } from '../../../scripts/after-load-snippet';
import { PLUGIN_DIR } from '../../../scripts/wordpress-zip';
import { needs } from '../../support/needs';

const phpFiles = readdirSync(PLUGIN_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.php'))
  .map((file) => join(PLUGIN_DIR, file));

describe('the WordPress plugin’s sources', () => {
  it('loads every PHP file it ships from ev-widgets.php (uninstall.php is WordPress’s own entry), and loads no missing file', () => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const required of requiredFiles(file)) {
        expect(existsSync(required), `${file} loads ${required}`).toBe(true);
        visit(required);
      }
    };
    visit(join(PLUGIN_DIR, 'ev-widgets.php'));
    const entries = [...loaded, join(PLUGIN_DIR, 'uninstall.php')];
    expect(phpFiles.filter((file) => !entries.includes(file))).toEqual([]);
  });

  // php -l needs PHP, which Debian's WordPress stack brings.
  describe('its PHP', needs('WordPress'), () => {
    it.each(phpFiles)('%s lints clean with php -l', (file) => {
      let output: string;
      try {
        output = execFileSync('php', ['-l', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        const { code, stdout } = error as { code?: string; stdout?: string };
        if (code === 'ENOENT') throw new Error('php is missing: apt-get install -y php-cli');
        throw new Error(`php -l ${file}:\n${stdout}`);
      }
      expect(output).toContain('No syntax errors detected');
    });
  });

  it('prints the embedding guide’s after-load snippet, line for line', () => {
    const page = readFileSync(join(PLUGIN_DIR, 'includes/class-ev-widgets-page.php'), 'utf8');
    const template = /const AFTER_LOAD_SCRIPT = <<<'JS'\n([\s\S]*?)\nJS;/.exec(page)?.[1];
    const snippet = afterLoadSnippet('URL')
      .split('\n')
      .slice(1, -1)
      .map((line) => line.trim().replace('["URL"]', '%s'));
    expect(template?.split('\n').map((line) => line.trim())).toEqual(snippet);
  });

  it('stops when loaded outside WordPress, and every file says so first', () => {
    for (const file of phpFiles) {
      const source = readFileSync(file, 'utf8');
      const guard = file.endsWith('uninstall.php')
        ? "defined( 'WP_UNINSTALL_PLUGIN' ) || exit;"
        : "defined( 'ABSPATH' ) || exit;";
      expect(source, file).toContain(guard);
    }
  });

  it('carries the package’s version in its header, its constant and its readme', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    const main = readFileSync(join(PLUGIN_DIR, 'ev-widgets.php'), 'utf8');
    const readme = readFileSync(join(PLUGIN_DIR, 'readme.txt'), 'utf8');
    expect(main).toMatch(new RegExp(`\\* Version:\\s+${version}\\n`));
    expect(main).toContain(`define( 'EV_WIDGETS_VERSION', '${version}' );`);
    expect(readme).toContain(`Stable tag: ${version}\n`);
    expect(main).toMatch(/\* License:\s+GPL-2\.0-or-later/);
  });

  // xgettext and msgfmt are Debian's gettext, which the WordPress requirement includes.
  it('has every admin string in Arabic, and its .mo is the one msgfmt builds from the .po', needs('WordPress'), () => {
    const keywords = ['__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e'].map((k) => `--keyword=${k}`);
    const pot = execFileSync('xgettext', ['--language=PHP', '--from-code=UTF-8', ...keywords, '-o', '-', ...phpFiles], {
      encoding: 'utf8',
    });
    const po = readFileSync(join(PLUGIN_DIR, 'languages/ev-widgets-ar.po'), 'utf8');
    const ids = (text: string) =>
      text
        .split('\n\n')
        .map((entry) => [...(/^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)])
        .map((parts) => parts.map((part) => part[1]).join(''))
        .filter(Boolean);
    expect(ids(po).sort()).toEqual(ids(pot).sort());
    for (const entry of po.split('\n\n').slice(1)) expect(entry, entry).toMatch(/^msgstr "[^"]+/m);
    const built = execFileSync('msgfmt', ['--check', '-o', '-', join(PLUGIN_DIR, 'languages/ev-widgets-ar.po')]);
    expect(Buffer.compare(built, readFileSync(join(PLUGIN_DIR, 'languages/ev-widgets-ar.mo')))).toBe(0);
  });
});

/** The files a PHP file requires or includes by a path relative to itself (`__DIR__ . '/x.php'`). */
function requiredFiles(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern =
    /(?:require|include)(?:_once)?\s*\(?\s*(?:__DIR__\s*\.\s*|(?:plugin_dir_path|trailingslashit)\(\s*(?:__FILE__|__DIR__)\s*\)\s*\.\s*|dirname\(\s*__FILE__\s*\)\s*\.\s*)'([^']+\.php)'/g;
  return [...source.matchAll(pattern)].map((match) => join(dirname(file), (match[1] ?? '').replace(/^\//, '')));
}
