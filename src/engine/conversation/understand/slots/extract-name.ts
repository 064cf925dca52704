import { normalizeArabic, stripArabicMarks } from '../../../../saudi';
import { NAME_STOPWORDS } from './name-stopwords';

/** Phrases after which a visitor gives their name; `I'm` and `أنا` need the most care. */
const INTRODUCERS = [
  /(?<![\p{L}])(?:my name is|my name's|name's|names|name is|name\s*[:-]|full name\s*[:-]?|this is|call me|i am|i'm|im|it's|its)\s*/giu,
  /(?<![\p{L}])(?:[وف]?اسمي(?:\s+هو)?\s*:?|[وف]?(?:ال|ا)[اإ]سم\s*:|[وف]?(?:ال|ا)[اإ]سم|[أاإ]نا|معك|معاك|معكم)\s+/gu,
];

/** 'your brother' or 'your sister' before a name that signs a message: اخوك، اخوكم، اختك، اختكم. */
const KIN_ADDRESS = /^(?:[أا](?:خوك|خوكم|ختك|ختكم)|(?:خال|عم|جد|[أا]بو|[أا]م)(?:ت)?(?:هم|كم|ها|ه))\s+(?=\p{L})/u;

/** A title before the name ('Dr.', 'Eng.', 'د.', 'المهندس'): the team writes to the person, the title is not the name. */
const TITLE =
  /^(?:(?:dr|eng|engr|ms|mrs|mr|miss|prof|mx)\.?|(?:د|أ|ا|م)\.?|(?:ال)?(?:مهندس|مهندسه|مهندسة|دكتور|دكتوره|دكتورة|استاذ|استاذه|استاذة|أستاذ|أستاذة))\s+(?=\p{L})/iu;

/** The first word of a kunya ('Umm Fahad', 'أبو سلطان'): kept with the name after it, as the visitor gave it. */
const KUNYA = /^(?:ام|ابو|ابا|umm|um|om|abu|abo)$/;

/**
 * The visitor's name as they wrote it (marks removed, Latin capitalised), from 'my name is …',
 * 'name: …', 'I'm …', 'اسمي …', 'الاسم: …', 'أنا …', 'معك …'; a kunya (أم فهد، Abu Salman) whole. A following word that is a verb, adjective or place
 * ('I'm planning', 'أنا أبغى', 'أنا من الرياض') means it was not a name.
 *
 * @example
 * extractName("Hi, I'm sara al-harbi and I need a venue"); // 'Sara Al-Harbi'
 * extractName('أنا أخطط لزواج'); // undefined
 */
export function extractName(text: string): string | undefined {
  const clean = stripArabicMarks(text);
  for (const introducer of INTRODUCERS) {
    for (const match of clean.matchAll(introducer)) {
      const name = readName(clean.slice(match.index + match[0].length));
      if (name) return name;
    }
  }
  return undefined;
}

/** What comes right before a name that signs a message off ('regards, Omar', 'أخوك فهد'). */
const SIGN_OFFS = [
  /(?<![\p{L}])(?:regards|kind regards|best regards|thanks|thank you|cheers|sincerely)[,:]?\s+/giu,
  // 'from' signs off only before a capitalised name: 'from Omar', not 'family from abroad'.
  /(?<![\p{L}])from\s+(?=\p{Lu})/gu,
  // 'send it to events@… and ask for Rakan': the person the team should ask for, capitalised.
  /(?<![\p{L}])(?:[Aa]sk for|[Aa]ttn|ATTN|[Aa]ttention)[,:]?\s+(?=\p{Lu})/gu,
  /(?<![\p{L}])(?:[أا]خوك|[أا]ختك|[أا]خوكم|[أا]ختكم|من طرف|المرسل)[,:،]?\s+/gu,
];

/**
 * The name that signs a message off after its details and question: 'regards, Omar', 'Ahmed
 * here', '- Mona', 'أخوك فهد', or a last short part after the question ('… المناسبة؟ نورة').
 * The name must be the message's last words, so a sign-off word in mid-sentence is no name.
 *
 * @example
 * signOffName('Workshop for 40 staff, is lunch included? regards, Omar'); // 'Omar'
 * signOffName('عيد ميلاد لـ٣٠ طفل وش الأماكن المناسبة؟ نورة');             // 'نورة'
 */
export function signOffName(text: string): string | undefined {
  const clean = stripArabicMarks(text).trim();
  for (const signOff of SIGN_OFFS) {
    for (const match of clean.matchAll(signOff)) {
      const name = nameFromAnswer(clean.slice(match.index + match[0].length));
      if (name) return name;
    }
  }
  // 'Omar Siddiqui here, 055…': a capitalised name opening the message, then 'here'.
  const opening =
    /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Ss]alam|[Gg]ood (?:morning|afternoon|evening))(?:\s+[Ll]ayla)?[,!.]?\s+)?(?:(?:Dr|Eng|Engr|Mr|Mrs|Ms|Prof)\.?\s+)?([A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?)\s+here\b/u.exec(
      clean,
    );
  if (opening?.[1]) return nameFromAnswer(opening[1]);
  // Tried at every position, the pattern is slow: only a message ending in 'here' needs it.
  const here = /\shere[.!]*$/iu.test(clean)
    ? /(?:^|[\s,.!?؟،-])([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+here[.!]*$/iu.exec(clean)
    : null;
  if (here?.[1]) return nameFromAnswer(here[1]);
  // A last part after a question mark, a full stop or a dash, written as a name is: capitalised
  // in Latin script, one or two words.
  const last = /[?؟.!\n]|\s[-–—]\s?/u.test(clean)
    ? /(?:[?؟.!\n]|\s[-–—])\s*([^?؟.!\n–—-]+?)[.!]*$/u.exec(clean)?.[1]
    : undefined;
  // '- Maricel Santos, RN', 'Sara, HR': the name before a credential or role (a word or two) after
  // a comma; 'Dinner, decoration and a photographer' is a list.
  const [before, after] = last?.split(',') ?? [];
  const signedWithRole = after !== undefined && after.trim().split(/\s+/).length <= 2;
  for (const part of signedWithRole ? [before] : [last]) {
    if (!part || part.trim().split(/\s+/).length > 2) continue;
    if (/[a-z]/i.test(part) && !/^[A-Z]/.test(part.trim())) continue;
    return nameFromAnswer(part);
  }
  return undefined;
}

/**
 * A message that is only a name, as the answer to 'May I have your name?' (Sara / سارة العتيبي):
 * one to three words of letters, none of them a common word.
 *
 * @example
 * nameFromAnswer('Sara.'); // 'Sara'
 */
export function nameFromAnswer(text: string): string | undefined {
  const clean = stripArabicMarks(text)
    .trim()
    .replace(/[.!،,]+$/u, '')
    .replace(KIN_ADDRESS, '')
    .replace(TITLE, '');
  const words = clean.split(/\s+/);
  // Three words, or four with a connector ('محمد بن علي القحطاني').
  const most = words.some((word) => /^(?:بن|بنت|ابن|bin|binte)$/iu.test(word)) ? 4 : 3;
  if (words.length > most || !/^[\p{L}' -]+$/u.test(clean)) return undefined;
  const name = readName(clean);
  return name && name.split(/\s+/).length === words.length ? name : undefined;
}

/** Up to four name words from the start of `rest`, stopping at punctuation or a common word. */
function readName(rest: string): string | undefined {
  const words: string[] = [];
  // 'اخوكم محمد', 'أختك نورة': how the writer signs, before the name; a name ends with its line.
  const line = rest.trim().split('\n')[0] as string;
  for (const word of line.replace(KIN_ADDRESS, '').replace(TITLE, '').split(/\s+/)) {
    const bare = word.replace(/[.,!?؟،:;)]+$/u, '');
    const kunya = words.length === 0 && KUNYA.test(normalizeArabic(bare.toLowerCase()));
    if (!/^[\p{L}][\p{L}'-]*$/u.test(bare) || (!kunya && isStopword(bare, words.at(-1)))) break;
    words.push(bare);
    if (bare !== word || words.length === 4) break;
  }
  // A connector needs the name after it: 'عبد الله بن' alone is cut back to 'عبد الله'; a kunya alone is no name.
  while (words.length > 0 && /^(?:بن|بنت|ابن|عبد|ابو|ام|abu|umm|um)$/i.test(normalizeArabic(words.at(-1) ?? '')))
    words.pop();
  const name = words.join(' ');
  if (!name || name.length > 60) return undefined;
  return /[a-z]/.test(name) && name === name.toLowerCase() ? capitalise(name) : name;
}

/** Given names that begin with the article, as a word opening a sentence ('الحين', 'الله يعافيك') does not. */
const GIVEN_NAMES_WITH_ARTICLE = new Set([
  'العنود',
  'الجوهره',
  'البندري',
  'الهنوف',
  'الوليد',
  'العباس',
  'الحسن',
  'الحسين',
  'الزبير',
  'المها',
  'الريم',
]);

function isStopword(word: string, previous: string | undefined): boolean {
  const lower = normalizeArabic(word.toLowerCase());
  // After عبد, بن or a kunya's أبو the next word is the name's own, whatever else it can be (عبد الله).
  if (previous && /^(?:بن|بنت|ابن|عبد|ابو|ام|ابا)$/.test(normalizeArabic(previous))) return false;
  if (NAME_STOPWORDS.has(lower)) return true;
  // -ing words are verbs ('I'm booking'); -ed is not refused, since Ahmed and Mohammed end so.
  if (/^[a-z]/.test(lower)) return lower.length > 4 && /ing$/.test(lower);
  // 'ولا برد' (or cold), 'والله': a word glued to و (and) that is no name opens no name either.
  if (!previous)
    return (
      (lower.startsWith('ال') && !GIVEN_NAMES_WITH_ARTICLE.has(lower)) ||
      (lower.startsWith('و') && NAME_STOPWORDS.has(lower.slice(1))) ||
      // 'والجوال ٠٥…', 'والبريد …': and + the article opens a label, not a name.
      (lower.startsWith('وال') && !GIVEN_NAMES_WITH_ARTICLE.has(lower.slice(1)))
    );
  // After the given name, an Arabic name goes on with a father's or family name (سارة أحمد,
  // الحربي), بن/بنت, or a compound (عبد الله); a known non-name word, or one glued to و (and)
  // that is, or و + the article (والجوال: and the mobile), starts the sentence again.
  return lower.startsWith('وال') || (lower.startsWith('و') && NAME_STOPWORDS.has(lower.slice(1)));
}

function capitalise(name: string): string {
  return name.replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
