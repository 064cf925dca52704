import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KNOWLEDGE } from '../../src/engine/conversation/knowledge-base/default-knowledge';
import { KnowledgeError, loadKnowledge } from '../../src/server/knowledge/load-knowledge';
import { withoutDatabaseUrl } from '../support/server-process';
import { startTestServer, type TestServer } from '../support/test-server';

const deposit = DEFAULT_KNOWLEDGE.find((entry) => entry.id === 'deposit');
const ownDeposit = {
  ...deposit,
  answer: {
    en: 'Our deposit is one third of the total, paid when you sign the contract.',
    ar: 'العربون عندنا ثلث المبلغ، يندفع عند توقيع العقد.',
  },
};
const badEntry = {
  id: 'valet-parking',
  group: 'guests',
  kind: 'text',
  topic: 'Parking',
  label: { en: 'parking', ar: 'المواقف' },
  answer: { en: 'We park the cars for you, at the door.', ar: 'We park the cars.' },
  phrasings: { en: ['valet?', 'parking?'], ar: ['فاليه؟', 'مواقف؟'] },
};

async function reply(server: TestServer, userMessage: string, language = 'en') {
  const response = await server.call('natural-conversation', { userMessage, language });
  expect(response.status).toBe(200);
  // A long answer comes one sentence a line: read it as one text.
  return ((await response.json()) as { response: string }).response.replace(/\n/g, ' ');
}

describe("a deployment's knowledge folder", () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ev-knowledge-'));
    server = await startTestServer({ KNOWLEDGE_DIR: dir });
  });
  afterAll(async () => {
    await server.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('replaces an entry and adds one, seen after a restart', async () => {
    expect(await reply(server, 'do you take a deposit?')).toContain(deposit?.answer.en);
    await writeFile(join(dir, 'deposit.json'), JSON.stringify(ownDeposit));
    await writeFile(
      join(dir, 'falconry.json'),
      JSON.stringify([
        {
          id: 'falconry',
          group: 'services',
          kind: 'text',
          topic: 'Falcon shows',
          label: { en: 'falcon shows', ar: 'عروض الصقور' },
          answer: { en: 'Yes: a licensed falconer brings a falcon show.', ar: 'إيه، نجيب صقّار مرخص بعرض صقور.' },
          phrasings: {
            en: ['falcon show', 'falconry display', 'can you bring falcons', 'a falconer for the guests'],
            ar: ['عرض صقور', 'صقار', 'تجيبون صقور للضيوف؟', 'نبي عرض صقارة'],
          },
        },
      ]),
    );
    // Read at start: the running server still says what it said.
    expect(await reply(server, 'do you take a deposit?')).toContain(deposit?.answer.en);
    server = await server.restart();
    const after = await reply(server, 'do you take a deposit?');
    expect(after).toContain('one third of the total');
    expect(after).not.toContain(deposit?.answer.en);
    expect(await reply(server, 'كم العربون؟', 'ar')).toContain('ثلث المبلغ');
    expect(await reply(server, 'can we have a falcon show?')).toContain('licensed falconer');
  });
});

describe('a bad entry', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ev-knowledge-bad-'));
    await writeFile(join(dir, 'deposit.json'), JSON.stringify(ownDeposit));
    await writeFile(join(dir, 'valet.json'), JSON.stringify(badEntry));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is named on one line, one line per bad entry', () => {
    let error: unknown;
    try {
      loadKnowledge(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(KnowledgeError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^valet\.json: entry "valet-parking": .*answer\.ar must be written in Arabic/);
  });

  it('stops the start: the server exits with that line and never listens', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...withoutDatabaseUrl(process.env), NODE_ENV: 'test', PORT: '0', KNOWLEDGE_DIR: dir, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).not.toContain('running at');
    const named = output.split('\n').filter((line) => line.includes('valet-parking'));
    expect(named).toHaveLength(1);
    expect(named[0]).toContain('valet.json');
  }, 30_000);
});
