import { arForm } from './ar-form';
import { arResults } from './ar-results';
import type { GeneratorMessages } from './en';

/** النص العربي لعنصر <ev-generator>. */
export const ar: GeneratorMessages = {
  generator: { ...arForm, results: arResults },
};
