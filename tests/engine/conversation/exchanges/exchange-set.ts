import { join } from 'node:path';
import * as z from 'zod/mini';
import { readJsonFile } from '../../../support/read-json-file';
import { type Exchange, exchangeGroupSchema } from './exchange';

/** The scripted exchanges, as JSON files in this folder, each language in two parts read in order. */
const SETS = {
  /** English exchanges: every intent, and every slot format an English speaker uses. */
  en: ['exchanges-en-1.json', 'exchanges-en-2.json'],
  /** Arabic exchanges (Gulf phrasing and MSA): every intent, and every slot format an Arabic speaker uses. */
  ar: ['exchanges-ar-1.json', 'exchanges-ar-2.json'],
};

/** A language's scripted exchanges, in the order they were written (scripted-exchanges.test.ts runs them). */
export function exchangeSet(language: keyof typeof SETS): Exchange[] {
  return SETS[language]
    .flatMap((file) => readJsonFile(join(import.meta.dirname, file), z.array(exchangeGroupSchema)))
    .flatMap((group) => group.exchanges.map((exchange) => ({ language: group.language, ...exchange })));
}
