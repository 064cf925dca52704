import { normalizeDigits, toE164 } from '../../../saudi';
import { extractPhones } from '../understand/slots/extract-phone';

/**
 * The first phone number in a reply that is none of `allowed` (the company's configured numbers,
 * the visitor's own), or undefined when every number in it is one of them. Guards what an LLM
 * writes: Layla never gives a number the company did not configure.
 *
 * @example
 * strayPhone('Call us on +966 11 234 5678', ['+966 11 234 5678']); // undefined
 * strayPhone('Call us on 0551112222', ['+966 11 234 5678']);       // '+966551112222'
 */
export function strayPhone(reply: string, allowed: readonly (string | undefined)[]): string | undefined {
  const known = new Set(allowed.flatMap((number) => (number ? [toE164(number) ?? toE164(`+${number}`)] : [])));
  return extractPhones(normalizeDigits(reply)).all.find((found) => !known.has(found.phone))?.phone;
}
