import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '../../../../src/saudi';
import { play } from '../play';

const times = (text: string, part: string) => text.split(part).length - 1;

describe('a reply hands over at most once', () => {
  it.each([
    ['en', 'can you bring a camel? and can the imam come to bless the couple? also do you handle passport renewals'],
    ['ar', 'تقدرون تجيبون جمل للزفة؟ وهل تقدرون تجيبون صقر يتصور معه الضيوف؟'],
  ] as const)(
    '%s: two questions she would not guess at get one handover with the numbers once',
    (language, message) => {
      const [turn] = play(language, [message]);
      expect(turn?.decisions.filter((decision) => decision.kind === 'handover')).toHaveLength(2);
      expect(times(turn?.response ?? '', DEFAULT_COMPANY_FACTS.phone)).toBe(1);
      expect(turn?.response).toMatch(/Those two questions|هالسؤالين/);
    },
  );
});

describe('she does not end reply after reply with the same question', () => {
  it('a detail left unanswered twice is not asked again, and is taken when given', () => {
    const turns = play('en', [
      'wedding for 200 in jeddah in june, budget 150k',
      "what's the deposit?",
      'how early should we book?',
      'can we pay by card?',
      'is vat included?',
      'do you do henna nights too?',
      'ok my name is Sara, 0551234567',
    ]);
    const asks = turns.map((turn) => turn.missing ?? null);
    expect(asks.slice(0, 4)).toEqual(['name', 'contact', 'name', 'contact']);
    expect(asks.slice(4, 6)).toEqual([null, null]);
    expect(turns[6]?.leadCaptured).toBe(true);
  });

  it('in Arabic too, the name is asked twice at most while the visitor asks on', () => {
    const turns = play('ar', [
      'زواج في جدة ٢٠٠ ضيف شهر ٦ والميزانية ١٥٠ الف',
      'كم العربون؟',
      'متى لازم نحجز؟',
      'نقدر ندفع بالبطاقة؟',
      'الضريبة داخلة بالسعر؟',
    ]);
    const nameAsks = turns.filter((turn) => turn.response.includes('الاسم الكريم')).length;
    expect(nameAsks).toBeLessThanOrEqual(2);
  });
});
