import { type ChangeEvent, useId, useState } from 'react';
import { EVENT_TYPES, LIMITS, SEASONS } from '@contracts/constants';
import { seasonOf } from '@saudi/season-of';
import { useLanguage } from '@shell/react/use-language';
import { ChoiceGroup } from './choice-group';
import { cityNames } from '@saudi/cities';
import { FormField } from '@shell/ui/form-field';
import { localDay } from './form-defaults';
import { isPastDate, parseGuestCount } from './validate-step';
import type { StepProps } from './step-props';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Step 1: what, for how many, where, when and for how long. */
export function StepEventDetails({ form, update }: StepProps) {
  const { t, language } = useLanguage();
  const uid = useId();
  const [pastDate, setPastDate] = useState(false);
  const id = (name: string) => `${uid}-${name}`;

  // A past date is refused: the message shows and the stored date stays as it was (spec §5).
  // A date moves the season to its own, unless the visitor chose a season themselves.
  const onDate = (event: ChangeEvent<HTMLInputElement>) => {
    const day = event.target.value;
    const refused = isPastDate(day);
    setPastDate(refused);
    if (refused) return;
    update(day && !form.seasonChosen ? { eventDate: day, season: seasonOf(day) } : { eventDate: day });
  };
  const guestError = form.guestCount.trim() && parseGuestCount(form.guestCount) === null;

  return (
    <div className="step" part="step">
      <ChoiceGroup
        marked
        name="eventType"
        required
        value={form.eventType}
        values={EVENT_TYPES}
        onChange={(eventType) => update({ eventType })}
      />
      {form.eventType === 'other' && (
        <FormField announceError id={id('custom')} label={t('generator.fields.customEventType')} required>
          {(control) => (
            <input
              {...control}
              name="customEventType"
              type="text"
              maxLength={LIMITS.shortText}
              placeholder={t('generator.fields.customEventTypePlaceholder')}
              value={form.customEventType}
              onChange={(event) => update({ customEventType: event.target.value })}
            />
          )}
        </FormField>
      )}
      <div className="step__row">
        <FormField
          announceError
          id={id('guests')}
          label={t('generator.fields.guestCount')}
          required
          error={guestError ? t('generator.errors.guestCount') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="guestCount"
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITS.guestCount}
              step={1}
              value={form.guestCount}
              onChange={(event) => update({ guestCount: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          announceError
          id={id('location')}
          label={t('generator.fields.location')}
          required
          hint={t('generator.fields.locationHint')}
        >
          {(control) => (
            <input
              {...control}
              name="location"
              type="text"
              list={id('cities')}
              autoComplete="address-level2"
              maxLength={LIMITS.shortText}
              placeholder={t('generator.fields.locationPlaceholder')}
              value={form.location}
              onChange={(event) => update({ location: event.target.value })}
            />
          )}
        </FormField>
        <datalist id={id('cities')}>
          {cityNames(language).map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </div>
      <div className="step__row">
        <FormField
          announceError
          id={id('date')}
          label={t('generator.fields.eventDate')}
          required
          error={pastDate ? t('generator.errors.pastDate') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="eventDate"
              type="date"
              min={localDay()}
              value={form.eventDate}
              onChange={onDate}
            />
          )}
        </FormField>
        <FormField announceError id={id('duration')} label={t('generator.fields.duration')}>
          {(control) => (
            <select
              {...control}
              name="duration"
              value={form.duration}
              onChange={(event) => update({ duration: Number(event.target.value) })}
            >
              {DAYS.map((days) => (
                <option key={days} value={days}>
                  {days}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <ChoiceGroup
        name="season"
        value={form.season}
        values={SEASONS}
        hints="seasonDemand"
        onChange={(season) => update({ season, seasonChosen: true })}
      />
    </div>
  );
}
