import { join } from 'node:path';
import * as z from 'zod/mini';
import { readJsonFile } from '../../../support/read-json-file';
import { type Question, questionGroupSchema } from './question';

/** The question suite's sets, as JSON files in this folder (a long one in numbered parts, read in order). */
const SETS = {
  /** What English-speaking visitors ask before they give their name, as they type it. */
  en: ['questions-en-1.json', 'questions-en-2.json', 'questions-en-3.json'],
  /** What Arabic-speaking visitors ask, in Gulf dialect and Modern Standard Arabic, typos and all. */
  ar: ['questions-ar-1.json', 'questions-ar-2.json', 'questions-ar-3.json'],
  /**
   * Questions written after the engine was first improved and run against it once before any
   * change (the held-out pass rate in the report): typos, run-on messages and phrasings the first
   * two lists do not use. They stay in the suite so later changes keep answering them.
   */
  'held-out': ['questions-held-out.json'],
  /**
   * A second held-out batch, written once the engine passed everything above and run against it
   * once before any change (the report gives that first rate).
   */
  'held-out-2': ['questions-held-out-2.json'],
} satisfies Record<string, string[]>;

/** A set of the question suite, in the order it was written (question-suite*.test.ts ask them). */
export function questionSet(name: keyof typeof SETS): Question[] {
  return SETS[name]
    .flatMap((file) => readJsonFile(join(import.meta.dirname, file), z.array(questionGroupSchema)))
    .flatMap((group) => group.questions.map((question) => ({ language: group.language, ...question })));
}
