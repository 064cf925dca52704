import type { TFunction } from 'i18next';

export interface PrivacyNoticeProps {
  t: TFunction;
  /** The key prefix of the widget's copy: `<prefix>.notice`, `.link` and `.newTab`. */
  copy: 'contact.privacy' | 'chat.privacy' | 'generator.results.email.privacy';
  /** The company's policy or the built-in notice (privacyHref). */
  href: string;
  className: string;
}

/**
 * The notice at collection (PDPL): one sentence on what the contact details are for and a link
 * to the policy. The link opens a new tab, so following it loses nothing the visitor typed or
 * said, and says so to screen readers.
 */
export function PrivacyNotice({ t, copy, href, className }: PrivacyNoticeProps) {
  return (
    <p className={className} part="privacy">
      {t(`${copy}.notice`)}{' '}
      <a href={href} target="_blank" rel="noopener">
        {t(`${copy}.link`)}
        <span className="ev-visually-hidden"> {t(`${copy}.newTab`)}</span>
      </a>
    </p>
  );
}
