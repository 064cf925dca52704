import { isQuestion } from './is-question';

/**
 * How a visitor tells the team to reach them, at the start of a part: 'call me on…', 'you can
 * reach me at…', 'contact me by email only', 'تواصلوا معي على الايميل', 'اتصلوا علي', 'كلموني'.
 * A question about being called ('when will you call me', 'متى تتواصلون معي') starts otherwise.
 */
const OWN_CONTACT =
  /^(?:(?:please|pls|plz|kindly|just|ok|okay|and|you can|u can|best to|better to|feel free to)\s+)*(?:call|contact|reach|text|whatsapp|email|e-mail|mail|ring|message|msg|dm)\s+(?:me|us)\b|^(?:(?:لو سمحت|لو سمحتوا|الله يعافيك|طيب|و)\s*)*(?:تواصلوا|تواصل|اتصلوا|اتصل|كلموني|كلمني|راسلوني|راسلني|دقوا|دق|ارسلوا|ارسل)(?:\s+(?:معي|معنا|علي|علينا|لي|لنا)|\s|$)/;
/** What may come before the first word: marks, digits, an emoji. */
const LEAD_IN = /^[^a-z\u0600-\u06ff]+/;

/**
 * Whether a normalised part of a message gives the visitor's own contact, or tells how to use it
 * ('call me on 055… after 5 pm', 'تواصلوا معي على الايميل بس'), rather than asking for the
 * company's: such a part is a detail to note, never a question about contact details.
 *
 * @example
 * givesOwnContact('contact me by email only: reem@example.com'); // true
 * givesOwnContact("what's your phone number?"); // false
 * givesOwnContact('when will you call me'); // false
 */
export function givesOwnContact(part: string): boolean {
  return (
    OWN_CONTACT.test(part.replace(LEAD_IN, '')) &&
    !(/[?؟]/.test(part) && /(?<![\p{L}])(?:your|ur|رقمكم|جوالكم|ايميلكم)/u.test(part)) &&
    !asksBeyond(part)
  );
}

/** A question asked in the same part after the contact ('call me on 055…, how much is it?'). */
function asksBeyond(part: string): boolean {
  const [, ...rest] = part.split(/[,،;]\s*/u);
  return rest.some((clause) => isQuestion(clause));
}
