import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readJsonFile } from '../../../support/read-json-file';
import { evaluationSet } from './evaluation-set';
import { visitorQuestionGroupSchema } from './visitor-question';

// The sets measure Layla (report.ts); no test asserts on a single question of them.
describe("Layla's evaluation sets", () => {
  it.each([
    ['the development set', 100, 15, evaluationSet('dev')],
    ['the set written after the work', 100, 15, evaluationSet('fresh')],
    ['the second development set', 80, 30, evaluationSet('dev2')],
  ] as const)(
    '%s has %i questions or more, about half Arabic, and %i conversations or more, about half Arabic',
    (_, leastQuestions, leastConversations, { questions, conversations }) => {
      expect(questions.length).toBeGreaterThanOrEqual(leastQuestions);
      const arabic = questions.filter((question) => question.language === 'ar').length;
      expect(arabic / questions.length).toBeGreaterThanOrEqual(0.45);
      expect(conversations.length).toBeGreaterThanOrEqual(leastConversations);
      const arabicTalks = conversations.filter((conversation) => conversation.language === 'ar').length;
      expect(arabicTalks / conversations.length).toBeGreaterThanOrEqual(0.25);
    },
  );

  it('the third development set has 40 messages or more, half of them Arabic', () => {
    const { questions } = evaluationSet('dev3');
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((question) => question.language === 'ar')).toHaveLength(questions.length / 2);
  });

  it('a set file that is not JSON, or not of the set shape, fails with its path and what is wrong where', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'evaluation-set-')), 'questions.json');
    const read = () => readJsonFile(file, z.array(visitorQuestionGroupSchema));
    writeFileSync(file, '[{ "language": "en",');
    expect(read).toThrow(`${file}: `);
    writeFileSync(file, JSON.stringify([{ language: 'en', questions: [{ message: 'hi', ask: [['greeting']] }] }]));
    expect(read).toThrow(/questions\.json does not hold[\s\S]*Unrecognized key: "ask"\s+→ at \[0\]\.questions\[0\]/);
  });
});
