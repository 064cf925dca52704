/**
 * A normalised message cut into the questions it asks, in order: at question marks, line breaks
 * and sentence ends, and where 'also' or 'وكمان' opens a new one after a comma. Parts without a
 * letter are dropped; a message of one question comes back whole.
 *
 * @example
 * splitQuestions('price for a graduation for 150? also do you take a deposit?');
 * // ['price for a graduation for 150', 'also do you take a deposit']
 */
export function splitQuestions(text: string): string[] {
  // Each question keeps its mark: 'and what's the cost?' is still a question once cut out.
  return text
    .split(/(?<=[?؟!])\s*|\n+|\.\s+|[,،;]\s*(?=(?:and\s+)?(?:also|plus|another thing|و?كمان|و?ايضا|وبعد)\s)/u)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}
