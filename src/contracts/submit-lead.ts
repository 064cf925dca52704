import * as z from 'zod/mini';
import { LEAD_SOURCES } from './constants';

export { LEAD_SOURCES } from './constants';
import { emailSchema, guestCountSchema, LIMITS, optionalText, phoneSchema, requiredLine, requiredText } from './common';
import { eventGeneratorRequestSchema } from './event-generator';
import { GUEST_COUNT_MESSAGE, readGuestCount } from './guest-count';

export const leadSourceSchema = z.enum(LEAD_SOURCES);

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
    /**
     * A number, or the guests as words ('Not specified', 'about 200', '150-200'): any number in the
     * words is a count like the numeric form (readGuestCount), so '-5', '٠' or '1e9' guests are refused.
     */
    guestCount: z.union([
      guestCountSchema,
      requiredLine(40).check(z.refine((value) => readGuestCount(value).ok, { message: GUEST_COUNT_MESSAGE })),
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
