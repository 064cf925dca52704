import { describe, expect, it } from 'vitest';
import { answerProblems, askQuestion } from './ask-question';
import type { Question } from './question';

/**
 * A block of tests a set and a test a question: each is asked the way the chat asks it and is
 * answered with no problem (question-suite.test.ts and question-suite-held-out.test.ts).
 */
export function answersEachQuestion(sets: [name: string, questions: readonly Question[]][]) {
  describe.each(sets)('%s visitor questions', (_, questions) => {
    it.each(questions.map((question) => [`${question.topic}: ${question.message}`, question] as const))(
      '%s',
      (_title, question) => {
        const turn = askQuestion(question);
        expect(answerProblems(question, turn), turn.response).toEqual([]);
      },
    );
  });
}
