/** Masculine or feminine, for the Arabic words that follow the person an event is for. */
export type Gender = 'm' | 'f';

/** Whom an event is for, as the visitor names them. */
export type Relation =
  | 'son'
  | 'daughter'
  | 'niece'
  | 'nephew'
  | 'brother'
  | 'sister'
  | 'father'
  | 'mother'
  | 'husband'
  | 'wife'
  | 'boy'
  | 'girl';

/** Who the event is for, and who the guests are, as far as the visitor said. */
export interface People {
  /** The person celebrated (my son's graduation: son, m; my daughter's: daughter, f). */
  honoree?: { relation: Relation; gender: Gender };
  /** Guests of one side only (ladies only: f; رجال: m). */
  guests?: Gender;
}

// biome-ignore format: a table reads best packed
const RELATIONS: readonly (readonly [Relation, Gender, string])[] = [
  ['niece', 'f', "my niece|(?:و|ف|ب|ل|لل)?(?:بنت اختي|بنت اخوي|بنت اختنا|بنت اخونا)"],
  ['nephew', 'm', "my nephew|(?:و|ف|ب|ل|لل)?(?:ولد اختي|ولد اخوي|ولد اختنا|ولد اخونا)"],
  ['son', 'm', "my son|our son|son's|(?:و|ف|ب|ل|لل)?(?:ولدي|ابني|ولدنا|ابننا|ولد)"],
  ['daughter', 'f', "my daughter|our daughter|daughter's|(?:و|ف|ب|ل|لل)?(?:بنتي|ابنتي|بنتنا|ابنتنا|بنت)"],
  ['boy', 'm', 'baby boy|my boy|(?:و|ف|ب|ل|لل)?(?:مولود ذكر|صبي)'],
  ['girl', 'f', 'baby girl|my girl|(?:و|ف|ب|ل|لل)?(?:مولوده|طفله)'],
  ['brother', 'm', "my brother|brother's|(?:و|ف|ب|ل|لل)?(?:اخوي|اخي|اخونا)"],
  ['sister', 'f', "my sister|sister's|(?:و|ف|ب|ل|لل)?(?:اختي|اختنا)"],
  ['father', 'm', "my father|my dad|dad's|father's|(?:و|ف|ب|ل|لل)?(?:ابوي|والدي|ابونا|الوالد|جدي)"],
  ['mother', 'f', "my mother|my mom|my mum|mother's|(?:و|ف|ب|ل|لل)?(?:امي|والدتي|امنا|الوالده|جدتي)"],
  ['husband', 'm', '(?:و|ف|ب|ل|لل)?(?:زوجي|my husband)'],
  ['wife', 'f', '(?:و|ف|ب|ل|لل)?(?:زوجتي|my wife)'],
];
/** One pattern for every relation, a group each: the leftmost named wins, the table's order at one place. */
const PEOPLE = new RegExp(
  `(?<![\\p{L}'])(?:${RELATIONS.map(([, , words]) => `(${words})`).join('|')})(?![\\p{L}])`,
  'u',
);
const LADIES =
  /(?<![\p{L}])(?:ladies|women|girls|female guests|(?:لل|ل|ب|ال)?(?:حريم|نساء|سيدات|حرمه|ضيفات|نسائيه))(?![\p{L}])/u;
const MEN = /(?<![\p{L}])(?:men|gents|male guests|(?:لل|ل|ب|ال)?(?:رجال|رجاليه))(?![\p{L}])/u;

/**
 * Who a normalised message says the event is for and who comes, so replies agree with them (in
 * Arabic, the grammar): the first person named decides (ولدي in 'تخرج ولدي وبنت عمه'), and guests
 * of one side when the message names only that side.
 *
 * @example
 * readPeople('حفلة تخرج ولدي'); // { honoree: { relation: 'son', gender: 'm' } }
 * readPeople('henna night, ladies only'); // { guests: 'f' }
 */
export function readPeople(text: string): People {
  const people: People = {};
  const match = PEOPLE.exec(text);
  const index = match ? match.findIndex((group, at) => at > 0 && group !== undefined) : -1;
  const relation = RELATIONS[index - 1];
  if (relation) people.honoree = { relation: relation[0], gender: relation[1] };
  const ladies = LADIES.test(text);
  const men = MEN.test(text);
  if (ladies !== men) people.guests = ladies ? 'f' : 'm';
  return people;
}
