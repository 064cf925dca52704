import { type ChatTurn, type Language, type LeadInfo, leadInfoSchema } from '../../contracts';
import { sanitizeLead } from '../../engine/conversation/decide/lead-state';
import type { Deps } from '../functions/types';
import type { ChatLeadNotification } from '../mail/render-chat-lead';
import type { ChatLeadUpdate } from '../mail/render-chat-lead-update';
import type { RequestMeta } from '../store/leads';
import { chatLeadRow } from './chat-lead-row';

export interface ChatLeadInput {
  lead: LeadInfo;
  transcript: readonly ChatTurn[];
  language: Language;
  conversationId: string;
  meta: RequestMeta;
}

/**
 * Stores the lead Layla captured with its transcript and queues its staff email, in one
 * transaction (once per conversation: a second capture of the same conversation stores nothing).
 * Returns whether it was stored.
 */
export async function captureChatLead(deps: Deps, input: ChatLeadInput): Promise<boolean> {
  const row = chatLeadRow(input);
  return queuedInOneTransaction(deps, async ({ leads, outbox }) => {
    const inserted = await leads.insert({
      source: 'chat',
      ...row,
      wantsTeamContact: true,
      conversationId: input.conversationId,
      requestMeta: input.meta,
    });
    if (inserted) {
      const notification: ChatLeadNotification = {
        leadInfo: input.lead,
        transcript: [...input.transcript],
        language: input.language,
        receivedAt: inserted.receivedAt,
      };
      await outbox.enqueue('chat-lead', notification, inserted.id);
    }
    return inserted;
  });
}

/**
 * A detail changed after the capture: the stored lead takes the new values (the last value
 * wins there too) and the team gets a short 'lead updated' email naming what changed against
 * what is stored, in one transaction; a lead already so (a request sent twice) is left alone.
 * Returns whether a lead was updated.
 */
export async function updateChatLead(deps: Deps, input: ChatLeadInput & { updatedAt: string }): Promise<boolean> {
  const row = chatLeadRow(input);
  return queuedInOneTransaction(deps, async ({ leads, outbox }) => {
    const found = await leads.updateConversation(input.conversationId, row);
    if (found) {
      const before = sanitizeLead(found.before);
      const update: ChatLeadUpdate = {
        leadInfo: input.lead,
        changed: LEAD_FIELDS.filter((key) => before[key] !== input.lead[key]),
        said: input.transcript.findLast((turn) => turn.role === 'user')?.content ?? '',
        language: input.language,
        updatedAt: input.updatedAt,
      };
      await outbox.enqueue('chat-lead-update', update, found.id);
    }
    return found;
  });
}

/** Runs `work` in one transaction; when it wrote (not null), the outbox sends what it queued now. */
async function queuedInOneTransaction(deps: Deps, work: Parameters<Deps['store']['transaction']>[0]): Promise<boolean> {
  const written = await deps.store.transaction(work);
  if (written) void deps.outbox.kick();
  return written !== null;
}

/** The lead's fields in the contract's order. */
const LEAD_FIELDS = Object.keys(leadInfoSchema.shape) as (keyof LeadInfo)[];
