import type { ReactNode } from 'react';
import { useLanguage } from '../../src/shell/use-language';

export interface ControlProps {
  id: string;
  'aria-required': boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** true: 'Required'; false: 'Optional'; left out: no marker (a field with a default). */
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A label with its Required/Optional marker, the control, a hint and an error announced when it appears. */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  const { t } = useLanguage();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" part="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required !== undefined && (
          <span className={required ? 'field__marker field__marker--required' : 'field__marker'}>
            {' '}
            ({required ? t('generator.required') : t('generator.optional')})
          </span>
        )}
      </label>
      {children({
        id,
        'aria-required': Boolean(required),
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div role="alert" className="field__alert">
        {error && (
          <p id={errorId} className="field__error" part="field-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
