import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { LIMITS } from '../../src/contracts/constants';
import { useLanguage } from '../../src/shell/use-language';
import { type ContactValues, EMPTY_CONTACT_VALUES } from './contact-values';
import { FormField } from '../../src/shell/ui/form-field';
import type { useContactSubmit } from './use-contact-submit';
import { type ContactErrors, type ContactField, validateContact } from './validate-contact';

type Submission = ReturnType<typeof useContactSubmit>;

/** The contact form: validates in the page language, then hands the values to the submit hook. */
export function ContactForm({ submission }: { submission: Submission }) {
  const { t } = useLanguage();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { status, error, notice, submit } = submission;

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'website' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'phone', 'message'] as const).find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (await submit(values)) setValues(EMPTY_CONTACT_VALUES);
  };

  const errorText = (field: ContactField) => {
    const found = errors[field];
    return found ? t(found.key, found.values) : undefined;
  };
  const id = (field: string) => `${uid}-${field}`;

  return (
    <form ref={formRef} className="form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={id('title')}>
      <h3 id={id('title')} className="form__title">
        {t('contact.form.title')}
      </h3>
      <FormField nativeRequired id={id('name')} label={t('contact.form.name')} required error={errorText('name')}>
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={LIMITS.name}
            placeholder={t('contact.form.namePlaceholder')}
            value={values.name}
            onChange={update('name')}
          />
        )}
      </FormField>
      <FormField nativeRequired id={id('email')} label={t('contact.form.email')} required error={errorText('email')}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={LIMITS.email}
            placeholder={t('contact.form.emailPlaceholder')}
            value={values.email}
            onChange={update('email')}
          />
        )}
      </FormField>
      <FormField
        nativeRequired
        id={id('phone')}
        label={t('contact.form.phone')}
        required={false}
        error={errorText('phone')}
      >
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            placeholder={t('contact.form.phonePlaceholder')}
            value={values.phone}
            onChange={update('phone')}
          />
        )}
      </FormField>
      <FormField
        nativeRequired
        id={id('message')}
        label={t('contact.form.message')}
        required
        error={errorText('message')}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={LIMITS.message}
            placeholder={t('contact.form.messagePlaceholder')}
            value={values.message}
            onChange={update('message')}
          />
        )}
      </FormField>
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
      <button type="submit" className="submit" part="submit" disabled={status !== 'idle'} data-status={status}>
        {status === 'submitting' && <span className="spinner" part="spinner" aria-hidden="true" />}
        {status === 'idle' && t('contact.form.submit')}
        {status === 'submitting' && t('contact.form.sending')}
        {status === 'sent' && t('contact.form.sent')}
      </button>
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
    </form>
  );
}
