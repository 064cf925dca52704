import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { quoteEvent } from '../../../../src/engine/planner';
import { formatNumber } from '../../../../src/saudi';
import { readJsonFile } from '../../../support/read-json-file';
import { ASKED_ON, questionGroupSchema } from './question';

const file = join(mkdtempSync(join(tmpdir(), 'question-set-')), 'questions.json');
const read = (names: unknown[]) => {
  writeFileSync(
    file,
    JSON.stringify([{ language: 'en', questions: [{ topic: 'prices', message: 'how much?', names }] }]),
  );
  return readJsonFile(file, z.array(questionGroupSchema))[0]?.questions[0]?.names;
};

describe('a question file', () => {
  it('names texts, patterns with their flags, alternatives, and tier totals from the planner', () => {
    const event = {
      eventType: 'wedding',
      guestCount: 250,
      location: 'Jeddah',
      eventDate: '2026-11-15',
      season: 'autumn',
    } as const;
    const tiers = quoteEvent({ ...event, currentDate: ASKED_ON });
    expect(
      read([
        'VAT',
        { pattern: '15\\s?%', flags: 'i' },
        ['spring', { pattern: 'autumn' }],
        { tierTotal: event },
        { tierTotal: event, level: 'basic' },
      ]),
    ).toEqual([
      'VAT',
      /15\s?%/i,
      ['spring', /autumn/],
      formatNumber(tiers.standard.total, 'en'),
      formatNumber(tiers.basic.total, 'en'),
    ]);
  });

  it('with a pattern that is not a regular expression, or a fact of no known kind, fails with its path', () => {
    expect(() => read([{ pattern: '15(' }])).toThrow(`${file}: Invalid regular expression`);
    expect(() => read([{ text: 'VAT' }])).toThrow(`${file} does not hold what it should`);
  });
});
