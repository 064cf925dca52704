import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lock file that lacks an optional dependency of a locked package, even one for
 * another platform. `npm install` here leaves those out when the registry mirror lacks their
 * metadata (Biome's and Deno's other-platform binaries), so CI's fresh `npm ci` would fail.
 */
describe('package-lock.json', () => {
  it('lists every optional dependency of every locked package, so npm ci works on a fresh machine', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !(`${path}/node_modules/${name}` in lock.packages || `node_modules/${name}` in lock.packages))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
