import { randomUUID } from 'node:crypto';
import { submitLeadRequestSchema } from '../../contracts';
import { defineFunction } from './types';

/** Stores the lead, then answers 201 `{ id, receivedAt }`: the row is committed before the answer. */
export const submitLead = defineFunction({
  request: submitLeadRequestSchema,
  async handle(input, { meta, deps }) {
    if (input.website) {
      // A bot filled the honeypot: answer like a success so it learns nothing, store nothing.
      deps.logger.info({ requestId: meta.requestId }, 'honeypot lead dropped');
      return { status: 201, body: { id: randomUUID(), receivedAt: deps.now().toISOString() } };
    }
    const { website: _honeypot, ...lead } = input;
    const stored = await deps.store.leads.insert({ ...lead, payload: lead, requestMeta: meta });
    if (!stored) throw new Error('lead insert returned no row');
    return { status: 201, body: stored };
  },
});
