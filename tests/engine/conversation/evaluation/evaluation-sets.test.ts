import { describe, expect, it } from 'vitest';
import { DEV_CONVERSATIONS } from './dev-conversations';
import { DEV_QUESTIONS } from './dev-questions';
import { FRESH_CONVERSATIONS } from './fresh-conversations';
import { FRESH_QUESTIONS } from './fresh-questions';

// The sets measure Layla (report.ts); no test asserts on a single question of them.
describe("Layla's evaluation sets", () => {
  it.each([
    ['the development set', DEV_QUESTIONS, DEV_CONVERSATIONS],
    ['the set written after the work', FRESH_QUESTIONS, FRESH_CONVERSATIONS],
  ] as const)(
    '%s has 100 questions or more, about half Arabic, and 15 conversations or more',
    (_, questions, conversations) => {
      expect(questions.length).toBeGreaterThanOrEqual(100);
      const arabic = questions.filter((question) => question.language === 'ar').length;
      expect(arabic / questions.length).toBeGreaterThanOrEqual(0.45);
      expect(conversations.length).toBeGreaterThanOrEqual(15);
    },
  );
});
