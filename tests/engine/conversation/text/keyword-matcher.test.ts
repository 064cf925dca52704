import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicStems, keywordHits } from '../../../../src/engine/conversation/text/keyword-index';
import { escapeRegExp, keywordMatcher } from '../../../../src/engine/conversation/text/keyword-matcher';

describe('the shared keyword index', () => {
  it('reads an Arabic word as every clitic prefix, stem and suffix it can be', () => {
    const stems = arabicStems('وبالرياض');
    expect(stems).toContain('رياض');
    expect(stems).toContain('الرياض');
    expect(stems).toContain('وبالرياض');
    expect(arabicStems('خدماتكم')).toContain('خدمات');
    // One suffix at a time: 'ات' then 'كم' is no reading.
    expect(arabicStems('خدماتكم')).toContain('خدما');
    expect(arabicStems('خدماتكم')).not.toContain('خدم');
    // The stem is never empty: 'ال' alone is not the article around nothing.
    expect(arabicStems('ال')).not.toContain('');
  });

  it('finds a word, a stem with clitics and a phrase, and nothing that is only inside a word', () => {
    const permits = keywordMatcher(['permit', 'red tape', "what's in"], ['تصريح', 'القيمه المضافه']);
    expect(permits('do we need a permit?')).toBe(true);
    expect(permits('so much red tape')).toBe(true);
    expect(permits("what's in the price")).toBe(true);
    expect(permits('وتصاريحكم وتصريحكم')).toBe(true);
    expect(permits('بالقيمه المضافه')).toBe(true);
    expect(permits('permits')).toBe(false);
    expect(permits('red tapes')).toBe(false);
    expect(permits('القيمه فقط')).toBe(false);
  });

  it('keeps one analysis per text for every matcher, and a matcher made later sees it too', () => {
    const text = 'نبي قاعه في جده';
    expect(keywordHits(text)).toBe(keywordHits(text));
    const late = keywordMatcher([], ['قاعه']);
    expect(late(text)).toBe(true);
  });
});

// The matcher as its documentation defines it, one regex per entry and no index: the index may
// only make it faster, never change an answer.
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const AR_PREFIX = '(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?';
const AR_SUFFIX = '(?:ي|ه|ها|نا|كم|هم|ات|ين|تي|تنا|تكم)?';
function reference(english: string[], arabic: string[]) {
  const patterns = [
    ...english.map((entry) => new RegExp(`${B}${escapeRegExp(entry)}${E}`, 'u')),
    ...arabic.map((entry) => new RegExp(`${B}${AR_PREFIX}${escapeRegExp(entry)}${AR_SUFFIX}${E}`, 'u')),
  ];
  return (text: string) => patterns.some((pattern) => pattern.test(text));
}

const ENGLISH = ['permit', 'red tape', "what's in", 'up to', 'vat', 'b2b', 'tape', 'in'];
const ARABIC = ['تصريح', 'قاعه', 'القيمه المضافه', 'ر.س', 'كم', 'سعر', 'حفل شركه', 'بيت'];
const PIECES = [
  ...ENGLISH,
  ...ARABIC,
  ...['و', 'ف', 'ب', 'ل', 'ك', 'ال', 'لل', 'ي', 'ه', 'ها', 'نا', 'كم', 'ات', 'ين', 'تكم'],
  ...[' ', ' ', ' ', '.', ',', '?', "'", '-', '2', 'x', 'red', 'what', 'القيمه', 'شركه'],
];

describe('a keyword matcher', () => {
  it('answers as one whole-word regex per entry would, for any mix of words, clitics and signs', () => {
    fc.assert(
      fc.property(
        fc.subarray(ENGLISH),
        fc.subarray(ARABIC),
        fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }),
        (english, arabic, pieces) => {
          const text = pieces.join('');
          expect(keywordMatcher(english, arabic)(text)).toBe(reference(english, arabic)(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
