import { useCallback, useRef, useState } from 'react';
import type { EventGeneratorRequest } from '@contracts/event-generator';
import type { FunctionsClient } from '@shell/functions/functions-client';

export type EmailPlanStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface EmailPlanValues {
  name: string;
  email: string;
  wantsTeamContact: boolean;
}

/**
 * "Email me this plan": one submit-lead call with source 'generator' and the generator form the
 * results came from; the server plans the event again, emails the plan to the visitor and the lead
 * to the team. Resolves with the lead's receipt, or undefined when it could not be sent.
 */
export function useEmailPlan(client: FunctionsClient, request: EventGeneratorRequest, message: string) {
  const [status, setStatus] = useState<EmailPlanStatus>('idle');
  const busy = useRef(false);
  const send = useCallback(
    async (values: EmailPlanValues) => {
      if (busy.current) return undefined;
      busy.current = true;
      setStatus('sending');
      try {
        const receipt = await client.call('submit-lead', {
          name: values.name.trim(),
          email: values.email.trim(),
          message,
          eventType:
            request.eventType === 'other' && request.customEventType ? request.customEventType : request.eventType,
          location: request.location,
          guestCount: request.guestCount,
          source: 'generator',
          wantsTeamContact: values.wantsTeamContact,
          plan: request,
        });
        setStatus('sent');
        return receipt;
      } catch {
        // The functions client has logged why for the site's developer.
        setStatus('failed');
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [client, request, message],
  );
  return { status, send };
}
