import { useCallback, useEffect, useRef, useState } from 'react';
import type { FunctionsClient } from '@shell/functions/functions-client';
import { isOutOfReach } from '@shell/functions/out-of-reach';
import { CONTACT_FORM_FIELDS, type ContactFormField } from '@contracts/lead-fields';
import type { SubmitLeadRequest } from '@contracts/submit-lead';
import type { ContactValues } from './contact-values';

/** How long 'Message Sent!', the notice and the error stay (spec §4, §9). */
export const CONTACT_DISPLAY_MS = 8000;

export type ContactStatus = 'idle' | 'submitting' | 'sent';

export interface ContactSubmitState {
  status: ContactStatus;
  /** The lead could not be recorded; the typed values are kept. */
  error: 'lead' | null;
  /** The lead was recorded but its email notification failed. */
  notice: 'notification' | null;
}

export interface ContactSubmission extends ContactSubmitState {
  /**
   * What the visitor wrote, when the functions were out of reach (isOutOfReach): the form offers
   * the phone and WhatsApp with it until the next try. It outlasts the 8 s error text on purpose.
   */
  unsent: string | null;
}

export interface LeadReceipt {
  id: string;
  receivedAt: string;
}

/**
 * idle → submitting → sent → (8 s) idle, or submitting → idle with the lead error for 8 s.
 * `submit` resolves true when the form should be cleared.
 */
export function useContactSubmit(client: FunctionsClient, onLeadSubmitted: (receipt: LeadReceipt) => void) {
  const [state, setState] = useState<ContactSubmitState>({ status: 'idle', error: null, notice: null });
  const [unsent, setUnsent] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = useCallback((next: ContactSubmitState) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState(next), CONTACT_DISPLAY_MS);
  }, []);

  const submit = useCallback(
    async (values: ContactValues): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      clearTimeout(timer.current);
      setState({ status: 'submitting', error: null, notice: null });
      setUnsent(null);
      try {
        const outcome = values.website.trim() ? 'sent' : await send(client, values, onLeadSubmitted);
        if (outcome === 'lead-failed' || outcome === 'out-of-reach') {
          if (outcome === 'out-of-reach') setUnsent(values.message.trim());
          setState({ status: 'idle', error: 'lead', notice: null });
          later({ status: 'idle', error: null, notice: null });
          return false;
        }
        setState({ status: 'sent', error: null, notice: outcome === 'notification-failed' ? 'notification' : null });
        later({ status: 'idle', error: null, notice: null });
        return true;
      } finally {
        busy.current = false;
      }
    },
    [client, onLeadSubmitted, later],
  );

  return { ...state, unsent, submit };
}

type Outcome = 'sent' | 'notification-failed' | 'lead-failed' | 'out-of-reach';

// The lead goes first: the notification only announces a lead that is recorded, and its
// failure must never cost the visitor their message.
async function send(
  client: FunctionsClient,
  values: ContactValues,
  onLeadSubmitted: (receipt: LeadReceipt) => void,
): Promise<Outcome> {
  // Every field the form has (lead-fields.ts), trimmed; one left empty is not sent (validateContact
  // has refused an empty required one).
  const typed = Object.fromEntries(
    CONTACT_FORM_FIELDS.flatMap((name) => (values[name].trim() ? [[name, values[name].trim()]] : [])),
  ) as Pick<SubmitLeadRequest, ContactFormField>;
  const common = { ...typed, eventType: 'General Inquiry', source: 'contact-form' as const };
  let receipt: LeadReceipt;
  try {
    receipt = await client.call('submit-lead', {
      ...common,
      location: 'Not specified',
      guestCount: 'Not specified',
      wantsTeamContact: true,
    });
  } catch (error) {
    // The functions client has logged why for the site's developer.
    return isOutOfReach(error) ? 'out-of-reach' : 'lead-failed';
  }
  onLeadSubmitted(receipt);
  try {
    await client.call('contact-email-notification', common);
    return 'sent';
  } catch {
    return 'notification-failed';
  }
}
