import { describe, expect, it } from 'vitest';
import { defaultKnowledgeIndex } from '../../../../src/engine/conversation/knowledge-base/default-knowledge-index';
import { understand } from '../../../../src/engine/conversation/understand/understand';

const knowledge = defaultKnowledgeIndex();
const read = (message: string) =>
  understand(message, { knowledge, known: {}, expecting: null, today: '2026-05-01' }).questions.map((question) =>
    question.verdict.kind === 'answer'
      ? question.verdict.topic
      : question.verdict.kind === 'unsure'
        ? `unsure:${question.verdict.guess}`
        : 'clarify',
  );

describe('two needs joined by and or و in one clause', () => {
  it.each([
    ["we'd like a henna artist for the ladies and some valet guys at the door", ['henna-night', 'valet-parking']],
    ['بنحتاج حراس على البوابة و سيارة اسعاف جنب القاعة', ['security-guards', 'health-safety']],
    // Read whole, it is sure of the generator alone and would drop the tent.
    ['we need a big tent and a generator', ['furniture-tents', 'power-generators']],
  ])('reads each need when each side alone is sure of its own topic: %s', (message, topics) => {
    expect(read(message)).toEqual(topics);
  });

  // Split at 'and', 'for national day we're doing green' was answered as a need of its own.
  it("a side that tells about the event in a clause of its own is context, not a need ('we're doing green and white')", () => {
    expect(
      read(
        "For National Day we're doing green and white everything, can you arrange buses to bring 150 employees from the office?",
      ),
    ).toHaveLength(1);
    // Without the rule, 'we have the hall booked' was a second need, handed over.
    expect(read('we have the hall booked and need someone to do the flowers')).toEqual(['flowers']);
  });

  it('keeps the side the whole message would drop, to ask about it or hand it over', () => {
    expect(read('نبي كوشه و شموع')).toEqual(['kosha', 'unsure:decor']);
  });

  it.each([
    ['we need a kosha, a henna artist and valet at the door'],
    ["we'd like a henna artist and we will sort the valet at the door ourselves"],
    ['نبي حراس على البوابة و احنا بنجيب سيارة الاسعاف'],
  ])("reads one request when the and closes a list or opens the visitor's own clause: %s", (message) => {
    expect(read(message)).toHaveLength(1);
  });
});
