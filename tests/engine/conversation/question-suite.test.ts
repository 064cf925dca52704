import { describe, expect, it } from 'vitest';
import { answersEachQuestion } from './questions/answers-each-question';
import { askQuestion, outcomeOf } from './questions/ask-question';
import { questionSet } from './questions/question-set';

const QUESTIONS_EN = questionSet('en');
const QUESTIONS_AR = questionSet('ar');
const ALL = [...QUESTIONS_EN, ...QUESTIONS_AR];

answersEachQuestion([
  ['English', QUESTIONS_EN],
  ['Arabic', QUESTIONS_AR],
]);

describe('the question suite', () => {
  it('is answered on the right topic or asked about, 85 % or more, and on a wrong topic 3 % or less', () => {
    const outcomes = ALL.map((question) => outcomeOf(question, askQuestion(question)));
    const share = (kind: string) => outcomes.filter((outcome) => outcome === kind).length / outcomes.length;
    expect(share('right') + share('asked')).toBeGreaterThanOrEqual(0.85);
    expect(share('wrong')).toBeLessThanOrEqual(0.03);
  });

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
