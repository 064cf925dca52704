import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../../src/saudi/normalize-text';
import { parseNumbers } from '../../../../src/engine/conversation/text/parse-numbers';

const values = (text: string) => parseNumbers(normalizeText(text)).map((mention) => mention.value);

describe('parseNumbers', () => {
  it.each([
    ['two hundred', 200],
    ['three thousand', 3000],
    ['one hundred and fifty', 150],
    ['a thousand', 1000],
    ['half a million', 500_000],
    ['twenty five thousand', 25_000],
    ['مية', 100],
    ['ميه', 100],
    ['مئة', 100],
    ['مائة', 100],
    ['ميتين', 200],
    ['مئتين', 200],
    ['ثلاثمية', 300],
    ['ثلاثمائة', 300],
    ['خمسمية', 500],
    ['ألف', 1000],
    ['الفين', 2000],
    ['ثلاث آلاف', 3000],
    ['نص مليون', 500_000],
    ['مليون', 1_000_000],
    ['مليون ونص', 1_500_000],
    ['مية وخمسين', 150],
    ['ثلاث مية و خمسين', 350],
    ['خمسين ألف', 50_000],
    ['200k', 200_000],
    ['50K', 50_000],
    ['1.5 million', 1_500_000],
    ['2m', 2_000_000],
    ['1,500', 1500],
    ['1.500', 1500],
    ['١٬٥٠٠', 1500],
    ['١،٥٠٠', 1500],
    ['٥٠ ألف', 50_000],
    ['۳۰۰', 300],
    ['1.5', 2],
  ])('reads %s as %d', (text, value) => {
    expect(values(text)).toEqual([value]);
  });

  it('keeps separate numbers apart', () => {
    expect(values('budget 50k for 200 guests')).toEqual([50_000, 200]);
    expect(values('200 300')).toEqual([200, 300]);
  });

  it('marks numbers written with a scale, a hint of money', () => {
    expect(parseNumbers('50k 200').map((mention) => mention.scaled)).toEqual([true, false]);
  });

  it('finds nothing in plain words', () => {
    expect(values('a wedding in riyadh')).toEqual([]);
    expect(values('half')).toEqual([]);
  });
});
