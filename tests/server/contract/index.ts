import type { FunctionsTarget } from '../../support/functions-target';
import { contactEmailNotificationContract } from './contact-email-notification';
import { eventGeneratorContract } from './event-generator';
import { naturalConversationContract } from './natural-conversation';
import { refusalContract } from './refusals';
import { submitLeadContract } from './submit-lead';
import { supabaseClientContract } from './supabase-client';
import { unstorableInputContract } from './unstorable-input';
import { visitorTextContract } from './visitor-text';

/**
 * The functions' contract as a caller sees it, run against a target: the Node server
 * (tests/server/functions-contract.test.ts) and the Supabase Edge Functions on Deno
 * (tests/supabase/functions-on-deno.test.ts) must both pass every line.
 */
export function functionsContract(target: () => FunctionsTarget) {
  refusalContract(target);
  submitLeadContract(target);
  contactEmailNotificationContract(target);
  naturalConversationContract(target);
  eventGeneratorContract(target);
  supabaseClientContract(target);
  unstorableInputContract(target);
  visitorTextContract(target);
}
