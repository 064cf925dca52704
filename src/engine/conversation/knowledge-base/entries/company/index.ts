import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_ABOUT_AND_PROCESS } from './about-and-process';
import { ENTRIES_EVENT_SIZE_AND_NOTICE } from './event-size-and-notice';
import { ENTRIES_LANGUAGES_JOBS_AND_FEEDBACK } from './languages-jobs-and-feedback';
import { ENTRIES_PORTFOLIO_AND_VISITS } from './portfolio-and-visits';
import { ENTRIES_REACHING_US } from './reaching-us';

/** The company itself: who we are, how we work, how and when to reach us, what size and kind of event we take. */
export const ENTRIES_COMPANY: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_ABOUT_AND_PROCESS,
  ...ENTRIES_REACHING_US,
  ...ENTRIES_PORTFOLIO_AND_VISITS,
  ...ENTRIES_EVENT_SIZE_AND_NOTICE,
  ...ENTRIES_LANGUAGES_JOBS_AND_FEEDBACK,
];
