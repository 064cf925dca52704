import { describe, expect, it } from 'vitest';
import { remembered } from '../../../../src/engine/conversation/text/remembered';

describe('a function of a text, remembered', () => {
  it('reads a text once while it is remembered, and again once it has been forgotten', () => {
    const reads: string[] = [];
    const length = remembered((text: string) => {
      reads.push(text);
      return text.length;
    }, 2);
    expect([length('hi'), length('hi'), length('hello')]).toEqual([2, 2, 5]);
    expect(reads).toEqual(['hi', 'hello']);
    // Full at two: the third text clears what it held.
    length('hey');
    length('hi');
    expect(reads).toEqual(['hi', 'hello', 'hey', 'hi']);
  });

  it('remembers an undefined answer too', () => {
    let calls = 0;
    const none = remembered(() => {
      calls++;
      return undefined;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});
