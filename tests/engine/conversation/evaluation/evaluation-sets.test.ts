import { describe, expect, it } from 'vitest';
import { DEV_CONVERSATIONS } from './dev-conversations';
import { DEV_QUESTIONS } from './dev-questions';
import { DEV2_CONVERSATIONS } from './dev2-conversations';
import { DEV2_QUESTIONS } from './dev2-questions';
import { DEV3_QUESTIONS } from './dev3-questions';
import { FRESH_CONVERSATIONS } from './fresh-conversations';
import { FRESH_QUESTIONS } from './fresh-questions';

// The sets measure Layla (report.ts); no test asserts on a single question of them.
describe("Layla's evaluation sets", () => {
  it.each([
    ['the development set', 100, 15, DEV_QUESTIONS, DEV_CONVERSATIONS],
    ['the set written after the work', 100, 15, FRESH_QUESTIONS, FRESH_CONVERSATIONS],
    ['the second development set', 80, 30, DEV2_QUESTIONS, DEV2_CONVERSATIONS],
  ] as const)(
    '%s has %i questions or more, about half Arabic, and %i conversations or more, about half Arabic',
    (_, leastQuestions, leastConversations, questions, conversations) => {
      expect(questions.length).toBeGreaterThanOrEqual(leastQuestions);
      const arabic = questions.filter((question) => question.language === 'ar').length;
      expect(arabic / questions.length).toBeGreaterThanOrEqual(0.45);
      expect(conversations.length).toBeGreaterThanOrEqual(leastConversations);
      const arabicTalks = conversations.filter((conversation) => conversation.language === 'ar').length;
      expect(arabicTalks / conversations.length).toBeGreaterThanOrEqual(0.25);
    },
  );

  it('the third development set has 40 messages or more, half of them Arabic', () => {
    expect(DEV3_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(DEV3_QUESTIONS.filter((question) => question.language === 'ar')).toHaveLength(DEV3_QUESTIONS.length / 2);
  });
});
