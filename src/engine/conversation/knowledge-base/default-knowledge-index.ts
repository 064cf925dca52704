import { DEFAULT_KNOWLEDGE } from './default-knowledge';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';

let built: KnowledgeIndex | undefined;

/** The index of the default entries, built on first use and kept: every turn without a deployment's own reads it. */
export function defaultKnowledgeIndex(): KnowledgeIndex {
  built ??= buildKnowledgeIndex(DEFAULT_KNOWLEDGE);
  return built;
}
