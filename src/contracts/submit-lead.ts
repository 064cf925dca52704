import * as z from 'zod/mini';
import { LEAD_SOURCES } from './constants';

export { LEAD_SOURCES } from './constants';
import { LIMITS, optionalText } from './common';
import { eventGeneratorRequestSchema } from './event-generator';
import { LEAD_FIELD_NAMES } from './lead-fields';
import { leadShape } from './lead-shape';

export const leadSourceSchema = z.enum(LEAD_SOURCES);

/**
 * The spec's lead payload: the lead's fields as lead-fields.ts declares them (the contact form
 * sends eventType 'General Inquiry', location and guestCount 'Not specified'), and where it came from.
 * A generator lead ("Email me this plan", source 'generator') also carries `plan`, the generator
 * form the visitor sent: the server plans the event again from it, emails the plan to the visitor
 * and to the team, and never trusts an analysis a client sends.
 */
export const submitLeadRequestSchema = z
  .strictObject({
    ...leadShape(LEAD_FIELD_NAMES),
    source: leadSourceSchema,
    wantsTeamContact: z.boolean(),
    /** Honeypot: people never see it; a bot that fills it is answered as usual and nothing is stored. */
    website: optionalText(LIMITS.shortText),
    /** The generator form of the plan to email: only with source 'generator', and required with it. */
    plan: z.optional(eventGeneratorRequestSchema),
  })
  .check(
    z.refine((lead) => (lead.source === 'generator') === (lead.plan !== undefined), {
      path: ['plan'],
      message: "A plan goes with source 'generator', and a generator lead needs its plan",
    }),
  );
export type SubmitLeadRequest = z.input<typeof submitLeadRequestSchema>;
export type SubmitLead = z.output<typeof submitLeadRequestSchema>;

export const submitLeadResponseSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  receivedAt: z.iso.datetime(),
});
export type SubmitLeadResponse = z.infer<typeof submitLeadResponseSchema>;
