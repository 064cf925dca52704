import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { CONTACT_FORM_FIELDS, type ContactFormField, leadField } from '@contracts/lead-fields';
import { useLanguage } from '@shell/react/use-language';
import { type ContactValues, EMPTY_CONTACT_VALUES } from './contact-values';
import { FormField } from '@shell/ui/form-field';
import { leadControl } from '@shell/ui/lead-control';
import { PrivacyNotice } from '@shell/ui/privacy-notice';
import { ReachUsDirectly } from '@shell/ui/reach-us-directly';
import type { useContactSubmit } from './use-contact-submit';
import { type ContactErrors, validateContact } from './validate-contact';

type Submission = ReturnType<typeof useContactSubmit>;

interface ContactFormProps {
  submission: Submission;
  privacyHref: string;
  /** The company's phone and WhatsApp, offered when the functions are out of reach. */
  phone: string;
  whatsapp: string;
}

/**
 * The contact form: validates in the page language, then hands the values to the submit hook.
 * Under the button, the notice at collection links `privacyHref` (PDPL).
 */
export function ContactForm({ submission, privacyHref, phone, whatsapp }: ContactFormProps) {
  const { t } = useLanguage();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { status, error, notice, unsent, submit } = submission;

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'website' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FORM_FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (await submit(values)) setValues(EMPTY_CONTACT_VALUES);
  };

  const errorText = (field: ContactFormField) => {
    const found = errors[field];
    return found ? t(found.key, found.values) : undefined;
  };
  const id = (field: string) => `${uid}-${field}`;

  return (
    <form ref={formRef} className="form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={id('title')}>
      <h3 id={id('title')} className="form__title">
        {t('contact.form.title')}
      </h3>
      {/* The lead's form fields, in their declared order (src/contracts/lead-fields.ts). */}
      {CONTACT_FORM_FIELDS.map((name) => {
        const { form, required } = leadField(name);
        return (
          <FormField
            key={name}
            nativeRequired
            id={id(name)}
            label={t(`contact.fields.${name}.label`)}
            required={required}
            error={errorText(name)}
          >
            {(control) => {
              const props = {
                ...control,
                ...leadControl(name),
                placeholder: t(`contact.fields.${name}.placeholder`),
                value: values[name],
                onChange: update(name),
              };
              return form && 'rows' in form ? <textarea {...props} /> : <input {...props} />;
            }}
          </FormField>
        );
      })}
      {/* Honeypot: people never see or reach it; a bot that fills it is thanked and nothing is sent. */}
      <div className="ev-visually-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>{t('contact.form.honeypot')}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>
      <button
        type="submit"
        className="button button--primary submit"
        part="submit"
        disabled={status !== 'idle'}
        data-status={status}
      >
        {status === 'submitting' && <span className="spinner" part="spinner" aria-hidden="true" />}
        {status === 'idle' && t('contact.form.submit')}
        {status === 'submitting' && t('contact.form.sending')}
        {status === 'sent' && t('contact.form.sent')}
      </button>
      <PrivacyNotice t={t} copy="contact.privacy" href={privacyHref} className="form__privacy" />
      <div className="form__status" aria-live="polite" part="status">
        {status === 'sent' && (
          <p className="form__success">
            <strong>{t('common.success')}</strong> {t('contact.form.success')}
          </p>
        )}
        {notice === 'notification' && <p className="form__notice">{t('contact.errors.notification')}</p>}
      </div>
      <div className="form__alert" role="alert" part="error">
        {error === 'lead' && <p className="form__error">{t('contact.errors.lead')}</p>}
      </div>
      {unsent !== null && <ReachUsDirectly t={t} phone={phone} whatsapp={whatsapp} message={unsent} />}
    </form>
  );
}
