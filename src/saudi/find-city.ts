import { CITIES } from '../contracts/constants';
import { CITY_TABLE, type City } from './cities';
import { normalizeText } from './normalize-text';

/**
 * The city a text names first, by its canonical id, in any spelling of the city table: a chat
 * message ('حفل زواج بجدة'), a form field ('RIYADH, Saudi Arabia', 'Ḥaʾil'), English or Arabic.
 * Whole words only ('الرياضة' is sport, not Riyadh); at one place the longest name wins
 * ('Khamis Mushait' over 'Khamis', 'المدينة المنورة' over 'المدينة').
 *
 * @example
 * findCity('a wedding in al khobar'); // 'Khobar'
 * findCity('حفل زواج بجدة');          // 'Jeddah'
 * findCity('Paris');                  // undefined
 */
export function findCity(text: string): City | undefined {
  return citiesIn(text)[0];
}

/**
 * Every city a text names, in order, once each: 'Do you work in Abha and Khamis Mushait?'.
 *
 * @example
 * findCities('from riyadh to العلا'); // ['Riyadh', 'AlUla']
 */
export function findCities(text: string): City[] {
  return [...citiesIn(text)];
}

/** The cities of the texts read lately: a chat turn asks about the same message and its parts several times. */
function citiesIn(text: string): readonly City[] {
  let cities = SEEN.get(text);
  if (!cities) {
    cities = [...new Set(cityMentions(text))];
    if (SEEN.size >= REMEMBERED) SEEN.clear();
    SEEN.set(text, cities);
  }
  return cities;
}
const SEEN = new Map<string, readonly City[]>();
const REMEMBERED = 2_000;

function* cityMentions(text: string): Generator<City> {
  const { keys, longest, starts } = spellingIndex();
  const words = tokenize(text);
  for (let start = 0; start < words.length; start++) {
    let found: City | undefined;
    let length = 0;
    let key = '';
    for (let end = start; end < words.length && end - start < longest; end++) {
      key += words[end];
      // No name starts so (with or without a Latin article): a longer run of words cannot be one either.
      if (!starts.has(key) && !starts.has(key.slice(2))) break;
      const city = keys.get(key) ?? (LATIN_ARTICLE.test(key) ? keys.get(key.replace(LATIN_ARTICLE, '')) : undefined);
      if (city) [found, length] = [city, end - start + 1];
    }
    if (found) {
      yield found;
      start += length - 1;
    }
  }
}

/** An English 'al'/'el' before a name the table has without it ('al Taif', 'elriyadh'). */
const LATIN_ARTICLE = /^(?:al|el)(?=[a-z]{3})/;

/**
 * Words as the index keys them: normalised, apostrophes dropped ("ta'if" is 'taif'), split at
 * anything that is not a letter or a digit (spaces, hyphens, punctuation).
 */
function tokenize(text: string): string[] {
  return (
    normalizeText(text)
      .replace(/'/g, '')
      // A letter held down while typing ('بالريااض', 'jeddddah'); Arabic writes no letter twice but ل in لل.
      .replace(/([^\sل])\1+/gu, (run, letter: string) =>
        /[\u0600-\u06FF]/u.test(letter) || run.length > 2 ? letter : run,
      )
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/**
 * Arabic glues 'and' (و، ف) and a preposition (بـ in, لـ to, كـ like) to the next word; لـ + ال
 * is written لل (للرياض). Only the first word of a name takes them.
 */
const CONJUNCTIONS = ['', 'و', 'ف'];
const WITH_ARTICLE = ['ال', 'بال', 'كال', 'لل'];
const WITHOUT_ARTICLE = ['', 'ب', 'ل', 'ك'];

function arabicForms(word: string): string[] {
  const [stem, prepositions] = word.startsWith('ال') ? [word.slice(2), WITH_ARTICLE] : [word, WITHOUT_ARTICLE];
  return CONJUNCTIONS.flatMap((conjunction) => prepositions.map((preposition) => conjunction + preposition + stem));
}

interface SpellingIndex {
  /** A name's words joined with nothing between them, in every clitic form, to its city. */
  keys: Map<string, City>;
  /** The most words a name has. */
  longest: number;
  /** Every start of a key: the words read so far can still become a name. */
  starts: Set<string>;
}

let index: SpellingIndex | undefined;

/** Built on first use, not at load: the widgets that only name cities never pay for it. */
function spellingIndex(): SpellingIndex {
  if (index) return index;
  const keys = new Map<string, City>();
  let longest = 1;
  for (const city of CITIES) {
    const { en, ar, spellings } = CITY_TABLE[city];
    for (const spelling of [en, ar, ...spellings]) {
      const [first = '', ...rest] = tokenize(spelling);
      longest = Math.max(longest, rest.length + 1);
      const firsts = /[a-z]/.test(first) ? [first] : arabicForms(first);
      for (const form of firsts) {
        keys.set(form + rest.join(''), city);
        // The hamza at the end is often left off: الاحسا for الاحساء.
        if (rest.length === 0 && /[\u0600-\u06FF]اء$/u.test(form)) keys.set(form.slice(0, -1), city);
      }
    }
  }
  const starts = new Set<string>();
  for (const key of keys.keys()) for (let end = 1; end <= key.length; end++) starts.add(key.slice(0, end));
  index = { keys, longest, starts };
  return index;
}
