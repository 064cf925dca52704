import type { ReactNode } from 'react';
import { useStyles } from '../react/use-styles';
import { FieldMarker } from './field-marker';
import css from './form-field.css?inline';

/** What a field hands its control: the id, the class and the ARIA state tying it to the label and messages. */
export interface ControlProps {
  id: string;
  className: string;
  required?: boolean;
  'aria-required': boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** true: a 'Required' marker; false: 'Optional'; left out: no marker (a field with a default). */
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  /** Keep the error in a role="alert" region, for forms with no alert of their own. */
  announceError?: boolean;
  /** Also give the control the native `required` attribute. */
  nativeRequired?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label with its Required/Optional marker, the control, a hint and an error, tied together by
 * aria-describedby: the one field every widget's form uses, with its own stylesheet.
 * @example <FormField id="name" label="Name" required>{(control) => <input {...control} />}</FormField>
 */
export function FormField(props: FormFieldProps) {
  const { id, label, required, hint, error, announceError, nativeRequired, children } = props;
  useStyles(css);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const errorText = error && (
    <p id={errorId} className="field__error" part="field-error">
      {error}
    </p>
  );
  return (
    <div className="field" part="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required !== undefined && (
          <>
            {' '}
            <FieldMarker required={required} />
          </>
        )}
      </label>
      {children({
        id,
        className: 'field__control',
        ...(nativeRequired ? { required: Boolean(required) } : {}),
        'aria-required': Boolean(required),
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {announceError ? (
        <div role="alert" className="field__alert">
          {errorText}
        </div>
      ) : (
        errorText
      )}
    </div>
  );
}
