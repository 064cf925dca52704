/**
 * A pure function of a text, remembered for the texts seen lately: a turn reads its message and
 * its parts several times (is it a question, what does it name, which words ask), and the same
 * short messages come back from visitor to visitor. Forgets everything once it holds `most`.
 *
 * @example
 * const isLong = remembered((text: string) => text.length > 100);
 * isLong('hi'); // false, and the next 'hi' is not measured again
 */
export function remembered<T>(read: (text: string) => T, most = 2_000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    if (seen.has(text)) return seen.get(text) as T;
    const value = read(text);
    if (seen.size >= most) seen.clear();
    seen.set(text, value);
    return value;
  };
}
