/** Every function's request and response, by the function's name on the wire. */
import {
  contactEmailNotificationRequestSchema,
  contactEmailNotificationResponseSchema,
} from './contact-email-notification';
import { eventAnalysisSchema, eventGeneratorRequestSchema } from './event-generator';
import { naturalConversationRequestSchema, naturalConversationResponseSchema } from './natural-conversation';
import { submitLeadRequestSchema, submitLeadResponseSchema } from './submit-lead';

export * from './common';
export * from './contact-email-notification';
export * from './event-generator';
export * from './guest-count';
export * from './lead-fields';
export * from './natural-conversation';
export * from './submit-lead';

export const FUNCTIONS = {
  'submit-lead': { request: submitLeadRequestSchema, response: submitLeadResponseSchema },
  'contact-email-notification': {
    request: contactEmailNotificationRequestSchema,
    response: contactEmailNotificationResponseSchema,
  },
  'natural-conversation': { request: naturalConversationRequestSchema, response: naturalConversationResponseSchema },
  'ultimate-ai-event-generator': { request: eventGeneratorRequestSchema, response: eventAnalysisSchema },
} as const;
export type FunctionName = keyof typeof FUNCTIONS;
export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as FunctionName[];
