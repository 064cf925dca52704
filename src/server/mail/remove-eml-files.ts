import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Deletes the .eml copies of outbox messages that were purged or erased (the file transport
 * names each after its message id), so no copy of a person's details outlives the row.
 * @example await removeEmlFiles('./data/outbox', ['5145cd2b-…']);
 */
export async function removeEmlFiles(outboxDir: string, outboxIds: readonly string[]): Promise<void> {
  await Promise.all(
    outboxIds.flatMap((id) => [`${id}.eml`, `${id}.eml.tmp`].map((name) => rm(join(outboxDir, name), { force: true }))),
  );
}
