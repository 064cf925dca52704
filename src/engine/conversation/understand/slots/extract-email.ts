import { emailSchema } from '../../../../contracts/common';

export interface EmailMatch {
  email: string;
  start: number;
  end: number;
}

const CANDIDATE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * The first email address in a text that the contract accepts (so Layla never emits one it
 * would refuse), lower-cased as people do not mean case in addresses.
 *
 * @example
 * extractEmail('ايميلي Sara@Example.com')?.email; // 'sara@example.com'
 */
export function extractEmail(text: string): EmailMatch | undefined {
  // Tried at every position, the pattern costs a turn more than an '@' search that rules most out.
  if (!text.includes('@')) return undefined;
  for (const match of text.matchAll(CANDIDATE)) {
    const email = match[0].replace(/^[.]+|[.]+$/g, '').toLowerCase();
    if (emailSchema.safeParse(email).success) return { email, start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}
