// Word overlap of this set against held-out sets 1–8: `node novelty.mjs [--all]` (see ../novelty.mjs).
import { checkNovelty } from '../novelty.mjs';

checkNovelty(import.meta.url, 8);
