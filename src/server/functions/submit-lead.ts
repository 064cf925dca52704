import { randomUUID } from 'node:crypto';
import { EVENT_DATE_TOO_FAR, eventDateProblem, type SubmitLead, submitLeadRequestSchema } from '../../contracts';
import { planEvent } from '../../engine/planner';
import { companyFacts } from '../../saudi';
import { HttpError } from '../http/errors';
import type { GeneratorPlanMail } from '../mail/render-plan';
import type { RequestMeta } from '../store/leads';
import { saudiToday } from './saudi-today';
import { type Deps, defineFunction } from './types';

/**
 * Stores the lead, then answers 201 `{ id, receivedAt }`: the row is committed before the answer.
 * A generator lead ("Email me this plan") carries the generator form: the server plans the event
 * again from it (never from an analysis a client sends), and stores the lead with two emails in
 * one transaction: the plan to the visitor, and the lead to the team with the plan attached.
 */
export const submitLead = defineFunction({
  request: submitLeadRequestSchema,
  async handle(input, { meta, deps }) {
    if (input.website) {
      // A bot filled the honeypot: answer like a success so it learns nothing, store nothing.
      deps.logger.info({ requestId: meta.requestId }, 'honeypot lead dropped');
      return { status: 201, body: { id: randomUUID(), receivedAt: deps.now().toISOString() } };
    }
    const { website: _honeypot, ...lead } = input;
    if (lead.plan) return { status: 201, body: await storeGeneratorLead(lead, meta, deps) };
    const stored = await deps.store.leads.insert({ ...lead, payload: lead, requestMeta: meta });
    if (!stored) throw new Error('lead insert returned no row');
    return { status: 201, body: stored };
  },
});

type Lead = Omit<SubmitLead, 'website'>;

async function storeGeneratorLead(lead: Lead, meta: RequestMeta, deps: Deps) {
  const form = lead.plan as NonNullable<Lead['plan']>;
  const today = saudiToday(deps.now());
  // The same date rule as the generator, by the server's clock.
  const problem = eventDateProblem(form.eventDate, today);
  if (problem) {
    const message = problem === 'past' ? 'Event date cannot be in the past' : EVENT_DATE_TOO_FAR;
    throw new HttpError(400, 'invalid_request', `plan.eventDate: ${message}`, {
      issues: [{ path: 'plan.eventDate', message }],
    });
  }
  const planned = planEvent(form);
  // The mood boards are the page's; the email carries the words and figures.
  const analysis = { ...planned, visualConcepts: { ...planned.visualConcepts, generatedImages: [] } };
  const { phone, whatsapp, email } = companyFacts(deps.config.company);
  const stored = await deps.store.transaction(async ({ leads, outbox }) => {
    const row = await leads.insert({
      ...lead,
      eventType: form.eventType === 'other' && form.customEventType ? form.customEventType : form.eventType,
      location: form.location,
      guestCount: form.guestCount,
      payload: lead,
      requestMeta: meta,
    });
    if (!row) throw new Error('lead insert returned no row');
    const mail: GeneratorPlanMail = {
      name: lead.name,
      email: lead.email,
      ...(lead.phone ? { phone: lead.phone } : {}),
      message: lead.message,
      wantsTeamContact: lead.wantsTeamContact,
      language: form.language,
      analysis,
      analysedOn: today,
      company: { phone, whatsapp, email },
      receivedAt: row.receivedAt,
    };
    await outbox.enqueue('generator-plan', mail, row.id);
    await outbox.enqueue('generator-lead', mail, row.id);
    return row;
  });
  void deps.outbox.kick();
  return stored;
}
