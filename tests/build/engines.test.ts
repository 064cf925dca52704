import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface Manifest {
  engines?: { node?: string };
  allowScripts?: Record<string, boolean>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest & { devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Manifest> };

/**
 * npm warns EBADENGINE for every locked package whose `engines` leave out the running Node, and
 * a newcomer on a Node that package.json allows reads that as a broken install. package.json states
 * what every locked package allows (vite, rolldown and vitest need 20.19, 22.13 or 24+).
 */
describe('a fresh npm ci', () => {
  it('installs nothing whose engines leave out a Node that package.json allows', () => {
    const allowed = pkg.engines?.node ?? '*';
    expect(semver.satisfies(process.versions.node, allowed)).toBe(true);
    const excluding = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.engines?.node && !semver.subset(allowed, entry.engines.node))
      .map(([path, entry]) => `${path} needs node ${entry.engines?.node}, package.json allows ${allowed}`);
    expect(excluding).toEqual([]);
    expect(lock.packages['']?.engines?.node).toBe(allowed);
  });

  it('has a recorded decision for every dependency with an install script, so npm 11 has nothing to ask', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path && (entry as { hasInstallScript?: boolean }).hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in (pkg.allowScripts ?? {})))).toEqual([]);
  });
});
