import { expect } from 'vitest';
import type { Language } from '../../../src/contracts/common';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Four Latin words in a row: an English sentence, where a name or an email is one or two words. */
const ENGLISH_RUN = /[A-Za-z]+(?:[ ,'-]+[A-Za-z]+){3,}/;

/** Asserts a reply is written in the chat language. */
export function expectReplyIn(language: Language, reply: string) {
  expect(replyLanguageProblem(language, reply)).toBeUndefined();
}

/** Why a reply is not in the chat language, or undefined when it is. */
export function replyLanguageProblem(language: Language, reply: string): string | undefined {
  if (language === 'ar') {
    if (!ARABIC_LETTER.test(reply)) return 'an Arabic reply has Arabic letters';
    const english = ENGLISH_RUN.exec(reply);
    if (english) return `an Arabic reply has no English sentence, found "${english[0]}"`;
    return undefined;
  }
  if (ARABIC_LETTER.test(reply)) return 'an English reply has no Arabic letters';
  if (!/[A-Za-z]{3,}/.test(reply)) return 'an English reply has English words';
  return undefined;
}
