import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory } from '../../scripts/build-in-memory';
import { type BundleSizes, measureBundle, type Size } from '../../scripts/bundle-sizes';

/**
 * Builds the widgets from the sources this run has (in memory: never an older dist/), and fails
 * when a file a page fetches outgrows its budget. Sizes add up each file compressed on its own,
 * as a browser fetches them.
 */
const budgets = JSON.parse(readFileSync('dist-spec/budgets.json', 'utf8'));
const ENTRIES = ['ev-contact.js', 'ev-home.js', 'ev-chat-layla.js', 'ev-generator.js'];
let sizes: BundleSizes;
beforeAll(async () => {
  sizes = measureBundle(await buildInMemory(), 'demo/index.html');
}, 120_000);
const kib = (bytes: number) => bytes / 1024;

function expectWithin(size: Size, budget: { gzip: number; brotli: number }, label: string) {
  expect(kib(size.gzip), `${label} gzip KiB (${size.files.join(', ')})`).toBeLessThanOrEqual(budget.gzip);
  expect(kib(size.brotli), `${label} brotli KiB`).toBeLessThanOrEqual(budget.brotli);
}

describe('size budgets (dist-spec/budgets.json)', () => {
  it('keeps everything shared, React included, within budget', () =>
    expectWithin(sizes.shared, budgets.shared, 'shared'));

  it.each(ENTRIES)('keeps the %s entry within budget', (entry) => {
    expectWithin(sizes.widgets[entry] as Size, budgets.widgets[entry], entry);
  });

  it.each(ENTRIES)('keeps what a page adding %s loads before intent within budget', (entry) => {
    expectWithin(sizes.firstLoad[entry] as Size, budgets.firstLoad[entry], `${entry} first load`);
  });

  it.each(['ev-contact.js', 'ev-generator.js'])(
    'loads no React with %s before intent: its first view draws without',
    (entry) => {
      const files = (sizes.firstLoad[entry] as Size).files;
      expect(files.filter((file) => /chunks\/(react|runtime)-/.test(file))).toEqual([]);
    },
  );

  it('keeps the chat’s first load (the facade, no React) within budget, the rest loading on intent', () => {
    expectWithin(sizes.chatFirstLoad, budgets.chatFirstLoad, 'chat first load');
    expect(sizes.chatFirstLoad.files.filter((file) => /chunks\/(react|runtime|chat-app)-/.test(file))).toEqual([]);
  });

  it('keeps what the chat loads on intent within budget', () => {
    expectWithin(sizes.chatOnIntent, budgets.chatOnIntent, 'chat on intent');
    expect(sizes.chatOnIntent.files.some((file) => file.startsWith('chunks/chat-app-'))).toBe(true);
    expect(sizes.chatOnIntent.files.some((file) => file.startsWith('chunks/react-'))).toBe(true);
  });

  it('keeps the demo site’s first load within budget, without the functions client', () => {
    expectWithin(sizes.demoFirstLoad, budgets.demoFirstLoad, 'demo first load');
    expect(sizes.demoFirstLoad.files.some((file) => file.includes('functions-client'))).toBe(false);
  });

  it('keeps the lazily loaded functions client within budget', () =>
    expectWithin(sizes.functionsClient, budgets.functionsClient, 'functions client'));
});
