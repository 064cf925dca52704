import type { FunctionName } from '../../contracts';
import { contactEmailNotification } from './contact-email-notification';
import { eventGenerator } from './event-generator';
import { naturalConversation } from './natural-conversation';
import { submitLead } from './submit-lead';
import type { FunctionHandler } from './types';

/** The functions this server answers, by their name on the wire (POST /functions/v1/<name>). */
export const FUNCTION_HANDLERS: Partial<Record<FunctionName, FunctionHandler>> = {
  'submit-lead': submitLead as FunctionHandler,
  'contact-email-notification': contactEmailNotification as FunctionHandler,
  'natural-conversation': naturalConversation as FunctionHandler,
  'ultimate-ai-event-generator': eventGenerator as FunctionHandler,
};
