import { type FormEvent, useId, useState } from 'react';
import { EMAIL_PATTERN } from '@contracts/constants';
import type { EventGeneratorRequest } from '@contracts/event-generator';
import { emit } from '@shell/base/emit';
import type { FunctionsClient } from '@shell/functions/functions-client';
import { useHost } from '@shell/react/host-context';
import { FormField } from '@shell/ui/form-field';
import { leadControl } from '@shell/ui/lead-control';
import { PrivacyNotice } from '@shell/ui/privacy-notice';
import { useLanguage } from '@shell/react/use-language';
import { type EmailPlanValues, useEmailPlan } from './use-email-plan';

const FIELDS = ['name', 'email'] as const;

interface EmailPlanProps {
  client: FunctionsClient;
  /** The generator form the results came from: the server plans the event again from it. */
  request: EventGeneratorRequest;
  privacyHref: string;
  onClose: () => void;
}

/**
 * The visitor's name and email, with the notice at collection (PDPL), to send them the plan; on
 * success it says where the plan went and fires `ev-lead-submitted` (source 'generator').
 */
export function EmailPlan({ client, request, privacyHref, onClose }: EmailPlanProps) {
  const { t } = useLanguage();
  const host = useHost();
  const uid = useId();
  const key = (name: string) => t(`generator.results.email.${name}`);
  const [values, setValues] = useState<EmailPlanValues>({ name: '', email: '', wantsTeamContact: true });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const { status, send } = useEmailPlan(client, request, key('message'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(values.name.trim() ? {} : { name: key('nameRequired') }),
      ...(EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: key('emailInvalid') }),
    };
    setErrors(found);
    if (found.name || found.email) return;
    const receipt = await send(values);
    if (receipt) emit(host, 'ev-lead-submitted', { ...receipt, source: 'generator' });
  };

  if (status === 'sent')
    return (
      <p className="email-plan__sent" role="status" part="email-sent">
        {t('generator.results.email.sent', { email: values.email.trim() })}
      </p>
    );
  return (
    <form className="email-plan" part="email-form" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-title`}>
      <h5 id={`${uid}-title`} className="results__subheading">
        {key('title')}
      </h5>
      <p>{key('intro')}</p>
      {/* The lead's name and email, drawn as the contact form draws them (lead-fields.ts). */}
      {FIELDS.map((field) => (
        <FormField key={field} id={`${uid}-${field}`} label={key(field)} required error={errors[field]}>
          {(control) => (
            <input
              {...control}
              {...leadControl(field)}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          )}
        </FormField>
      ))}
      <label className="choice">
        <input
          type="checkbox"
          name="wantsTeamContact"
          checked={values.wantsTeamContact}
          onChange={(event) => setValues({ ...values, wantsTeamContact: event.target.checked })}
        />
        <span>{key('teamContact')}</span>
      </label>
      <PrivacyNotice t={t} copy="generator.results.email.privacy" href={privacyHref} className="email-plan__privacy" />
      {status === 'failed' && (
        <p className="email-plan__error" role="alert">
          {key('failed')}
        </p>
      )}
      <div className="email-plan__actions">
        <button type="submit" className="button button--primary" part="email-send" disabled={status === 'sending'}>
          {status === 'sending' ? key('sending') : key('send')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {key('cancel')}
        </button>
      </div>
    </form>
  );
}
