import { useState } from 'react';
import type { EventAnalysis, EventGeneratorRequest } from '@contracts/event-generator';
import { whatsappHref } from '@saudi/whatsapp-href';
import type { FunctionsClient } from '@shell/functions/functions-client';
import { useLanguage } from '@shell/react/use-language';
import { whatsappMessage } from '../whatsapp-message';
import { EmailPlan } from './email-plan';

export interface ResultActionsProps {
  analysis: EventAnalysis;
  /** The generator form the analysis answers (the plan emailed is made again from it). */
  request: EventGeneratorRequest;
  client: FunctionsClient;
  whatsapp: string;
  privacyHref: string;
  onModify: () => void;
  onNewAnalysis: () => void;
}

/**
 * What to do with the plan: the spec's three (modify, WhatsApp, new analysis) and two more to keep
 * and share it: print or save it as a PDF (the print layout, print.css) and have it emailed.
 */
export function ResultActions(props: ResultActionsProps) {
  const { analysis, request, client, whatsapp, privacyHref, onModify, onNewAnalysis } = props;
  const { t, language } = useLanguage();
  const [emailing, setEmailing] = useState(false);
  const action = (name: string) => t(`generator.results.actions.${name}`);
  return (
    <>
      <div className="actions actions--results" part="actions">
        <button type="button" className="button button--secondary" part="modify" onClick={onModify}>
          {action('modify')}
        </button>
        <button type="button" className="button button--secondary" part="print" onClick={() => window.print()}>
          {action('print')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          part="email"
          aria-expanded={emailing}
          onClick={() => setEmailing((open) => !open)}
        >
          {action('email')}
        </button>
        <a
          className="button button--whatsapp"
          part="whatsapp"
          href={whatsappHref(whatsapp, whatsappMessage(t, analysis, language))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {action('whatsapp')}
          <span className="ev-visually-hidden"> {action('newTab')}</span>
        </a>
        <button type="button" className="button button--primary" part="new-analysis" onClick={onNewAnalysis}>
          {action('newAnalysis')}
        </button>
      </div>
      {emailing && (
        <EmailPlan client={client} request={request} privacyHref={privacyHref} onClose={() => setEmailing(false)} />
      )}
    </>
  );
}
