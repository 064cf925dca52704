import type { ReactNode } from 'react';
import { useLanguage } from '../../src/shell/use-language';

export interface ControlProps {
  id: string;
  required: boolean;
  'aria-required': boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A label with its Required/Optional marker, the control, and its error tied by aria-describedby. */
export function FormField({ id, label, required, error, children }: FormFieldProps) {
  const { t } = useLanguage();
  const errorId = `${id}-error`;
  return (
    <div className="field" part="field">
      <label htmlFor={id} className="field__label">
        {label}{' '}
        <span className={required ? 'field__marker field__marker--required' : 'field__marker'}>
          ({required ? t('contact.form.required') : t('contact.form.optional')})
        </span>
      </label>
      {children({
        id,
        required,
        'aria-required': required,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field__error" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
