import { expect } from 'vitest';
import type { Language } from '../../../src/contracts/common';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Four Latin words in a row: an English sentence, where a name or an email is one or two words. */
const ENGLISH_RUN = /[A-Za-z]+(?:[ ,'-]+[A-Za-z]+){3,}/;

/** Asserts a reply is written in the chat language. */
export function expectReplyIn(language: Language, reply: string) {
  if (language === 'ar') {
    expect(reply, 'an Arabic reply has Arabic letters').toMatch(ARABIC_LETTER);
    expect(reply, 'an Arabic reply has no English sentence').not.toMatch(ENGLISH_RUN);
  } else {
    expect(reply, 'an English reply has no Arabic letters').not.toMatch(ARABIC_LETTER);
    expect(reply).toMatch(/[A-Za-z]{3,}/);
  }
}
