/**
 * Folds the spellings of one Arabic word into one form, so that matching needs one pattern:
 * hamza carriers and alef forms become a bare alef, ta marbuta becomes ha, alef maqsura becomes
 * ya, tatweel and harakat go. Idempotent: every output character is outside the replaced sets.
 *
 * @example
 * normalizeArabic('مُؤتَمَـر في جِدّة'); // 'موتمر في جده'
 */
export function normalizeArabic(text: string): string {
  return stripArabicMarks(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
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

/**
 * The form every matcher reads: Arabic folded, digits in ASCII, Latin lower-cased.
 *
 * @example
 * normalizeText('Wedding في الرياض ٢٠٠'); // 'wedding في الرياض 200'
 */
export function normalizeText(text: string): string {
  return normalizeDigits(normalizeArabic(text)).toLowerCase();
}
