import { COLOR_SCHEMES, VISUAL_STYLES } from '@contracts/constants';
import { useLanguage } from '@shell/react/use-language';
import { ChoiceGroup } from './choice-group';
import type { StepProps } from './step-props';

/** Step 3: colour scheme, style, Saudi cultural elements and whether to draw mood boards. */
export function StepVisuals({ form, update }: StepProps) {
  const { t } = useLanguage();
  const visuals = form.visualPreferences;
  return (
    <div className="step" part="step">
      <ChoiceGroup
        legend={t('generator.fields.colorScheme')}
        name="colorScheme"
        value={visuals.colorScheme}
        choices={COLOR_SCHEMES.map((value) => ({ value, label: t(`generator.colorSchemes.${value}`) }))}
        onChange={(colorScheme) => update({ visualPreferences: { ...visuals, colorScheme } })}
      />
      <ChoiceGroup
        legend={t('generator.fields.style')}
        name="style"
        value={visuals.style}
        choices={VISUAL_STYLES.map((value) => ({ value, label: t(`generator.styles.${value}`) }))}
        onChange={(style) => update({ visualPreferences: { ...visuals, style } })}
      />
      <label className="choice choice--switch" part="choice">
        <input
          type="checkbox"
          name="culturalElements"
          checked={visuals.culturalElements}
          onChange={(event) => update({ visualPreferences: { ...visuals, culturalElements: event.target.checked } })}
        />
        <span className="choice__label">{t('generator.fields.culturalElements')}</span>
      </label>
      <label className="choice choice--switch" part="choice">
        <input
          type="checkbox"
          name="generateVisuals"
          checked={form.generateVisuals}
          onChange={(event) => update({ generateVisuals: event.target.checked })}
        />
        <span className="choice__label">{t('generator.fields.generateVisuals')}</span>
      </label>
    </div>
  );
}
