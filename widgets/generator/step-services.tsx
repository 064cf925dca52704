import { useId } from 'react';
import { SERVICE_PACKAGES } from '@contracts/constants';
import type { ServicePackage } from '@contracts/event-generator';
import { CATERING_TIERS, MENU_TYPES, PREMIUM_LEVELS } from '@contracts/constants';
import { useLanguage } from '@shell/react/use-language';
import { ChoiceGroup } from './choice-group';
import { FieldMarker } from '@shell/ui/field-marker';
import { FormField } from '@shell/ui/form-field';
import { SpecialRequests } from './special-requests';
import type { StepProps } from './step-props';
import { parseBudget } from './validate-step';

/** Step 2: service level, menu and catering tier, service packages, special requests, budget. */
export function StepServices({ form, update }: StepProps) {
  const { t } = useLanguage();
  const uid = useId();
  const toggle = (service: ServicePackage, on: boolean) =>
    update({
      servicePackages: on
        ? SERVICE_PACKAGES.filter((item) => item === service || form.servicePackages.includes(item))
        : form.servicePackages.filter((item) => item !== service),
    });
  const min = parseBudget(form.budgetRange.min);
  const max = parseBudget(form.budgetRange.max);
  const budgetError =
    Number.isNaN(min) || Number.isNaN(max) || (min !== undefined && max !== undefined && min > max)
      ? t('generator.errors.budget')
      : undefined;

  return (
    <div className="step" part="step">
      <ChoiceGroup
        name="premiumLevel"
        value={form.premiumLevel}
        values={PREMIUM_LEVELS}
        hints="premiumHints"
        onChange={(premiumLevel) => update({ premiumLevel })}
      />
      <ChoiceGroup
        name="menuType"
        value={form.cateringOptions.menuType}
        values={MENU_TYPES}
        onChange={(menuType) => update({ cateringOptions: { ...form.cateringOptions, menuType } })}
      />
      <ChoiceGroup
        name="cateringTier"
        value={form.cateringOptions.tier}
        values={CATERING_TIERS}
        onChange={(tier) => update({ cateringOptions: { ...form.cateringOptions, tier } })}
      />
      <fieldset className="choices" part="fieldset" data-name="servicePackages" aria-describedby={`${uid}-services`}>
        <legend className="choices__legend">{t('generator.fields.services')}</legend>
        <p id={`${uid}-services`} className="field__hint">
          {t('generator.fields.servicesHint')}
        </p>
        <div className="choices__options choices__options--grid">
          {SERVICE_PACKAGES.map((service) => (
            <label key={service} className="choice" part="choice">
              <input
                type="checkbox"
                name="servicePackages"
                value={service}
                checked={form.servicePackages.includes(service)}
                onChange={(event) => toggle(service, event.target.checked)}
              />
              <span className="choice__label">{t(`generator.services.${service}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SpecialRequests items={form.specialRequests} onChange={(specialRequests) => update({ specialRequests })} />
      <fieldset className="choices" part="fieldset" data-name="budgetRange">
        <legend className="choices__legend">
          {t('generator.fields.budget')} <FieldMarker required={false} />
        </legend>
        <div className="step__row">
          {(['min', 'max'] as const).map((bound) => (
            <FormField
              announceError
              key={bound}
              id={`${uid}-budget-${bound}`}
              label={t(bound === 'min' ? 'generator.fields.budgetMin' : 'generator.fields.budgetMax')}
              error={bound === 'max' ? budgetError : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  name={`budget-${bound}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  value={form.budgetRange[bound]}
                  onChange={(event) => update({ budgetRange: { ...form.budgetRange, [bound]: event.target.value } })}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
