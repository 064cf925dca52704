/** An answer longer than this reads better on a phone as one sentence a line. */
const LONG = 160;

/**
 * A reply laid out for a phone: each part on its own line, and a long part broken into its
 * sentences, one a line (the chat renders each line as its own paragraph). A part that already
 * has its own lines (a price's lines) keeps them.
 *
 * @example
 * layout(['Noted: a wedding.', 'A long answer. With two sentences…', 'How many guests?']);
 */
export function layout(parts: readonly (string | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .flatMap((part) => (part.includes('\n') || part.length <= LONG ? [part] : sentences(part)))
    .join('\n');
}

/** Sentence ends: a full stop, a question or exclamation mark (Arabic too), then a space and more. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?؟])\s+(?=[^\s\d])/u).filter(Boolean);
}
