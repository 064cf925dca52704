import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTemplate, prepareCluster } from '../../src/server/store/pglite-cluster';
import { PGLITE_SETTINGS } from '../../src/server/store/pglite-options';
import { openSql } from '../../src/server/store/open-sql';

/**
 * The embedded store's memory mechanism (figures are the bench's business, not a test's): initdb
 * runs in a child process into a template cluster, each new data folder is a copy of it, and
 * every open applies the memory settings.
 */
describe('the embedded store cluster', () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ev-cluster-'));
    template = (await ensureTemplate()) ?? '';
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function identity(dataDir: string) {
    const sql = await openSql({ dataDir });
    try {
      const [row] = await sql.query<{ id: string; buffers: string }>(
        `select (select system_identifier from pg_control_system())::text as id,
                current_setting('shared_buffers') as buffers`,
      );
      return row;
    } finally {
      await sql.close();
    }
  }

  it('opens new data folders as copies of one template, so initdb never ran in this process', async () => {
    expect(template).toMatch(/node_modules[/\\]\.cache[/\\]ev-widgets[/\\]pglite-/);
    const first = await identity(join(root, 'a'));
    const second = await identity(join(root, 'b'));
    // initdb gives every cluster it makes a new identifier; copies share the template's.
    expect(first?.id).toMatch(/^\d+$/);
    expect(second?.id).toBe(first?.id);
    expect(await readFile(join(root, 'a', 'pg', 'PG_VERSION'), 'utf8')).toBe(
      await readFile(join(template, 'PG_VERSION'), 'utf8'),
    );
  }, 60_000);

  it('applies the memory settings on every open, even to a folder made before them', async () => {
    const old = join(root, 'old', 'pg');
    await prepareCluster(old);
    const conf = join(old, 'postgresql.conf');
    await writeFile(conf, (await readFile(conf, 'utf8')).replace(/^shared_buffers = .*$/m, 'shared_buffers = 128MB'));
    expect(await readFile(conf, 'utf8')).toMatch(/^shared_buffers = 128MB/m);
    expect((await identity(join(root, 'old')))?.buffers).toBe(PGLITE_SETTINGS.shared_buffers);
  }, 60_000);

  it('leaves an existing cluster alone and makes an interrupted copy again', async () => {
    const dir = join(root, 'interrupted');
    await cp(template, dir, { recursive: true });
    await writeFile(join(dir, 'global', 'pg_control'), 'half-copied');
    expect(await prepareCluster(dir)).toBe('existing');
    expect(await readFile(join(dir, 'global', 'pg_control'), 'utf8')).toBe('half-copied');

    await unlink(join(dir, 'PG_VERSION'));
    expect(await prepareCluster(dir)).toBe('template');
    expect(await readFile(join(dir, 'global', 'pg_control'))).toEqual(
      await readFile(join(template, 'global', 'pg_control')),
    );
  });

  it('initialises the folder alone, still in a child process, when the template cannot be cached', async () => {
    const blocked = join(root, 'not-a-folder');
    await writeFile(blocked, '');
    const dir = join(root, 'alone', 'pg');
    expect(await prepareCluster(dir, join(blocked, 'cache'))).toBe('initdb');
    const alone = await identity(join(root, 'alone'));
    expect(alone?.id).not.toBe((await identity(join(root, 'a')))?.id);
  }, 120_000);
});
