/**
 * A normalised message cut into the questions it asks, in order: at question marks, line breaks
 * and sentence ends, where 'also' or 'وكمان' opens a new one after a comma, and where 'and' or
 * 'و' runs straight into a new question word ('… deposit and do you have …', '… العربون وهل …').
 * Parts without a letter are dropped; a message of one question comes back whole.
 *
 * @example
 * splitQuestions('how much is the deposit and do you have female photographers');
 * // ['how much is the deposit', 'and do you have female photographers']
 */
export function splitQuestions(text: string): string[] {
  // Each question keeps its mark: 'and what's the cost?' is still a question once cut out.
  return text
    .split(SPLIT)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}

const SPLIT = new RegExp(
  [
    '(?<=[?؟!])\\s*',
    '\\n+',
    '\\.\\s+',
    '[,،;]\\s*(?=(?:and\\s+)?(?:also|plus|another thing|و?كمان|و?ايضا|وبعد)\\s)',
    "\\s+(?=(?:and|also|plus)\\s+(?:do|does|can|could|is|are|what|whats|what's|how|when|where|will|would|should|any|who)(?![\\p{L}']))",
    '\\s+(?=و(?:هل|كم|متي|وش|ايش|كيف|تقدرون|عندكم|تسوون|فيه|بكم)(?![\\p{L}]))',
  ].join('|'),
  'u',
);
