/**
 * The form every matcher reads (Layla's understanding, the city finder): compatibility forms
 * unfolded (Arabic presentation forms, full-width digits), Latin lower-cased without accents
 * ('Ḥaʾil' → 'ha'il'), Arabic folded by normalizeArabic, digits in ASCII, and every apostrophe
 * one "'". Idempotent.
 *
 * @example
 * normalizeText('Wedding في الرياض ٢٠٠'); // 'wedding في الرياض 200'
 * normalizeText('I’m in Ḥaʾil');          // "i'm in ha'il"
 */
export function normalizeText(text: string): string {
  const known = recent.get(text);
  if (known !== undefined) return known;
  // Lower-casing after NFKD: compatibility forms can unfold to capitals ('ℌ' → 'H').
  const unfolded = text.normalize('NFKD').toLowerCase().replace(/\p{M}/gu, '').replace(APOSTROPHES, "'");
  const normalized = normalizeDigits(normalizeArabic(unfolded));
  // Oldest first out: a Map keeps insertion order.
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(text, normalized);
  return normalized;
}

// Each of Layla's readers normalises the same message (and the same keyword lists) again; the
// last few hundred results are kept, so a turn pays for each text once.
const RECENT_LIMIT = 512;
const recent = new Map<string, string>();

/** Typographic apostrophes and the transliteration marks for hamza and ayn (Ḥaʾil, Ḥaʿil). */
const APOSTROPHES = /[’‘ʼʻʾʿ`]/g;

/**
 * Folds the spellings of one Arabic word into one form, so that matching needs one pattern:
 * hamza carriers and alef forms become a bare alef, ta marbuta becomes ha, alef maqsura becomes
 * ya, tatweel and harakat go. The letters Gulf dialect and Persian keyboards write are folded to
 * the letter they stand for: چ (the Gulf 'ch' of ملچة) to ك, گ (the Gulf 'g' of گهوة) to ق, ڤ to
 * ف, پ to ب, and the Persian ی and ک to ي and ك. Idempotent: every output character is outside
 * the replaced sets.
 *
 * @example
 * normalizeArabic('مُؤتَمَـر في جِدّة'); // 'موتمر في جده'
 * normalizeArabic('ملچة');              // 'ملكه'
 */
export function normalizeArabic(text: string): string {
  return stripArabicMarks(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[ىی]/g, 'ي')
    .replace(/[چک]/g, 'ك')
    .replace(/گ/g, 'ق')
    .replace(/ڤ/g, 'ف')
    .replace(/پ/g, 'ب');
}

/**
 * Removes only tatweel and diacritics, keeping letters as written: used where the text is
 * shown back to the visitor (names), so that 'سارة' stays 'سارة'.
 *
 * @example
 * stripArabicMarks('سـارَة'); // 'سارة'
 */
export function stripArabicMarks(text: string): string {
  return text.replace(/[\u0640\u064B-\u065F\u0670\u06D6-\u06ED]/g, '');
}

/**
 * Turns Arabic-Indic (٠-٩) and Persian (۰-۹) digits into ASCII digits and the Arabic
 * thousands/decimal separators into ',' and '.', so one number grammar reads all three.
 *
 * @example
 * normalizeDigits('١٬٥٠٠ و ۲۵'); // '1,500 و 25'
 */
export function normalizeDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066C/g, ',')
    .replace(/\u066B/g, '.');
}
