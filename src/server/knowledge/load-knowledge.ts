import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type KnowledgeEntry, knowledgeEntrySchema } from '../../contracts/knowledge-entry';
import { DEFAULT_KNOWLEDGE } from '../../engine/conversation/knowledge-base/default-knowledge';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../../engine/conversation/knowledge-base/knowledge-index';

/** A deployment's knowledge folder has entries the server cannot use: one line per bad entry. */
export class KnowledgeError extends Error {
  override name = 'KnowledgeError';
}

/**
 * Layla's knowledge at start: the default entries, with a deployment's folder (KNOWLEDGE_DIR) over
 * them. Each `.json` file there holds one entry or an array of entries (the shape of
 * src/contracts/knowledge-entry.ts); an entry with a default's id replaces it, a new id adds a topic.
 * Read once at start, so a change takes effect at the next restart.
 * @throws KnowledgeError naming every bad entry (file, id, field, why), one per line, so the start stops readably.
 * @example loadKnowledge('/etc/ev/knowledge').entries.length; // the defaults plus the folder's new topics
 */
export function loadKnowledge(dir?: string): KnowledgeIndex {
  // The default entries' model is read from the one written with the code; other entries are trained (~2 s).
  if (!dir) return buildKnowledgeIndex(DEFAULT_KNOWLEDGE, { gunzipSync });
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new KnowledgeError(
      `KNOWLEDGE_DIR ${dir}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
  const entries: KnowledgeEntry[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const list = Array.isArray(content) ? content : [content];
    list.forEach((candidate, position) => {
      const parsed = knowledgeEntrySchema.safeParse(candidate);
      if (parsed.success) {
        entries.push(parsed.data);
        return;
      }
      const id = typeof (candidate as { id?: unknown })?.id === 'string' ? (candidate as { id: string }).id : '?';
      const where = Array.isArray(content) ? `${file}[${position}]` : file;
      const why = parsed.error.issues.map(describeIssue).join('; ');
      problems.push(`${where}: entry "${id}": ${why}`);
    });
  }
  if (problems.length > 0) {
    throw new KnowledgeError(`Invalid knowledge entries in ${dir}:\n${problems.join('\n')}`);
  }
  return buildKnowledgeIndex([...DEFAULT_KNOWLEDGE, ...entries], { gunzipSync });
}

/** One problem of an entry in words: zod/mini leaves its own issues as 'Invalid input'. */
function describeIssue(issue: {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  keys?: string[];
  values?: unknown[];
}): string {
  const where = issue.path.map(String).join('.') || 'entry';
  if (issue.message !== 'Invalid input') return `${where} ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      return `${where} is missing or is not a ${String(issue.expected)}`;
    case 'unrecognized_keys':
      return `${where} has fields an entry does not have: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_value':
      return `${where} must be one of ${(issue.values ?? []).map(String).join(', ')}`;
    default:
      return `${where} is not valid`;
  }
}
