import { enForm } from './en-form';
import { enResults } from './en-results';

/** English copy of <ev-generator>; ar.ts must carry every key. */
export const en = {
  generator: { ...enForm, results: enResults },
};

/** The shape every language of this widget has. */
export type GeneratorMessages = typeof en;
