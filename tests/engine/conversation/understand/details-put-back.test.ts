import { describe, expect, it } from 'vitest';
import { answered, ask } from '../play';

describe('a question read with the details beside it put back', () => {
  it('answers what the question asks when, alone, it leans to another topic', () => {
    // Alone, 'a minimum number' is as near the company's phone number as small events.
    expect(
      answered(ask("is there a minimum number? only 9 of us, a dinner for my grandpa's retirement", 'en')),
    ).toEqual(['small-events']);
  });
});
