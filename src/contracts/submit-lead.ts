import * as z from 'zod/mini';
import { LEAD_SOURCES } from './constants';

export { LEAD_SOURCES } from './constants';
import { emailSchema, LIMITS, optionalText, phoneSchema, requiredLine, requiredText } from './common';
import { eventGeneratorRequestSchema } from './event-generator';

export const leadSourceSchema = z.enum(LEAD_SOURCES);

/**
 * The guests as words ('Not specified', 'about 200', '150-200') pass; a bare number written as
 * text must be a count like the numeric form: '-5', '0' or '2.5' guests are refused.
 */
function isGuestText(value: string): boolean {
  if (/^-\s*[0-9٠-٩]/.test(value)) return false;
  if (!/^\+?[0-9]+([.,][0-9]*)?$/.test(value)) return true;
  const count = Number(value.replace(',', '.'));
  return Number.isInteger(count) && count >= 1 && count <= LIMITS.guestCount;
}

/**
 * The spec's lead payload: eventType is 'General Inquiry', location and guestCount 'Not specified'.
 * A generator lead ("Email me this plan", source 'generator') also carries `plan`, the generator
 * form the visitor sent: the server plans the event again from it, emails the plan to the visitor
 * and to the team, and never trusts an analysis a client sends.
 */
export const submitLeadRequestSchema = z
  .strictObject({
    name: requiredLine(LIMITS.name),
    email: emailSchema,
    phone: z.optional(phoneSchema),
    message: requiredText(LIMITS.message),
    eventType: requiredLine(LIMITS.shortText),
    location: requiredLine(LIMITS.shortText),
    guestCount: z.union([
      z.int().check(z.minimum(1), z.maximum(LIMITS.guestCount)),
      requiredText(40).check(
        z.refine(isGuestText, { message: `A number of guests must be a whole number from 1 to ${LIMITS.guestCount}` }),
      ),
    ]),
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
