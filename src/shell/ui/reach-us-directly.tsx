import type { TFunction } from 'i18next';
import { telHref } from '@saudi/phone-number';
import { whatsappHref } from '@saudi/whatsapp-href';
import { useMessages } from '../react/use-messages';
import { useStyles } from '../react/use-styles';
import css from './reach-us-directly.css?inline';
import { REACH_US_MESSAGES } from './reach-us-messages';

export interface ReachUsDirectlyProps {
  /** `t` in the language the visitor is writing in (the chat's own, else the page's). */
  t: TFunction;
  /** The company phone as displayed, and its WhatsApp number (the config's). */
  phone: string;
  whatsapp: string;
  /** What the visitor wrote, carried into the WhatsApp message so nothing is typed twice. */
  message: string;
  /** The whole WhatsApp text instead, where the widget words it itself (the generator's summary). */
  whatsappText?: string | undefined;
}

/**
 * Where the functions are out of reach (isOutOfReach: refused origin, server fault, no
 * connection), the way to the company that still works: its phone, and WhatsApp prefilled with
 * what the visitor wrote. Shown beside the widget's own error text by the contact form, the chat
 * and the generator, so a lead is never lost to a server the visitor cannot fix.
 */
export function ReachUsDirectly({ t, phone, whatsapp, message, whatsappText }: ReachUsDirectlyProps) {
  useStyles(css);
  useMessages(REACH_US_MESSAGES);
  const text =
    whatsappText ??
    (message.trim() ? t('common.reachUs.prefill', { message: message.trim() }) : t('common.reachUs.hello'));
  return (
    <div className="reach-us" part="reach-us">
      <p className="reach-us__text">{t('common.reachUs.text')}</p>
      <p className="reach-us__ways">
        <a className="reach-us__phone" part="reach-us-phone" href={telHref(phone)} dir="ltr">
          {phone}
        </a>
        <a
          className="reach-us__whatsapp"
          part="reach-us-whatsapp"
          href={whatsappHref(whatsapp, text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('common.reachUs.whatsapp')}
          <span className="ev-visually-hidden"> {t('common.reachUs.newTab')}</span>
        </a>
      </p>
    </div>
  );
}
