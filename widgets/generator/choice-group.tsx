import { FieldMarker } from '@shell/ui/field-marker';
import { useLanguage } from '@shell/react/use-language';
import { useId } from 'react';

interface ChoiceGroupProps<V extends string> {
  /** The form field it sets: its legend is the copy's `generator.fields.<name>`, each choice's label `generator.<name>s.<value>`. */
  name: string;
  values: readonly V[];
  /** The copy group of a hint under each choice's label (`generator.<hints>.<value>`). */
  hints?: string;
  value: V | '';
  onChange: (value: V) => void;
  /** Native `required` on the radios. */
  required?: boolean;
  /** Show the 'Required' marker after the legend. */
  marked?: boolean;
}

/** A radio group in a fieldset with its legend: arrow keys move between choices natively. */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { name, values, hints, value, onChange, required = false, marked = false } = props;
  const { t } = useLanguage();
  const uid = useId();
  const choices = values.map((choice) => ({
    value: choice,
    label: t(`generator.${name}s.${choice}`),
    hint: hints && t(`generator.${hints}.${choice}`),
  }));
  const legend = t(`generator.fields.${name}`);
  return (
    <fieldset className="choices" part="fieldset" data-name={name}>
      <legend className="choices__legend">
        {legend}
        {marked && (
          <>
            {' '}
            <FieldMarker required />
          </>
        )}
      </legend>
      <div className="choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice" part="choice">
            <input
              type="radio"
              name={`${uid}-${name}`}
              value={choice.value}
              checked={value === choice.value}
              required={required}
              onChange={() => onChange(choice.value)}
            />
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.hint && <span className="choice__hint">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
