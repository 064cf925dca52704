import type { TFunction } from 'i18next';
import { telHref } from '@saudi/phone-number';
import { whatsappHref } from '@saudi/whatsapp-href';

interface PanelHeaderProps {
  titleId: string;
  t: TFunction;
  phone: string;
  whatsapp: string;
  onClose: () => void;
}

/** Layla's name and role, the company's phone and WhatsApp as a way out, and the close button. */
export function PanelHeader({ titleId, t, phone, whatsapp, onClose }: PanelHeaderProps) {
  return (
    <div className="panel__header" part="header">
      <span className="panel__avatar" aria-hidden="true">
        {t('chat.panel.title').slice(0, 1)}
      </span>
      <div className="panel__heading">
        <h2 id={titleId} className="panel__title" part="title">
          {t('chat.panel.title')}
        </h2>
        <p className="panel__subtitle">{t('chat.panel.subtitle')}</p>
      </div>
      <a className="panel__action" part="phone" href={telHref(phone)} aria-label={t('chat.panel.call', { phone })}>
        <Icon d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.3.2 2.5.6 3.6a1 1 0 0 1-.3 1Z" />
      </a>
      <a
        className="panel__action"
        part="whatsapp"
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.panel.whatsapp')}
      >
        <Icon d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Z" />
      </a>
      <button type="button" className="panel__action" part="close" aria-label={t('chat.panel.close')} onClick={onClose}>
        <Icon d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z" />
      </button>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
