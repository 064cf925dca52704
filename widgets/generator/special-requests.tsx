import { useId, useState } from 'react';
import { LIMITS } from '@contracts/constants';
import { FieldMarker } from '@shell/ui/field-marker';
import { useLanguage } from '@shell/react/use-language';

interface SpecialRequestsProps {
  items: string[];
  onChange: (items: string[]) => void;
}

/** The list of special requests: type one and add it, remove any; Enter in the box adds too. */
export function SpecialRequests({ items, onChange }: SpecialRequestsProps) {
  const { t } = useLanguage();
  const uid = useId();
  const [draft, setDraft] = useState('');
  const full = items.length >= LIMITS.specialRequests;

  const add = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || full) return;
    if (!items.includes(text)) onChange([...items, text]);
    setDraft('');
  };

  return (
    <fieldset className="choices requests" part="fieldset" data-name="specialRequests">
      <legend className="choices__legend">
        {t('generator.fields.specialRequests')} <FieldMarker required={false} />
      </legend>
      <div className="requests__add">
        <label htmlFor={`${uid}-request`} className="ev-visually-hidden">
          {t('generator.fields.specialRequestInput')}
        </label>
        <input
          id={`${uid}-request`}
          name="specialRequest"
          type="text"
          className="field__control"
          maxLength={LIMITS.specialRequest}
          placeholder={t('generator.fields.specialRequestPlaceholder')}
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add(event);
          }}
        />
        <button type="button" className="button button--secondary" part="add-request" onClick={() => add()}>
          {t('generator.fields.addRequest')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="field__hint">{t('generator.fields.noRequests')}</p>
      ) : (
        <ul className="requests__list" part="requests">
          {items.map((item) => (
            <li key={item} className="requests__item">
              <span>{item}</span>
              <button
                type="button"
                className="requests__remove"
                aria-label={t('generator.fields.removeRequest', { item })}
                onClick={() => onChange(items.filter((other) => other !== item))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
