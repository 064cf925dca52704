import { COLOR_SCHEMES, VISUAL_STYLES } from '@contracts/constants';
import { useLanguage } from '@shell/react/use-language';
import { ChoiceGroup } from './choice-group';
import type { StepProps } from './step-props';

/** Step 3: colour scheme, style, Saudi cultural elements and whether to draw mood boards. */
export function StepVisuals({ form, update }: StepProps) {
  const visuals = form.visualPreferences;
  return (
    <div className="step" part="step">
      <ChoiceGroup
        name="colorScheme"
        value={visuals.colorScheme}
        values={COLOR_SCHEMES}
        onChange={(colorScheme) => update({ visualPreferences: { ...visuals, colorScheme } })}
      />
      <ChoiceGroup
        name="style"
        value={visuals.style}
        values={VISUAL_STYLES}
        onChange={(style) => update({ visualPreferences: { ...visuals, style } })}
      />
      <Switch
        name="culturalElements"
        checked={visuals.culturalElements}
        onChange={(culturalElements) => update({ visualPreferences: { ...visuals, culturalElements } })}
      />
      <Switch
        name="generateVisuals"
        checked={form.generateVisuals}
        onChange={(generateVisuals) => update({ generateVisuals })}
      />
    </div>
  );
}

/** A yes-or-no field of the form as a switch, labelled by the copy's `generator.fields.<name>`. */
function Switch(props: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <label className="choice choice--switch" part="choice">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="choice__label">{t(`generator.fields.${props.name}`)}</span>
    </label>
  );
}
