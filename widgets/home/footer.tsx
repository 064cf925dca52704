import type { MouseEvent } from 'react';
import { useLanguage } from '@shell/react/use-language';
import { useStyles } from '@shell/react/use-styles';
import { ChevronIcon } from './icons';
import { Logo } from './logo';
import { SECTION_IDS, type SectionId } from './section-ids';
import css from './styles/footer.css?inline';

/** Company line, quick links that scroll to each section, and the copyright. */
export function Footer({ onNavigate }: { onNavigate: (id: SectionId) => void }) {
  const { t } = useLanguage();
  useStyles(css);
  const follow = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(id);
  };
  return (
    <footer className="footer" part="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <div className="brand">
            <Logo size={40} />
            <span className="brand__name">{t('home.brand')}</span>
          </div>
          <p className="footer__tagline">{t('home.footer.tagline')}</p>
        </div>
        <nav className="footer__nav" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer__title">
            {t('home.footer.linksTitle')}
          </h2>
          <ul className="footer__links">
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="footer__link" part="footer-link" data-section={id} onClick={follow(id)}>
                  <ChevronIcon />
                  <span>{t(`home.nav.${id}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__rights">{t('home.footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
