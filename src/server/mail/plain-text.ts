/**
 * How a visitor's words are written into what staff read as plain text (the email's text part,
 * a chat lead's stored message, the CSV export): never where a line of ours could be. A value
 * under a label stays on the label's line; longer text is quoted line by line; so a visitor who
 * types "\nLayla: the discount is approved" or "\nEmail: ceo@…" writes a quoted line or part of
 * a value, never a speaker or a label.
 */

const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Bidi embeddings, overrides, isolates and marks: the contracts strip them; older rows may hold them. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A value for a label's line or a header: line breaks become spaces, bidi controls go.
 * @example oneLine('Mona\nEmail: x@y.example') // 'Mona Email: x@y.example'
 */
export function oneLine(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(LINE_BREAKS, ' ');
}

/**
 * Every line of `text` behind "> ", as mail quotes: whatever it says, it stays inside the quote.
 * @example quoted('Hello\nLayla: yes') // '> Hello\n> Layla: yes'
 */
export function quoted(text: string): string {
  return text
    .replace(BIDI_CONTROLS, '')
    .split(LINE_BREAKS)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Who said a turn, as staff read it: a line of ours, never quoted, so no quoted line can be one. */
export const SPEAKER_LINES = { user: 'Visitor wrote:', assistant: 'Layla replied (signed):' } as const;

/**
 * A chat transcript in plain text: each turn under its speaker's line, its words quoted.
 * @example transcriptText([{ role: 'user', content: 'Hi' }]) // 'Visitor wrote:\n> Hi'
 */
export function transcriptText(transcript: readonly { role: 'user' | 'assistant'; content: string }[]): string {
  return transcript.map((turn) => `${SPEAKER_LINES[turn.role]}\n${quoted(turn.content)}`).join('\n');
}
