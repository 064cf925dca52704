import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../../../src/contracts/knowledge-entry';
import { converse } from '../../../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../../../src/engine/conversation/knowledge-base/default-knowledge';
import { findKnowledge } from '../../../../src/engine/conversation/knowledge-base/find-knowledge';
import { buildKnowledgeIndex } from '../../../../src/engine/conversation/knowledge-base/knowledge-index';
import { splitQuestions } from '../../../../src/engine/conversation/knowledge-base/split-questions';
import type { Language } from '../../../../src/contracts/constants';

const index = buildKnowledgeIndex(DEFAULT_KNOWLEDGE);
const answerOf = (id: string, language: Language) =>
  DEFAULT_KNOWLEDGE.find((entry) => entry.id === id)?.answer[language] ?? '';

describe('finding the entry a message is about', () => {
  it.each([
    ['do you take a deposite?', 'deposit'],
    ['is the venu wheelchiar accessible', 'accessibility'],
    ['cancelation policy pls', 'cancellation'],
    ['العربون كم', 'deposit'],
    ['عندكم أكل نباتيّ؟', 'vegetarian'],
    ['كوشه العروس بكم', 'kosha'],
  ])('reads through typos, Arabic letter forms and endings: %s', (message, id) => {
    expect(findKnowledge(index, message)?.entry.id).toBe(id);
  });

  it.each([
    'Can the bride arrive on a horse?',
    'Can we have a live falcon show at the wedding?',
    'What is the capital of France?',
    "What's the weather like in London?",
    'ممكن عرض صقور في حفل الزواج؟',
    'وش عاصمة فرنسا؟',
  ])('answers no entry below the confidence threshold: %s', (message) => {
    const match = findKnowledge(index, message);
    const reply = converse({ userMessage: message, language: /[a-z]/i.test(message) ? 'en' : 'ar' }).response;
    for (const entry of DEFAULT_KNOWLEDGE) expect(reply).not.toContain(entry.answer.en.slice(0, 40));
    expect(match === undefined || !match.strong).toBe(true);
  });

  it('says honestly what she cannot place and offers the team instead of an unrelated answer', () => {
    const reply = converse({ userMessage: 'Can we have a live falcon show at the wedding?', language: 'en' }).response;
    expect(reply).toContain('our team will confirm');
    expect(reply).toMatch(/WhatsApp/);
  });

  it("takes a deployment's entry over the default of the same id, and a new id as a new topic", () => {
    const deposit: KnowledgeEntry = {
      ...(DEFAULT_KNOWLEDGE.find((entry) => entry.id === 'deposit') as KnowledgeEntry),
      answer: { en: 'We ask for a deposit of one third when you sign.', ar: 'نطلب عربون ثلث المبلغ عند التوقيع.' },
    };
    const falconry: KnowledgeEntry = {
      id: 'falconry',
      topic: 'Falcon shows',
      answer: { en: 'Yes: a licensed falconer can bring a falcon show.', ar: 'إيه، نجيب صقّار مرخص بعرض صقور.' },
      phrasings: { en: ['falcon show', 'falconry display'], ar: ['عرض صقور', 'صقار'] },
    };
    const own = buildKnowledgeIndex([...DEFAULT_KNOWLEDGE, deposit, falconry]);
    expect(own.entries.length).toBe(DEFAULT_KNOWLEDGE.length + 1);
    const reply = converse({ userMessage: 'do you take a deposit?', language: 'en', knowledge: own }).response;
    expect(reply).toContain('one third when you sign');
    expect(reply).not.toContain(answerOf('deposit', 'en'));
    expect(converse({ userMessage: 'ممكن عرض صقور؟', language: 'ar', knowledge: own }).response).toContain('صقّار مرخص');
  });
});

describe('cutting a message into its questions', () => {
  it.each([
    ['price for a graduation for 150? also do you take a deposit?', 2],
    ['do we need a licence? and what is the cost?', 2],
    ['كم العربون؟ وهل عندكم طاقم نسائي؟ ومتى ادفع الباقي؟', 3],
    ['a wedding for 200 in Jeddah, also can you do a henna night', 2],
    ['is a deposit needed', 1],
  ])('%s', (message, parts) => {
    expect(splitQuestions(message)).toHaveLength(parts);
  });
});
