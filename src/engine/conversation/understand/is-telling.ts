import { keywordMatcher } from '../text/keyword-matcher';

/**
 * A subject and its verb on the visitor's side: 'we'll be 60', 'she wants her batch to come',
 * 'thinking of a ghabga', 'عندنا مؤتمر', 'ناوين نسوي', 'بيجون صديقاتها'. A message that has one and
 * neither asks nor requests tells something; a bare noun phrase ('badges and a check-in desk for
 * 500 delegates', 'حفلة على البحر') names what is wanted.
 */
// biome-ignore format: a word list reads best packed
const TELLING = keywordMatcher(
  [
    'we', "we're", 'were', "we'll", 'i', "i'm", 'im', "i'll", 'she', "she's", 'shes', 'he',
    "he's", 'hes', 'they', "they're", 'theyre', "they'll", 'it', 'its', "it's", "it'll", "there's", 'there will',
    'there are', 'planning', 'thinking', 'having', 'doing', 'hosting', 'throwing', 'organising', 'organizing',
    'getting', 'moved', 'agreed', 'decided', 'changed', 'passed away',
  ],
  [
    'عندنا', 'عندي', 'بنكون', 'نكون', 'بيكون', 'بتكون', 'يكون', 'تكون', 'ناوين', 'ناوي', 'ناويه', 'نخطط', 'اخطط',
    'مخططين', 'بنسوي', 'نسوي', 'اسوي', 'بسوي', 'بيجون', 'يجون', 'بيحضر', 'يحضرون', 'صار', 'صارت', 'صاروا', 'يصيرون',
    'بيصيرون', 'اتفقوا', 'اتفقنا', 'قررنا', 'غيرنا', 'حجزنا', 'توفي', 'توفيت', 'بيتزوج', 'بتتزوج', 'جايين', 'جاين',
    'بيكونون', 'بنصير', 'صرنا', 'احنا', 'حنا', 'نحن',
  ],
);

/**
 * Whether a normalised message tells about the visitor's event in a clause of its own (a
 * subject and a verb), rather than naming a need in a noun phrase.
 *
 * @example
 * isTelling("we'll be 60 ladies"); // true
 * isTelling('badges and a check-in desk for 500 delegates'); // false
 */
export function isTelling(text: string): boolean {
  return TELLING(text);
}
