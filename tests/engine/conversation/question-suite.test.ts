import { describe, expect, it } from 'vitest';
import { answerProblems, askQuestion } from './questions/ask-question';
import { QUESTIONS_AR } from './questions/questions-ar';
import { QUESTIONS_HELD_OUT } from './questions/questions-held-out';
import { QUESTIONS_HELD_OUT_2 } from './questions/questions-held-out-2';
import { QUESTIONS_EN } from './questions/questions-en';

const ALL = [...QUESTIONS_EN, ...QUESTIONS_AR, ...QUESTIONS_HELD_OUT, ...QUESTIONS_HELD_OUT_2];

describe.each([
  ['English', QUESTIONS_EN],
  ['Arabic', QUESTIONS_AR],
  ['Held-out', QUESTIONS_HELD_OUT],
  ['Second held-out', QUESTIONS_HELD_OUT_2],
])('%s visitor questions', (_, questions) => {
  it.each(questions.map((question) => [`${question.topic}: ${question.message}`, question] as const))(
    '%s',
    (_title, question) => {
      const turn = askQuestion(question);
      expect(answerProblems(question, turn), turn.response).toEqual([]);
    },
  );
});

describe('the question suite', () => {
  it('holds at least 150 questions, half of them or more in Arabic', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    expect(ALL.filter((question) => question.language === 'ar').length).toBeGreaterThanOrEqual(ALL.length / 2);
  });

  it('asks every topic in both languages', () => {
    const topics = (language: string) => new Set(ALL.filter((q) => q.language === language).map((q) => q.topic));
    expect([...topics('ar')].sort()).toEqual([...topics('en')].sort());
    expect(topics('en').size).toBe(16);
  });
});
