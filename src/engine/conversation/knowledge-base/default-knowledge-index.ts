import { DEFAULT_KNOWLEDGE } from './default-knowledge';
import { buildKnowledgeIndex, type KnowledgeIndex, loadKnowledgeIndex } from './knowledge-index';

let built: KnowledgeIndex | undefined;

/** The index of the default entries, built on first use and kept: every turn without a deployment's own reads it. */
export function defaultKnowledgeIndex(): KnowledgeIndex {
  built ??= buildKnowledgeIndex(DEFAULT_KNOWLEDGE);
  return built;
}

let loading: Promise<KnowledgeIndex> | undefined;

/**
 * The same index, its model read from the one written with the code rather than trained: what a
 * Supabase Edge Function uses, where a request may spend two seconds of CPU at most.
 */
export function loadDefaultKnowledgeIndex(): Promise<KnowledgeIndex> {
  loading ??= built ? Promise.resolve(built) : loadKnowledgeIndex(DEFAULT_KNOWLEDGE);
  return loading;
}
