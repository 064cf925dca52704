import { useLanguage } from '@shell/react/use-language';
import { telHref } from '@saudi/phone-number';
import { whatsappHref } from '@saudi/whatsapp-href';

const REASONS = ['experience', 'safety', 'protocol', 'coordinator'] as const;

/** Phone, location, the four reasons to choose the company, the follow-up promise and WhatsApp. */
export function ContactInfo({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { t } = useLanguage();
  return (
    <div className="info" part="info">
      <h3 className="info__title">{t('contact.info.title')}</h3>
      <dl className="info__list">
        <div className="info__item">
          <dt>{t('contact.info.phoneLabel')}</dt>
          <dd>
            <a href={telHref(phone)} part="phone" dir="ltr">
              {phone}
            </a>
          </dd>
        </div>
        <div className="info__item">
          <dt>{t('contact.info.locationLabel')}</dt>
          <dd part="location">{t('contact.info.location')}</dd>
        </div>
      </dl>
      <h3 className="info__title">{t('contact.why.title')}</h3>
      <ul className="reasons" part="reasons">
        {REASONS.map((reason) => (
          <li key={reason}>{t(`contact.why.${reason}`)}</li>
        ))}
      </ul>
      <p className="promise" part="promise">
        {t('contact.followUp')}
      </p>
      <div className="whatsapp-box">
        <p className="whatsapp-box__title">{t('contact.whatsapp.title')}</p>
        <a
          className="button button--whatsapp"
          part="whatsapp"
          href={whatsappHref(whatsapp, t('contact.whatsapp.message'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z"
            />
          </svg>
          <span>{t('contact.whatsapp.label')}</span>
          <span className="ev-visually-hidden"> {t('contact.whatsapp.newTab')}</span>
        </a>
      </div>
    </div>
  );
}
