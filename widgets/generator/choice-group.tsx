import { FieldMarker } from '@shell/ui/field-marker';
import { useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange: (value: V) => void;
  /** Native `required` on the radios. */
  required?: boolean;
  /** Show the 'Required' marker after the legend. */
  marked?: boolean;
}

/** A radio group in a fieldset with its legend: arrow keys move between choices natively. */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { legend, name, choices, value, onChange, required = false, marked = false } = props;
  const uid = useId();
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
